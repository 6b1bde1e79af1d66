/**
 * The variance list on the bare baseline (issue 22, decision 0192): the first page of open variances, newest
 * visit first, with the replacement prices — the same SQL as courier/variances.repo.ts's listOpenVariances
 * and a body of the same shape.
 */
import { inventoryItemLabel } from '@shared/domain/courier-visits';
import { replacementUnitPence, suggestedReplacementPence } from '@shared/domain/courier-variances';
import { VARIANCES_PAGE_SIZE } from '@shared/schemas/courier-variances';
import type { BareHandler } from '../lib/bare';

const OPEN_SQL = `select v.id as visit_id, c.item, c.expected, c.counted, v.happened_at, v.action, v.property_id, p.name as property_name,
    cl.name as client_name, (select u.full_name from users u where u.id = v.courier_user_id) as courier_name
  from courier_visit_counts c join courier_visits v on v.id = c.visit_id join properties p on p.id = v.property_id
  left join clients cl on cl.id = v.client_id
  left join courier_visit_resolutions r on r.visit_id = c.visit_id and r.item = c.item
  where v.outcome = 'applied' and c.counted <> c.expected and r.visit_id is null
  order by v.happened_at desc, v.id desc, c.item asc limit ${VARIANCES_PAGE_SIZE + 1}`;

/** Staff scope (every client), as the bench's user. */
export const openVariances: BareHandler = async (query) => {
  const [rows, prices] = await Promise.all([
    query(OPEN_SQL, []),
    query('select category, type, size, unit_cost_pence as "unitCostPence" from stock_items', []),
  ]);
  const stock = prices as { category: string; type: string; size: string; unitCostPence: number }[];
  const page = rows.slice(0, VARIANCES_PAGE_SIZE);
  return {
    variances: page.map((r) => {
      const expected = r.expected as number;
      const counted = r.counted as number;
      const unitPence = replacementUnitPence(r.item as string, stock);
      return {
        visitId: r.visit_id,
        item: r.item,
        label: inventoryItemLabel(r.item as string),
        expected,
        counted,
        difference: counted - expected,
        happenedAt: (r.happened_at as Date).toISOString(),
        action: r.action,
        propertyId: r.property_id,
        propertyName: r.property_name,
        clientName: r.client_name,
        courierName: r.courier_name,
        unitPence,
        suggestedPence: suggestedReplacementPence(expected - counted, unitPence),
        resolution: null,
      };
    }),
    pageSize: VARIANCES_PAGE_SIZE,
    nextCursor: rows.length > VARIANCES_PAGE_SIZE ? 'next' : null,
  };
};
