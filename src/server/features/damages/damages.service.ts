/**
 * Damage Activities (docs/product.md §2.2, §2.4, §2.5 'Damage charge'; issue 10 item 3): the list filtered on the
 * server, owner-scoped, with its summary; and the charge request, which asks the client's owners to
 * pay (one request per record: a second click reuses it; decision 0125).
 */
import { CHECKOUT_MESSAGES, damageCharge } from '@shared/domain/checkout';
import { damageChargeState, damagePeriodStart, DAMAGE_MESSAGES, ownerSeesAmount } from '@shared/domain/damages';
import { isPaymentOverdue, paymentDeadline } from '@shared/domain/payment-deadline';
import {
  DAMAGE_PROPERTY_SEARCH_LIMIT,
  DAMAGES_PAGE_SIZE,
  type TChargeRequest,
  type TDamageActivity,
  type TDamagePropertySearch,
  type TDamagesResponse,
  type ZDamagePropertySearchQuery,
  type ZListDamagesQuery,
} from '@shared/schemas/damages';
import type { z } from 'zod';
import { aboutOwners, enqueueMail, ownerRecipients } from '../mail';
import { issueInvoice } from '../invoices';
import { audit } from '../../lib/audit';
import type { AppDeps, Caller, RequestContext } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isOwnerScoped, scopeOf } from '../../lib/scope';
import { pageCursor } from '../../lib/page-cursor';
import { damageChargeMail } from './damage-charge-mail';
import * as repo from './damages.repo';

/** The list's page cursor: the last row's (time, id). */
const CURSOR = pageCursor({ timeKey: 'time', id: 'uuid' });

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

/** `ownerView`: a property owner's list, which carries no internal estimate (issue 19 M9). */
function toRow(r: repo.DamageListRow, now: Date, ownerView: boolean): TDamageActivity {
  const chargeState = damageChargeState(r);
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    clientName: r.clientName,
    itemName: r.itemName,
    itemSku: r.itemSku,
    quantity: r.quantity,
    estimatedPricePence: ownerView && !ownerSeesAmount(chargeState) ? null : Number(r.estimatedPricePence),
    notes: r.notes,
    chargeState,
    chargedAt: r.chargedAt?.toISOString() ?? null,
    chargeRequestedAt: r.chargeRequestedAt?.toISOString() ?? null,
    paymentDueAt: paymentDeadline(r.createdAt).toISOString(),
    paymentOverdue: r.chargeRequestedAt !== null && isPaymentOverdue({ enteredAt: r.createdAt, paid: r.chargedAt !== null }, now),
    photoCount: r.photoCount,
  };
}

/** GET /api/damages: one keyset page (newest first) with the summary of the whole filtered set. */
export async function listDamages(deps: Deps, caller: Caller, query: z.output<typeof ZListDamagesQuery>): Promise<TDamagesResponse> {
  const after = CURSOR.decode(query.cursor);
  const scope = await scopeOf(deps.db, caller);
  const filters = {
    since: damagePeriodStart(query.period, deps.now()),
    search: query.search || undefined,
    propertyId: query.property === 'all' ? undefined : query.property,
  };
  const [rows, summary] = await Promise.all([
    repo.listDamages(deps.db, scope, filters, DAMAGES_PAGE_SIZE + 1, after),
    repo.summariseDamages(deps.db, scope, filters),
  ]);
  const page = rows.slice(0, DAMAGES_PAGE_SIZE);
  const last = page[page.length - 1];
  const ownerView = isOwnerScoped(caller);
  return {
    damages: page.map((r) => toRow(r, deps.now(), ownerView)),
    summary: ownerView ? { ...summary, estimatedTotalPence: null } : summary,
    period: query.period,
    pageSize: DAMAGES_PAGE_SIZE,
    nextCursor: rows.length > DAMAGES_PAGE_SIZE && last ? CURSOR.encode({ timeKey: last.createdAtKey, id: last.id }) : null,
    anyRecorded: page.length > 0 || (await repo.anyDamageInScope(deps.db, scope)),
  };
}

