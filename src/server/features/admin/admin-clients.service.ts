/**
 * The Super Admin Console (docs/product.md §2.2): the clients list with its cards and System Overview, and
 * the status toggle (§4: customer becomes lead, any other status customer; last_touch updated;
 * audited). Convert and delete are the clients feature's own endpoints.
 */
import { CLIENT_MESSAGES } from '@shared/constants';
import { toggledClientStatus } from '@shared/domain/admin-console';
import { ADMIN_CLIENTS_PAGE_SIZE, type TAdminClientRow, type TAdminClientsResponse } from '@shared/schemas/admin';
import type { ZAdminClientsQuery } from '@shared/schemas/admin';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AppDeps, RequestContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { findClient, listClientRows, type ClientWithExtras } from '../clients';
import { activeServicesByClient, clientCards, systemOverview, updateClientStatusIf } from './admin-clients.repo';
import { audit } from '../../lib/audit';

function toRow(row: ClientWithExtras, services: Map<string, number>): TAdminClientRow {
  const c = row.client;
  return {
    id: c.id,
    name: c.name,
    contactName: c.contactName,
    username: c.username,
    primaryEmail: c.primaryEmail,
    phone: c.phone,
    extraEmailsCount: c.secondaryEmails.length,
    status: c.status,
    propertiesCount: row.propertiesCount,
    activeServicesCount: services.get(c.id) ?? 0,
    onboardingProgress: c.onboardingProgress,
    lastTouch: c.lastTouch.toISOString(),
  };
}

export async function adminClients(db: DbOrTx, query: z.output<typeof ZAdminClientsQuery>): Promise<TAdminClientsResponse> {
  const pageSize = ADMIN_CLIENTS_PAGE_SIZE;
  const [list, cards, overview] = await Promise.all([
    listClientRows(
      db,
      { all: true },
      { search: query.search || undefined, status: query.status, limit: pageSize, offset: (query.page - 1) * pageSize },
    ),
    clientCards(db),
    systemOverview(db),
  ]);
  const services = await activeServicesByClient(
    db,
    list.rows.map((r) => r.client.id),
  );
  return { cards, overview, clients: list.rows.map((r) => toRow(r, services)), total: list.total, page: query.page, pageSize };
}

/**
 * Flips the status by the console's rule. The update is conditional on the status read, so two
 * admins toggling at once cannot both apply a flip computed from the same state: the second is told.
 */
export async function toggleClientStatus(deps: AppDeps, actor: RequestContext, id: string): Promise<TAdminClientRow> {
  const current = await findClient(deps.db, { all: true }, id);
  if (!current) throw notFound(CLIENT_MESSAGES.clientNotFound);
  const from = current.client.status;
  const to = toggledClientStatus(from);
  await deps.db.transaction(async (tx) => {
    const row = await updateClientStatusIf(tx, id, from, to, deps.now());
    if (!row) throw conflict('The client’s status changed meanwhile. Please refresh and try again.');
    await audit(tx, actor, {
      action: 'client.status_changed',
      entityType: 'client',
      entityId: id,
      details: { from, to },
    });
  });
  const after = await findClient(deps.db, { all: true }, id);
  if (!after) throw notFound(CLIENT_MESSAGES.clientNotFound);
  return toRow(after, await activeServicesByClient(deps.db, [id]));
}
