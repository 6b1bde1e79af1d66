/**
 * The summary tiles of /damages and /collections on the bare baseline, apart from their lists (issue 21):
 * the lists (bench/bare/damages.ts, bench/bare/collections.ts) call these. For now they run the summary
 * SQL as it was; the change of the tiles to maintained totals replaces these two functions.
 */
import type { Query } from '../lib/sql';

/** The estimate of a damage record, as the app's `estimatedPence`. */
const ESTIMATE = `(case when la.unit_price_pence > 0 then la.unit_price_pence else coalesce(pr.price_pence, 0) end * la.quantity)`;

/** Staff view of /damages?period=all: the four cards over every damage record. */
export async function damagesSummary(query: Query) {
  const [s] = await query(
    `select count(*)::int as total, coalesce(sum(la.quantity), 0)::int as quantity, coalesce(sum(${ESTIMATE}), 0)::bigint as est,
       (count(*) filter (where la.charged_at is not null))::int as charged,
       coalesce(sum(${ESTIMATE}) filter (where la.charge_requested_at is not null and la.charged_at is null), 0)::bigint as owed,
       coalesce(sum(${ESTIMATE}) filter (where la.charged_at is not null), 0)::bigint as charged_pence
     from linen_activities la join linen_cards lc on lc.id = la.linen_card_id
     join properties p on p.id = lc.property_id join clients cl on cl.id = lc.client_id
     left join products pr on pr.id = la.product_id where la.activity_type = 'damage'`,
  );
  return {
    totalActivities: s.total as number,
    totalQuantity: s.quantity as number,
    estimatedTotalPence: Number(s.est),
    chargedCount: s.charged as number,
    owedPence: Number(s.owed),
    chargedPence: Number(s.charged_pence),
  };
}

/** Staff view of /collections?period=30: the tiles over every collection of the last 30 days. */
export async function collectionsSummary(query: Query) {
  const where = `c.collected_at is not null and c.collected_at >= now() - interval '30 days'`;
  const overdue = `c.invoice_status = 'unpaid' and coalesce(c.collected_at, c.created_at) < now() - interval '10 days'`;
  const [s] = await query(
    `select count(*)::int as count, coalesce(sum(c.amount_pence), 0)::bigint as total,
       (count(*) filter (where c.invoice_status = 'paid'))::int as paid_count,
       coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'paid'), 0)::bigint as paid,
       (count(*) filter (where ${overdue}))::int as overdue_count,
       coalesce(sum(c.amount_pence) filter (where ${overdue}), 0)::bigint as overdue
     from changeovers c where ${where}`,
  );
  return {
    count: s.count as number,
    totalPence: Number(s.total),
    paidCount: s.paid_count as number,
    paidPence: Number(s.paid),
    unpaidCount: (s.count as number) - (s.paid_count as number),
    unpaidPence: Number(s.total) - Number(s.paid),
    overdueCount: s.overdue_count as number,
    overduePence: Number(s.overdue),
  };
}
