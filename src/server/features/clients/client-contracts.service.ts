/**
 * Client-level contracts: listed by anyone who may see the client (owners their own), created and
 * deleted with clients_edit. Another tenant's contract is a 404.
 */
import { canEditClients } from '@shared/domain/abilities';
import { CLIENT_MESSAGES } from '@shared/constants';
import type { TClientContract, ZCreateClientContract } from '@shared/schemas/clients';
import type { z } from 'zod';
import { type AppDeps, type RequestContext, type Caller, subjectOf } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { visibleClient } from './clients.service';
import * as repo from './client-contracts.repo';
import { audit } from '../../lib/audit';

export function toClientContract(row: repo.ClientContractRow): TClientContract {
  return {
    id: row.id,
    clientId: row.clientId,
    userId: row.userId,
    title: row.title,
    startDate: row.startDate,
    depositAmountPence: row.depositAmountPence,
    terms: row.termsText,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listContracts(db: DbOrTx, caller: Caller, clientId: string): Promise<TClientContract[]> {
  await visibleClient(db, caller, clientId);
  return (await repo.listClientContracts(db, clientId)).map(toClientContract);
}

export async function createContract(
  deps: AppDeps,
  actor: RequestContext,
  clientId: string,
  input: z.output<typeof ZCreateClientContract>,
): Promise<TClientContract> {
  await visibleClient(deps.db, actor.caller, clientId);
  if (!canEditClients(subjectOf(actor.caller))) throw forbidden();
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertClientContract(tx, {
      clientId,
      userId: actor.caller.user.id,
      title: input.title,
      startDate: input.startDate,
      depositAmountPence: input.depositAmount,
      termsText: input.terms ?? null,
      status: input.status,
      createdAt: deps.now(),
    });
    await audit(tx, actor, {
      action: 'client_contract.create',
      entityType: 'client',
      entityId: clientId,
      details: { contractId: row.id, title: row.title, status: row.status, depositAmountPence: row.depositAmountPence },
    });
    return toClientContract(row);
  });
}

export async function deleteContract(deps: AppDeps, actor: RequestContext, id: string): Promise<void> {
  const contract = await repo.findClientContract(deps.db, id);
  if (!contract) throw notFound(CLIENT_MESSAGES.contractNotFound);
  // The contract's client must be visible to the caller; otherwise it does not exist for them.
  try {
    await visibleClient(deps.db, actor.caller, contract.clientId);
  } catch {
    throw notFound(CLIENT_MESSAGES.contractNotFound);
  }
  if (!canEditClients(subjectOf(actor.caller))) throw forbidden();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteClientContract(tx, id))) throw notFound(CLIENT_MESSAGES.contractNotFound);
    await audit(tx, actor, {
      action: 'client_contract.delete',
      entityType: 'client',
      entityId: contract.clientId,
      details: { contractId: id, title: contract.title },
    });
  });
}
