/**
 * The variance list (issue 22, decision 0192): items a courier counted short or over at a stop, per
 * property, newest first; 'Charge replacement' for a short item (a charge through the charges' one path,
 * key variance:<visit>:<item>) and 'Resolved' with a reason. Each variance is handled once: its row in
 * courier_visit_resolutions is the first thing written, so of parallel clicks one wins and the others get 409.
 */
import { canHandleVariances } from '@shared/domain/abilities';
import {
  replacementReason,
  replacementUnitPence,
  suggestedReplacementPence,
  VARIANCE_MESSAGES as M,
  varianceChargeKey,
} from '@shared/domain/courier-variances';
import { inventoryItemLabel } from '@shared/domain/courier-visits';
import { VARIANCES_PAGE_SIZE, type TListVariancesQuery, type TVariance, type TVariancesResponse } from '@shared/schemas/courier-variances';
import type { z } from 'zod';
import type { ZListVariancesQuery } from '@shared/schemas/courier-variances';
import { normaliseId } from '@shared/schemas/ids';
import { audit } from '../../lib/audit';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageCursor } from '../../lib/page-cursor';
import { scopeAllows, scopeOf } from '../../lib/scope';
import { addChargeOnce } from '../charges';
import * as repo from './variances.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type Prices = Awaited<ReturnType<typeof repo.replacementPrices>>;

const CURSOR = pageCursor({ timeKey: 'time', visitId: 'uuid', item: 'text' });

function toVariance(r: repo.VarianceRow, prices: Prices): TVariance {
  const difference = r.counted - r.expected;
  const unitPence = replacementUnitPence(r.item, prices);
  return {
    visitId: r.visitId,
    item: r.item,
    label: inventoryItemLabel(r.item),
    expected: r.expected,
    counted: r.counted,
    difference,
    happenedAt: r.happenedAt.toISOString(),
    action: r.action,
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    clientName: r.clientName,
    courierName: r.courierName,
    unitPence,
    suggestedPence: suggestedReplacementPence(-difference, unitPence),
    resolution:
      r.resolvedAt && r.reason !== null
        ? {
            reason: r.reason,
            resolvedAt: r.resolvedAt.toISOString(),
            resolvedByName: r.resolvedByName,
            charge:
              r.chargeId && r.chargeAmountPence !== null && r.chargeStatus
                ? { id: r.chargeId, amountPence: r.chargeAmountPence, status: r.chargeStatus }
                : null,
          }
        : null,
  };
}

function requireHandle(caller: Caller): void {
  if (!canHandleVariances(subjectOf(caller))) throw forbidden();
}

/** GET /api/courier/variances: one keyset page of open (newest visit first) or handled (newest first) variances. */
export async function listVariances(
  deps: Deps,
  caller: Caller,
  query: z.output<typeof ZListVariancesQuery> | TListVariancesQuery,
): Promise<TVariancesResponse> {
  requireHandle(caller);
  const after = CURSOR.decode(query.cursor);
  const scope = await scopeOf(deps.db, caller);
  const propertyId = query.property ? normaliseId(query.property) : undefined;
  const list = query.state === 'handled' ? repo.listHandledVariances : repo.listOpenVariances;
  const [rows, prices] = await Promise.all([list(deps.db, scope, propertyId, VARIANCES_PAGE_SIZE + 1, after), repo.replacementPrices(deps.db)]);
  const page = rows.slice(0, VARIANCES_PAGE_SIZE);
  const last = page[page.length - 1];
  const lastKey = last && (query.state === 'handled' ? last.resolvedKey : last.key);
  return {
    variances: page.map((r) => toVariance(r, prices)),
    pageSize: VARIANCES_PAGE_SIZE,
    nextCursor:
      rows.length > VARIANCES_PAGE_SIZE && last && lastKey ? CURSOR.encode({ timeKey: lastKey, visitId: last.visitId, item: last.item }) : null,
  };
}

