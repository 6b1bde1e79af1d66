/**
 * Charges for the bench (issue 18): two per linen card (10,000 over the last 120 days: late changeover
 * charges and late payment fees, a third paid, a tenth waived, the rest pending), so the charges view
 * reads a real set. Keys of their own, so the hire clock still makes its own charges beside them.
 * One insert … select over generate_series, so that the scale mode's 16× (160,000) takes seconds.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export const BENCH_CHARGES_PER_CARD = 2;

export async function seedBenchCharges(db: Db): Promise<void> {
  await db.execute(sql`
    with cards as (select id, property_id, client_id, (row_number() over (order by id)) - 1 as n from linen_cards)
    insert into charges (kind, dedupe_key, client_id, property_id, linen_card_id, period, amount_pence, reason, status,
      paid_at, paid_via, waived_at, waive_reason, created_at)
    select (case when k = 0 then 'late_changeover' else 'late_payment' end)::charge_kind, 'bench:' || x.i, c.client_id, c.property_id,
      case when k = 0 then c.id end, case when k = 0 then 1 end, case when k = 0 then 2500 else 1000 end,
      case when k = 0 then 'Linen on beds for more than 14 days (period 1)' else 'Invoice unpaid after the deadline' end,
      s.status::charge_status,
      case when s.status = 'paid' then t.at + interval '1 day' end, case when s.status = 'paid' then 'checkout' end,
      case when s.status = 'waived' then t.at + interval '1 hour' end, case when s.status = 'waived' then 'Agreed by phone' end,
      t.at
    from cards c
    cross join generate_series(0, ${BENCH_CHARGES_PER_CARD - 1}) k
    cross join lateral (select c.n * ${BENCH_CHARGES_PER_CARD} + k as i) x
    cross join lateral (select now() - (x.i % 120) * interval '1 day' - (x.i % 24) * interval '1 hour' as at) t
    cross join lateral (select case when x.i % 10 = 0 then 'waived' when x.i % 3 = 0 then 'paid' else 'pending' end as status) s`);
}
