/**
 * Collections for the bench (issue 10, stream A): four per linen card (20,000 over the last 120 days,
 * a third paid, the rest unpaid and so many of them overdue), so the ledger's page and its tiles read
 * a real set. One insert … select over generate_series, so that the scale mode's 16× (320,000) takes seconds.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export const BENCH_COLLECTIONS_PER_CARD = 4;

export async function seedBenchCollections(db: Db): Promise<void> {
  await db.execute(sql`
    with cards as (select id, property_id, client_id, (row_number() over (order by id)) - 1 as n from linen_cards)
    insert into changeovers (linen_card_id, property_id, client_id, collected_at, amount_pence, amount_paid_pence, invoice_status, paid_at, notes)
    select c.id, c.property_id, c.client_id, t.at, 1500 + (x.i % 5) * 500,
      case when x.i % 3 = 0 then 1500 + (x.i % 5) * 500 else 0 end,
      (case when x.i % 3 = 0 then 'paid' else 'unpaid' end)::invoice_status,
      case when x.i % 3 = 0 then t.at + interval '1 day' end,
      case when x.i % 4 = 0 then 'Bags left by the back door' end
    from cards c
    cross join generate_series(0, ${BENCH_COLLECTIONS_PER_CARD - 1}) k
    cross join lateral (select c.n * ${BENCH_COLLECTIONS_PER_CARD} + k as i) x
    cross join lateral (select now() - (x.i % 120) * interval '1 day' - (x.i % 24) * interval '1 hour' as at) t`);
}