/** A variance of an applied visit in the caller's scope (another client's is 404), then the ability (403). */
async function varianceInScope(deps: Deps, caller: Caller, visitId: string, item: string): Promise<repo.VarianceRow> {
  const row = await repo.findVariance(deps.db, normaliseId(visitId), item);
  const scope = await scopeOf(deps.db, caller);
  if (!row || row.outcome !== 'applied' || row.counted === row.expected || !scopeAllows(scope, row.clientId)) throw notFound(M.notFound);
  requireHandle(caller);
  return row;
}

async function answer(deps: Deps, visitId: string, item: string): Promise<TVariance> {
  const [row, prices] = await Promise.all([repo.findVariance(deps.db, visitId, item), repo.replacementPrices(deps.db)]);
  return toVariance(row!, prices);
}

const handledConflict = (row: repo.VarianceRow | null) => conflict(row?.chargeId ? M.alreadyCharged : M.alreadyResolved);

/**
 * POST /api/courier/variances/:visitId/:item/charge: a short item's replacement, charged to the property's
 * client once. The resolution row is taken first (of parallel clicks one inserts it), then the charge with
 * its unique key and 'charge.created' audit, then the variance's own audit, in one transaction.
 */
export async function chargeReplacement(deps: Deps, ctx: RequestContext, rawVisitId: string, item: string, amountPence: number): Promise<TVariance> {
  const { caller } = ctx;
  const row = await varianceInScope(deps, caller, rawVisitId, item);
  const shortBy = row.expected - row.counted;
  if (shortBy <= 0) throw badRequest(M.onlyShort);
  if (row.resolvedAt) throw handledConflict(row);
  if (!row.clientId) throw conflict(M.noClient);
  const clientId = row.clientId;
  const now = deps.now();
  const reason = replacementReason(item, shortBy);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.insertResolution(tx, { visitId: row.visitId, item, reason, resolvedBy: caller.user.id, resolvedAt: now }))) {
      throw handledConflict(await repo.findVariance(tx, row.visitId, item));
    }
    const charge = await addChargeOnce(
      tx,
      ctx,
      {
        kind: 'replacement',
        dedupeKey: varianceChargeKey(row.visitId, item),
        clientId,
        propertyId: row.propertyId,
        linenCardId: row.linenCardId,
        amountPence,
        reason,
        createdBy: caller.user.id,
        createdAt: now,
      },
      { visitId: row.visitId, item, shortBy },
    );
    if (!charge) throw conflict(M.alreadyCharged);
    await repo.setResolutionCharge(tx, row.visitId, item, charge.id);
    await audit(tx, ctx, {
      action: 'courier_visit.variance_charged',
      entityType: 'courier_visit',
      entityId: row.visitId,
      details: { item, expected: row.expected, counted: row.counted, chargeId: charge.id, amountPence, propertyId: row.propertyId },
    });
  });
  return answer(deps, row.visitId, item);
}

/** POST /api/courier/variances/:visitId/:item/resolve: short or over, resolved with the reason given, once. */
export async function resolveVariance(deps: Deps, ctx: RequestContext, rawVisitId: string, item: string, reason: string): Promise<TVariance> {
  const { caller } = ctx;
  const row = await varianceInScope(deps, caller, rawVisitId, item);
  if (row.resolvedAt) throw handledConflict(row);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.insertResolution(tx, { visitId: row.visitId, item, reason, resolvedBy: caller.user.id, resolvedAt: deps.now() }))) {
      throw handledConflict(await repo.findVariance(tx, row.visitId, item));
    }
    await audit(tx, ctx, {
      action: 'courier_visit.variance_resolved',
      entityType: 'courier_visit',
      entityId: row.visitId,
      details: { item, expected: row.expected, counted: row.counted, reason, propertyId: row.propertyId },
    });
  });
  return answer(deps, row.visitId, item);
}
