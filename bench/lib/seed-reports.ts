/**
 * Report data for the bench (issue 10 Performance): 50,000 collections and 200,000 damage records
 * spread over the bench's 5,000 linen cards and the last 365 days, made by generate_series in SQL so
 * seeding takes seconds. Some notes begin with '=' so the CSVs escape as they stream. Seeded only
 * when a report request is benchmarked (BENCH_REPORT_DATA=1), so other runs stay quick.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { scaled } from './scale';

export const REPORT_COLLECTIONS = 50_000;
export const REPORT_ACTIVITIES = 200_000;
/** Every record lies within this many days before now. */
export const REPORT_DAYS = 365;

const ITEMS = ['Bath Towel', 'Hand Towel', 'Bath Mat', 'Pillowcase', 'Flat Sheet', 'Duvet Cover', 'Fitted Sheet', 'Tea Towel'];

/** `scale` multiplies both counts over the same 365 days (the scale mode, bench/lib/scale.ts). */
export async function seedReportData(db: Db, scale = 1): Promise<void> {
  const collections = scaled(REPORT_COLLECTIONS, scale);
  const activities = scaled(REPORT_ACTIVITIES, scale);
  // The damage records first: each report changeover then counts its cycle once as it is inserted (the
  // database keeps the counts, decision 0175), instead of every activity updating the changeovers after.
  await db.execute(sql`
    with cards as (select id, (row_number() over (order by id)) - 1 as n from linen_cards),
    total as (select count(*) as k from cards)
    insert into linen_activities (linen_card_id, activity_type, product_name, item_sku, quantity, damages_count, missing_count, unit_price_pence, notes, created_at)
    select c.id, 'damage', (${sql.raw(`array[${ITEMS.map((i) => `'${i}'`).join(',')}]`)})[1 + g % ${ITEMS.length}], 'SKU-' || (g % ${ITEMS.length}),
      1 + g % 3, case when g % 4 = 3 then 0 else 1 + g % 3 end, case when g % 4 = 3 then 1 + g % 3 else 0 end, 800 + (g % 5) * 300,
      case when g % 13 = 0 then '+Stain on hem' when g % 5 = 0 then 'Torn on collection' end,
      now() - (g::float / ${activities}) * interval '${sql.raw(String(REPORT_DAYS))} days'
    from generate_series(0, ${activities - 1}) g
    cross join total
    join cards c on c.n = g % total.k`);
  await db.execute(sql`
    with cards as (select id, property_id, client_id, (row_number() over (order by id)) - 1 as n from linen_cards),
    total as (select count(*) as k from cards)
    insert into changeovers (linen_card_id, property_id, client_id, started_at, collected_at, returned_at, amount_pence, amount_paid_pence, invoice_status, paid_at, notes)
    select c.id, c.property_id, c.client_id, at - interval '12 days', at, case when g % 10 = 0 then null else at + interval '2 days' end,
      4500 + (g % 7) * 250, case when g % 3 = 0 then 4500 + (g % 7) * 250 else 0 end,
      (case when g % 3 = 0 then 'paid' else 'unpaid' end)::invoice_status, case when g % 3 = 0 then at + interval '3 days' end,
      case when g % 11 = 0 then '=Collected late' when g % 4 = 0 then 'Bag left at reception' end
    from generate_series(0, ${collections - 1}) g
    cross join total
    join cards c on c.n = g % total.k
    cross join lateral (select now() - (g::float / ${collections}) * interval '${sql.raw(String(REPORT_DAYS))} days' as at) t`);
  for (const table of ['changeovers', 'linen_activities', 'linen_cards']) await db.execute(sql.raw(`analyze ${table}`));
}
