/**
 * Stock management (docs/product.md §2.2, §2.9; decision 0130): the rows from the stock records, and the save
 * of on-shelf quantities in one transaction, each item at the version it was read at (a save that read
 * an older version saves nothing and answers with the current numbers).
 */
import { stockItemLabel } from '@shared/domain/stock';
import {
  buildStockRows,
  matchesStockFilter,
  matchesStockSearch,
  STOCK_MESSAGES as M,
  stockAlerts,
  summariseStock,
  type StockFilter,
} from '@shared/domain/stock-rows';
import type { TSaveStock, TShelfItem, TStockResponse } from '@shared/schemas/stock';
import type { AppDeps, RequestContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import * as repo from './stock.repo';
import type { ParBasis } from '@shared/domain/par-levels';
import { keptParsOf, readKeptPars } from '../forecast';
import { audit } from '../../lib/audit';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const shelfItemOf = (i: repo.StockItemRow): TShelfItem => ({
  id: i.id,
  category: i.category,
  label: stockItemLabel(i),
  onShelf: i.onShelf,
  version: i.version,
});

export async function readStock(deps: Deps, query: { search?: string; category: StockFilter; par?: ParBasis }): Promise<TStockResponse> {
  const [items, holdings, properties, kept] = await Promise.all([
    repo.listStockItems(deps.db),
    repo.listHoldings(deps.db),
    repo.countAllProperties(deps.db),
    query.par === 'properties' ? readKeptPars(deps) : undefined,
  ]);
  // The sum of property pars as the hourly job kept it (decision 0197): one row per item, not every property.
  const pars = kept && (await keptParsOf(deps, kept, items.map((i) => i.id)));
  const all = buildStockRows(items, new Map(holdings.map((h) => [h.stockItemId, h])), pars?.parOf);
  return {
    rows: all.filter((r) => matchesStockFilter(r, query.category) && matchesStockSearch(r, query.search ?? '')),
    items: items.map(shelfItemOf),
    summary: summariseStock(all, properties.active),
    alerts: stockAlerts(all),
    parComputedAt: pars?.computedAt?.toISOString() ?? null,
  };
}

export type SaveStockResult = { ok: true } | { ok: false; items: TShelfItem[] };

class VersionMoved extends Error {}

/**
 * Saves the on-shelf quantities in one transaction: per item a conditional UPDATE on the version read
 * (version + 1). If any item moved on, nothing is saved and the moved items' current numbers come back.
 */
export async function saveStock(deps: Deps, actor: RequestContext, input: TSaveStock): Promise<SaveStockResult> {
  const wanted = [...input.items].map((i) => ({ ...i, id: i.id.toLowerCase() })).sort((a, b) => a.id.localeCompare(b.id));
  const ids = wanted.map((i) => i.id);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const before = new Map((await repo.findStockItems(tx, ids)).map((i) => [i.id, i]));
      if (before.size !== ids.length) throw badRequest(M.unknownItem, [{ path: 'items', message: M.unknownItem }]);
      // In id order, so two saves of the same items lock them in the same order (no deadlock).
      for (const item of wanted) {
        if (!(await repo.saveShelfAt(tx, item.id, item.version, item.onShelf, now))) throw new VersionMoved();
      }
      const changes = wanted.map((w) => {
        const b = before.get(w.id)!;
        return { id: w.id, label: stockItemLabel(b), before: b.onShelf, after: w.onShelf };
      });
      await audit(tx, actor, { action: 'stock.updated', entityType: 'stock', entityId: 'shelf', details: { changes } });
    });
  } catch (err) {
    if (!(err instanceof VersionMoved)) throw err;
    const current = await repo.findStockItems(deps.db, ids);
    const read = new Map(wanted.map((w) => [w.id, w.version]));
    return { ok: false, items: current.filter((c) => c.version !== read.get(c.id)).map(shelfItemOf) };
  }
  return { ok: true };
}