/** GET /api/damages/properties: the property filter's search, in the caller's scope. */
export async function searchDamageProperties(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  query: z.output<typeof ZDamagePropertySearchQuery>,
): Promise<TDamagePropertySearch> {
  const scope = await scopeOf(deps.db, caller);
  return { properties: await repo.searchDamageProperties(deps.db, scope, query.search, DAMAGE_PROPERTY_SEARCH_LIMIT) };
}

/** A damage record in the caller's scope, or 404. */
export async function damageInScope(deps: Pick<AppDeps, 'db'>, caller: Caller, id: string): Promise<repo.DamageRecord> {
  const record = await repo.findDamage(deps.db, await scopeOf(deps.db, caller), id);
  if (!record) throw notFound(DAMAGE_MESSAGES.notFound);
  return record;
}

/**
 * POST /api/damages/:id/charge (kanban_record_damages): asks the owners to pay. The conditional UPDATE
 * decides which of parallel clicks opens the request; only that one e-mails and audits, in the same
 * transaction. An open request is answered again as it stands.
 */
export async function requestCharge(deps: Deps, ctx: RequestContext, id: string): Promise<TChargeRequest> {
  const { caller } = ctx;
  const record = await damageInScope(deps, caller, id);
  if (record.chargedAt) throw conflict(CHECKOUT_MESSAGES.damageAlreadyCharged);
  const charge = damageCharge({
    productPricePence: record.productPricePence,
    unitPricePence: record.unitPricePence,
    quantity: record.quantity,
  });
  if (!charge.ok) throw badRequest(charge.message);
  const deadline = paymentDeadline(record.createdAt);
  const answer = (at: Date, created: boolean, emailed: number): TChargeRequest => ({
    activityId: record.id,
    amountPence: charge.totalPence,
    chargeRequestedAt: at.toISOString(),
    paymentDueAt: deadline.toISOString(),
    created,
    emailed,
  });
  if (record.chargeRequestedAt) return answer(record.chargeRequestedAt, false, 0);

  const opened = await deps.db.transaction(async (tx) => {
    const at = await repo.openChargeRequest(tx, record.id, caller.user.id, deps.now());
    if (!at) return null;
    // The charge's invoice (issue 23), in the request's transaction: what the owner is asked to pay.
    const line = { description: `Damaged linen: ${record.itemName || 'item'}`, quantity: charge.quantity, grossPence: charge.totalPence };
    await issueInvoice(tx, { source: 'damage', sourceId: record.id, clientId: record.clientId, propertyId: record.propertyId, lines: [line] }, deps.now());
    const recipients = await ownerRecipients(tx, [record.clientId]);
    await enqueueMail(
      tx,
      aboutOwners(
        recipients,
        recipients.map((to) =>
          damageChargeMail({
            to,
            amountPence: charge.totalPence,
            itemName: record.itemName,
            quantity: charge.quantity,
            propertyName: record.propertyName,
            enteredAt: record.createdAt,
            deadline,
            appUrl: deps.env.appUrl,
          }),
        ),
      ),
    );
    await audit(tx, ctx, {
      action: 'damage.charge_requested',
      entityType: 'linen_activity',
      entityId: record.id,
      details: { amountPence: charge.totalPence, clientId: record.clientId, propertyId: record.propertyId, emailed: recipients.length },
    });
    return { at, emailed: recipients.length };
  });
  if (opened) return answer(opened.at, true, opened.emailed);
  // Another click opened it (or the webhook charged it) between our read and our update.
  const again = await damageInScope(deps, caller, id);
  if (again.chargedAt) throw conflict(CHECKOUT_MESSAGES.damageAlreadyCharged);
  return answer(again.chargeRequestedAt ?? deps.now(), false, 0);
}
