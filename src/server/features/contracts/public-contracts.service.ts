/**
 * The public contract page (docs/product.md §1.2.7): anyone holding an active link may view the contract,
 * sign it once, and download the signed PDF. No session; limited per client IP. A deactivated link,
 * a deleted or cancelled contract, or an unknown token all look the same: 404 'Invalid or expired
 * contract link'.
 */
import { CONTRACT_MESSAGES, MESSAGES } from '@shared/constants';
import { canSignThroughShare, isContractFinal, isShareTokenShape, isShareViewable } from '@shared/domain/contracts';
import type { TPublicContract, TPublicSignResult, ZPublicSignContract } from '@shared/schemas/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/context';
import { conflict, notFound, tooManyRequests } from '../../lib/errors';
import { rateLimitCounters as attempts } from '../auth';
import * as repo from './contracts.repo';
import { afterSigning, pdfOf, refuseDepositMismatch, sha256Hex, signatureDataOf, type ContractPdf, type SigningFacts } from './contracts.service';

/** Per client IP: page loads and PDF downloads, and signature attempts (fixed windows). */
export const PUBLIC_CONTRACT_LIMITS = {
  view: { max: 120, windowSeconds: 15 * 60 },
  sign: { max: 20, windowSeconds: 15 * 60 },
} as const;

async function limit(deps: AppDeps, kind: keyof typeof PUBLIC_CONTRACT_LIMITS, ip: string): Promise<void> {
  const { max, windowSeconds } = PUBLIC_CONTRACT_LIMITS[kind];
  if ((await attempts.hit(deps.db, `contract-${kind}:ip:${ip}`, windowSeconds, deps.now())) > max) {
    throw tooManyRequests(MESSAGES.tooManyRequests);
  }
}

const invalidLink = () => notFound(CONTRACT_MESSAGES.invalidLink);

type StoredSignature = { signed_by: string; signature: string; signed_date: string };

/** An active link whose contract still exists and is not cancelled. */
async function viewableShare(deps: AppDeps, token: string): Promise<repo.ShareWithContract> {
  if (!isShareTokenShape(token)) throw invalidLink();
  const found = await repo.findShareByToken(deps.db, token);
  if (!found || !isShareViewable(found.share, found.contract.status)) throw invalidLink();
  return found;
}

export async function viewContract(deps: AppDeps, ip: string, token: string): Promise<TPublicContract> {
  await limit(deps, 'view', ip);
  const { share, contract, property, client } = await viewableShare(deps, token);
  const signed = isContractFinal(contract.status);
  const data = contract.signatureData as StoredSignature | null;
  return {
    title: contract.title,
    clientName: client?.name ?? '',
    propertyName: property.name,
    propertyAddress: property.address,
    createdAt: contract.createdAt.toISOString(),
    depositAmountPence: contract.depositAmountPence,
    terms: contract.terms,
    termsSha256: sha256Hex(contract.terms),
    status: contract.status,
    signed,
    signedAt: signed ? (share.signedAt ?? contract.signedDate)?.toISOString() ?? null : null,
    signerName: signed ? (share.clientName ?? data?.signed_by ?? null) : null,
    signature: signed ? (data?.signature ?? share.clientName) : null,
  };
}

/**
 * Signs through the link, in one transaction: the contract row is locked, the link is marked signed
 * only if it is still active and unsigned (a conditional update), and the contract moves to active only
 * from draft or sent. Of two simultaneous signatures exactly one succeeds; the other gets a 409.
 */
export async function signContract(
  deps: AppDeps,
  client: { ip: string; userAgent: string | null },
  token: string,
  input: z.output<typeof ZPublicSignContract>,
): Promise<TPublicSignResult> {
  await limit(deps, 'sign', client.ip);
  if (!isShareTokenShape(token)) throw invalidLink();
  return deps.db.transaction(async (tx) => {
    const found = await repo.findShareByToken(tx, token);
    if (!found || !isShareViewable(found.share, found.contract.status)) throw invalidLink();
    const locked = await repo.lockContract(tx, found.contract.id);
    if (!locked) throw invalidLink();
    if (found.share.signedAt || isContractFinal(locked.status)) throw conflict(CONTRACT_MESSAGES.alreadySigned);
    if (!canSignThroughShare(locked.status)) throw invalidLink();
    const termsSha256 = sha256Hex(locked.terms);
    // Required by ZPublicSignContract: the signer signs exactly the terms the page showed.
    if (input.termsSha256 !== termsSha256) throw conflict(CONTRACT_MESSAGES.changedSinceOpened);
    refuseDepositMismatch(locked, 'signer');

    const facts: SigningFacts = {
      contractId: locked.id,
      propertyId: locked.propertyId,
      name: input.name,
      signedAt: deps.now(),
      ip: client.ip,
      userAgent: client.userAgent,
      termsSha256,
      via: 'share',
      actorUserId: null,
      share: { id: found.share.id, token: found.share.shareToken },
    };
    const share = await repo.markShareSigned(tx, found.share.id, {
      signedAt: facts.signedAt,
      clientIp: client.ip,
      clientName: input.name,
      userAgent: client.userAgent,
    });
    if (!share) throw conflict(CONTRACT_MESSAGES.alreadySigned);
    // The contract's other links can no longer sign: closed, so the signed link is the one offered.
    await repo.deactivateUnsignedSharesOf(tx, locked.id);
    const signed = await repo.markContractSigned(tx, locked.id, {
      from: ['draft', 'sent'],
      to: 'active',
      signedDate: facts.signedAt,
      signatureData: signatureDataOf(facts),
    });
    if (!signed) throw conflict(CONTRACT_MESSAGES.alreadySigned);
    await afterSigning(tx, deps, facts);
    return {
      clientName: found.client?.name ?? '',
      title: signed.title,
      signerName: input.name,
      signedAt: facts.signedAt.toISOString(),
    };
  });
}

export async function publicContractPdf(deps: AppDeps, ip: string, token: string): Promise<ContractPdf> {
  await limit(deps, 'view', ip);
  return pdfOf(deps, await viewableShare(deps, token));
}
