/**
 * Record damages (docs/product.md §2.5): one damage activity per row that records something, and the card's
 * damages and missing counts increased, in one transaction. The products a row can name are the
 * catalogue's (SKU = price id) and the stock items (SKU from category, type and size).
 */
import { canRecordDamages } from '@shared/domain/abilities';
import { rowsToSave, stockItemName as stockName, stockSku } from '@shared/domain/damage-rows';
import type { TBoardCard, TDamageProduct, TRecordedDamage, ZRecordDamages } from '@shared/schemas/linen';
import type { z } from 'zod';
import { type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { insertCardEvents } from './linen-card-events.repo';
import { addDamageCounts } from './linen-cards.repo';
import { cardInScope, readBoardCard } from './linen-cards.service';
import * as repo from './linen-damages.repo';
import type { LinenDeps } from './linen-deps';
import { audit } from '../../lib/audit';

/**
 * What a damage row can name: linen, priced at its replacement cost (the stock item's unit cost). With a
 * card, the linen of its property's inventory (the stock assigned to it) comes first, then the other
 * stock items. The catalogue's services are not linen and are not offered (decision 0163); a record
 * that names one (made before, or through the API) is still accepted, listed and charged.
 */
export async function listDamageProducts(deps: LinenDeps, caller: Caller, cardId?: string): Promise<TDamageProduct[]> {
  if (!canRecordDamages(subjectOf(caller))) throw forbidden();
  const propertyId = cardId ? (await cardInScope(deps, await scopeOf(deps.db, caller), cardId)).propertyId : null;
  const [stock, held] = await Promise.all([
    repo.listDamageStockItems(deps.db),
    propertyId ? repo.propertyStockItemIds(deps.db, propertyId) : Promise.resolve([] as string[]),
  ]);
  const atProperty = new Set(held);
  const toProduct = (s: (typeof stock)[number]): TDamageProduct => ({
    key: `stock:${s.id}`,
    name: stockName(s),
    sku: stockSku(s),
    unitPricePence: s.unitCostPence,
    atProperty: atProperty.has(s.id),
  });
  return [...stock.filter((s) => atProperty.has(s.id)).map(toProduct), ...stock.filter((s) => !atProperty.has(s.id)).map(toProduct)];
}

type RecordDamagesInput = z.output<typeof ZRecordDamages>;
const KEY = /^(product|stock):([0-9a-f-]{36})$/i;

/** The card after the save, and the records made (one per saved row, in row order) so photos can be attached. */
export async function recordDamages(
  deps: LinenDeps,
  actor: RequestContext,
  id: string,
  input: RecordDamagesInput,
): Promise<{ card: TBoardCard; activities: TRecordedDamage[] }> {
  const scope = await scopeOf(deps.db, actor.caller);
  const card = await cardInScope(deps, scope, id);
  if (!canRecordDamages(subjectOf(actor.caller))) throw forbidden();
  const chosen = rowsToSave(input.rows);
  if ('error' in chosen) throw badRequest(chosen.error, [{ path: 'rows', message: chosen.error }]);
  const parsed = chosen.rows.map((row) => {
    const m = KEY.exec(row.productKey);
    return { row, kind: m?.[1].toLowerCase() as 'product' | 'stock' | undefined, refId: m?.[2].toLowerCase() };
  });
  const [catalogue, stock] = await Promise.all([
    repo.findProductsByIds(
      deps.db,
      parsed.filter((p) => p.kind === 'product').map((p) => p.refId!),
    ),
    repo.findStockItemsByIds(
      deps.db,
      parsed.filter((p) => p.kind === 'stock').map((p) => p.refId!),
    ),
  ]);
  const products = new Map(catalogue.map((p) => [p.id, p]));
  const items = new Map(stock.map((s) => [s.id, s]));
  const activities = parsed.map(({ row, kind, refId }) => {
    const product = kind === 'product' ? products.get(refId!) : undefined;
    const item = kind === 'stock' ? items.get(refId!) : undefined;
    if (!product && !item) {
      const message = 'Choose a product from the list';
      throw badRequest(message, [{ path: `rows.${input.rows.indexOf(row)}.productKey`, message }]);
    }
    return {
      row,
      name: row.productName || product?.name || stockName(item!),
      productId: product?.id ?? null,
      stockItemId: item?.id ?? null,
      sku: product ? product.priceId : stockSku(item!),
    };
  });
  if (card.archived) throw conflict('This linen card is archived');
  const now = deps.now();
  const damaged = activities.reduce((n, a) => n + a.row.damagedQuantity, 0);
  const missing = activities.reduce((n, a) => n + a.row.missingQuantity, 0);
  const activityIds = await deps.db.transaction(async (tx) => {
    const ids = await repo.insertActivities(
      tx,
      activities.map((a) => ({
        linenCardId: id,
        activityType: 'damage' as const,
        productId: a.productId,
        stockItemId: a.stockItemId,
        productName: a.name,
        itemSku: a.sku,
        quantity: a.row.damagedQuantity + a.row.missingQuantity,
        damagesCount: a.row.damagedQuantity,
        missingCount: a.row.missingQuantity,
        unitPricePence: a.row.unitPricePence,
        notes: input.notes ?? null,
        createdBy: actor.caller.user.id,
        createdAt: now,
      })),
    );
    await addDamageCounts(tx, id, damaged, missing, now);
    const rows = activities.map((a) => ({ name: a.name, damaged: a.row.damagedQuantity, missing: a.row.missingQuantity }));
    await insertCardEvents(tx, [{ linenCardId: id, actorUserId: actor.caller.user.id, kind: 'damage', details: { rows }, createdAt: now }]);
    await audit(tx, actor, { action: 'linen_card.damages', entityType: 'linen_card', entityId: id, details: { rows, damaged, missing } });
    return ids;
  });
  return {
    card: await readBoardCard(deps, scope, id),
    activities: activityIds.map((activityId, i) => ({ id: activityId, name: activities[i].name })),
  };
}
