/**
 * Invoices for the bench's statement (issue 23 item 5; decision 0196): a year of weekly collection
 * invoices for every property of the bench owner's client (52 × 100 = 5,200 numbered invoices), nine in
 * ten paid by card two days later, one in fifty credited £5 (waived). One insert … select each, over
 * generate_series; the sequences are moved past the numbers used, so the app's own invoices follow them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { BENCH_BUSINESS } from './bench-business';

export const BENCH_INVOICE_WEEKS = 52;

export async function seedBenchStatementInvoices(db: Db, ownerId: string): Promise<void> {
  const business = JSON.stringify(BENCH_BUSINESS);
  await db.execute(sql`
    with props as (
      select p.id, p.client_id, p.name, p.address, (row_number() over (order by p.id)) - 1 as n
      from properties p join clients c on c.id = p.client_id where c.user_id = ${ownerId}
    )
    insert into invoices (source_type, source_id, kind, seq, number, client_id, property_id, customer, business, draft_lines,
      raised_at, paid_at_issue, issued_at, issue_date, due_date, net_pence, vat_pence, gross_pence, created_at)
    select 'collection', 'bench-statement:' || p.id || ':' || w, 'invoice', x.seq, 'INV-' || lpad(x.seq::text, 6, '0'), p.client_id, p.id,
      jsonb_build_object('name', 'Bench Lets 1', 'email', 'lets1@bench.example', 'propertyName', p.name, 'propertyAddress', p.address),
      ${business}::jsonb,
      jsonb_build_array(jsonb_build_object('description', 'Weekly Linen Service', 'quantity', 1, 'grossPence', 3000, 'category', 'standard')),
      t.at, false, t.at, (t.at at time zone 'Europe/London')::date, (t.at at time zone 'Europe/London')::date + 14, 2500, 500, 3000, t.at
    from props p
    cross join generate_series(0, ${BENCH_INVOICE_WEEKS - 1}) w
    cross join lateral (select p.n * ${BENCH_INVOICE_WEEKS} + w + 1 as seq) x
    cross join lateral (select now() - (${BENCH_INVOICE_WEEKS} - w) * interval '7 days' + (p.n % 10) * interval '1 hour' as at) t`);
  await db.execute(sql`
    insert into invoice_payments (invoice_id, amount_pence, via, dedupe_key, paid_at)
    select i.id, i.gross_pence, 'card', 'bench-statement:' || i.id, i.issued_at + interval '2 days'
    from invoices i where i.source_id like 'bench-statement:%' and i.seq % 10 <> 0`);
  await db.execute(sql`
    insert into credit_notes (invoice_id, seq, number, dedupe_key, reason, note, business, issued_at, issue_date, net_pence, vat_pence, gross_pence)
    select i.id, (row_number() over (order by i.seq))::int, 'CN-' || lpad((row_number() over (order by i.seq))::text, 6, '0'),
      'bench-statement:' || i.id, 'waived', 'Bench credit', i.business, i.issued_at + interval '1 day',
      ((i.issued_at + interval '1 day') at time zone 'Europe/London')::date, 417, 83, 500
    from invoices i where i.source_id like 'bench-statement:%' and i.seq % 50 = 0`);
  await db.execute(sql`update document_sequences set last_value = greatest(last_value, coalesce((select max(seq) from invoices), 0)) where name = 'invoice'`);
  await db.execute(
    sql`update document_sequences set last_value = greatest(last_value, coalesce((select max(seq) from credit_notes), 0)) where name = 'credit_note'`,
  );
  // Fresh statistics for the planner (PGlite has no autovacuum to take them).
  for (const table of ['invoices', 'invoice_payments', 'credit_notes']) await db.execute(sql.raw(`analyze ${table}`));
}
