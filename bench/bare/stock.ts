/**
 * The bare baseline of GET /api/stock (super admin's /stock): every stock item with what non-archived
 * properties hold, on beds or in transit (the kept totals, decision 0179); with par=properties also the
 * kept sum of property pars, one row per item (decision 0197, amended for issue 21).
 */
import { stockItemLabel } from '@shared/domain/stock';
import { buildStockRows, stockAlerts, summariseStock, type StockItemInput } from '@shared/domain/stock-rows';
import type { BareHandler } from '../lib/bare';

function stockList(parsKept: boolean): BareHandler {
  return async (query) => {
    const [items, holdings, [count], pars] = await Promise.all([
      query(`select * from stock_items order by category, type, size`),
      query(`select stock_item_id, on_beds::int, in_transit::int from stock_totals`),
      query(`select active as n from property_counts`),
      parsKept ? query(`select stock_item_id, par, computed_at from stock_item_pars`) : Promise.resolve([]),
    ]);
    const shelf: StockItemInput[] = items.map((i) => ({
      id: i.id as string,
      category: i.category as StockItemInput['category'],
      type: i.type as string,
      size: i.size as string,
      onShelf: i.on_shelf as number,
      version: i.version as number,
      minimumStock: i.minimum_stock as number,
      maximumStock: i.maximum_stock as number,
      unitCostPence: i.unit_cost_pence as number,
    }));
    const parOf = new Map(pars.map((p) => [p.stock_item_id as string, p.par as number | null]));
    const rows = buildStockRows(
      shelf,
      new Map(holdings.map((h) => [h.stock_item_id as string, { onBeds: h.on_beds as number, inTransit: h.in_transit as number }])),
      parsKept ? (item) => parOf.get(item.id) ?? null : undefined,
    );
    const computedAt = pars.reduce<Date | null>((at, p) => (at && at >= (p.computed_at as Date) ? at : (p.computed_at as Date)), null);
    return {
      rows,
      items: shelf.map((i) => ({ id: i.id, category: i.category, label: stockItemLabel(i), onShelf: i.onShelf, version: i.version })),
      summary: summariseStock(rows, count.n as number),
      alerts: stockAlerts(rows),
      parComputedAt: computedAt ? new Date(computedAt).toISOString() : null,
    };
  };
}

export const stockSpec = stockList(false);
export const stockPropertyPars = stockList(true);
