/**
 * /stock's sum of property pars (decision 0197, amended for issue 21): each stock item's par as the sum
 * of the non-archived properties' pars is worked out by the hourly job over every property, once across
 * instances, and kept per item (stock_item_pars); /stock reads one row per item, whatever the number of
 * properties. Items no property slot fits keep a null par: the spec's 3 × on beds.
 */
import { itemParFromProperties, parPieces, parSets, turnoverPerWeek, turnoverSince } from '@shared/domain/par-levels';
import { normaliseInventory } from '@shared/domain/properties';
import type { ItemPar } from '@shared/domain/stock-rows';
import type { AppDeps } from '../../lib/context';
import { listPropertyTurnovers } from './forecast.repo';
import * as repo from './stock-pars.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** How often the job works the sums out again. */
export const STOCK_PARS_EVERY_MS = 60 * 60_000;

export interface StockParsRefresh {
  items: number;
  computedAt: Date;
}

/**
 * Works every stock item's par out from every non-archived property's inventory and turnover, and keeps
 * them in one transaction under the refresh's lock. `wait`: after a refresh under way elsewhere (the
 * first read of a fresh database); otherwise null while another instance is at it (the job).
 */
export function refreshStockPars(deps: Deps, options: { wait?: boolean; unlessKept?: readonly string[] } = {}): Promise<StockParsRefresh | null> {
  return repo.withStockParsLock(deps.db, options.wait ?? false, async (tx) => {
    // Readers that found the same items missing wait here in turn: the first works them out, the rest read.
    if (options.unlessKept && keptAll(await repo.listStockPars(tx), options.unlessKept)) return null;
    const now = deps.now();
    const records = await listPropertyTurnovers(tx, turnoverSince(now));
    const items = await repo.listStockItemKinds(tx);
    const pieces = parPieces(records.map((r) => ({ inventory: normaliseInventory(r.inventory), parSets: parSets(turnoverPerWeek(r.changeovers)) })));
    await repo.replaceStockPars(
      tx,
      items.map((item) => ({ stockItemId: item.id, par: itemParFromProperties(item, pieces) })),
      now,
    );
    return { items: items.length, computedAt: now };
  });
}

export interface KeptPars {
  parOf: ItemPar;
  /** When the sums were worked out; null when there is none (no stock items). */
  computedAt: Date | null;
}

const keptAll = (rows: readonly repo.StockParRecord[], itemIds: readonly string[]) => {
  const have = new Set(rows.map((r) => r.stockItemId));
  return itemIds.every((id) => have.has(id));
};

function keptParsFrom(rows: readonly repo.StockParRecord[]): KeptPars {
  const byId = new Map(rows.map((r) => [r.stockItemId, r.par]));
  const at = rows.reduce<Date | null>((latest, r) => (latest && latest >= r.computedAt ? latest : r.computedAt), null);
  return { parOf: (item) => byId.get(item.id) ?? null, computedAt: at };
}

/** The kept pars, one row per stock item. */
export async function readKeptPars(deps: Deps): Promise<{ rows: repo.StockParRecord[] }> {
  return { rows: await repo.listStockPars(deps.db) };
}

/**
 * The kept pars of these items. When one has none yet (a fresh database, or an item added since the
 * last run), they are worked out once now, so the first reader is not shown the spec's rule instead.
 */
export async function keptParsOf(deps: Deps, kept: { rows: repo.StockParRecord[] }, itemIds: readonly string[]): Promise<KeptPars> {
  if (keptAll(kept.rows, itemIds)) return keptParsFrom(kept.rows);
  await refreshStockPars(deps, { wait: true, unlessKept: itemIds });
  return keptParsFrom(await repo.listStockPars(deps.db));
}
