/**
 * Invoices for the bench's accounting export (issue 23 item 6; decision 0195): last month (London) holds
 * 5,000 issued invoices of two lines each (10,000 invoice lines: a linen service at 20% and, on every
 * tenth, a zero-rated line; every fiftieth a deposit receipt outside the scope of VAT) and 500 credit
 * notes of one line, over the bench's properties and clients. Inserted with insert … select over
 * generate_series, numbered straight into the two sequences, so seeding takes a second or two.
 * Every second invoice is paid in full by card. `scale` (the scale mode) multiplies the invoices and
 * credit notes; as the properties grow with it too, the bench owner's client (100 properties) has
 * about 100 invoices at every size, its newest credited one at the fixed id BENCH_OWNER_INVOICE_ID
 * (two lines, a card payment and a credit note: GET /api/invoices/{id}'s bench line).
 */
import { sql } from 'drizzle-orm';
import { previousMonth } from '@shared/domain/invoice-exports';
import { londonToday } from '@shared/domain/london-time';
import type { Db } from '../../src/server/db/client';
import { BENCH_BUSINESS } from './bench-business';
import { rawRows } from '../../src/server/db/raw-rows';
import { scaled } from './scale';
import { BENCH_OWNER_EMAIL } from './seed';

export const BENCH_INVOICES = 5000;
export const BENCH_INVOICE_LINES_EACH = 2;
export const BENCH_CREDIT_NOTES = 500;
/** The bench owner's invoice read by GET /api/invoices/{id} (two lines, a card payment, a credit note). */
export const BENCH_OWNER_INVOICE_ID = 'b3c8d9e0-0023-4000-8000-000000000023';
/** The month the invoices are dated in: the one before this. */
export const BENCH_INVOICE_MONTH = previousMonth(londonToday(new Date()));

export async function seedBenchInvoices(db: Db, scale = 1): Promise<void> {
  const { from, to } = BENCH_INVOICE_MONTH;
  const count = scaled(BENCH_INVOICES, scale);
  const creditNotes = scaled(BENCH_CREDIT_NOTES, scale);
  const business = JSON.stringify(BENCH_BUSINESS);
  // Numbered after whatever the seed numbered before (the statement's year of invoices).
  const last = async (name: string) =>
    Number((await rawRows<{ last_value: number }>(db, sql`select last_value from document_sequences where name = ${name}`))[0].last_value);
  const base = await last('invoice');
  const creditBase = await last('credit_note');
  // Invoices: the i-th on day (i mod days) of the month, numbered in date order; every fiftieth a deposit receipt.
  await db.execute(sql`
    with props as (
      select p.id, p.name, p.address, p.client_id, c.name as client_name, c.primary_email, (row_number() over (order by p.id)) - 1 as n,
        count(*) over () as total
      from properties p left join clients c on c.id = p.client_id
    ), days as (select (${to}::date - ${from}::date + 1) as n),
    made as (
      select i, (${from}::date + ((i * (select n from days)) / ${count})::int) as day
      from generate_series(0, ${count - 1}) i
    )
    insert into invoices (source_type, source_id, kind, seq, number, client_id, property_id, customer, business, draft_lines, raised_at,
      paid_at_issue, issued_at, issue_date, due_date, net_pence, vat_pence, gross_pence, created_at)
    select case when m.i % 50 = 0 then 'deposit' else 'collection' end, 'bench-invoice:' || m.i,
      case when m.i % 50 = 0 then 'deposit_receipt' else 'invoice' end,
      ${base} + m.i + 1, 'INV-' || lpad((${base} + m.i + 1)::text, 6, '0'), p.client_id, p.id,
      jsonb_build_object('name', coalesce(p.client_name, 'Customer'), 'email', p.primary_email, 'propertyName', p.name, 'propertyAddress', p.address),
      ${business}::jsonb, '[]'::jsonb, m.day::timestamptz + interval '10 hours', false, m.day::timestamptz + interval '10 hours', m.day, m.day + 14,
      0, 0, 1, m.day::timestamptz + interval '10 hours' + m.i * interval '1 millisecond'
    from made m join props p on p.n = m.i % (select max(total) from props)`);
  // The bench owner's newest invoice with a credit note (every tenth from the sixth) and a payment (every second), at a known id.
  await db.execute(sql`
    update invoices set id = ${BENCH_OWNER_INVOICE_ID}::uuid
    where id = (
      select inv.id from invoices inv join clients c on c.id = inv.client_id join users u on u.id = c.user_id
      where u.email = ${BENCH_OWNER_EMAIL} and inv.source_id like 'bench-invoice:%' and (inv.seq - 1 - ${base}) % 10 = 5
      order by inv.seq desc limit 1)`);
  // Two lines each: 37.00 at 20% (or outside the scope on a deposit receipt), then 4.99 zero rated or 12.00 at 20%.
  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, description, quantity, category, vat_rate_bp, net_pence, vat_pence, gross_pence)
    select inv.id, l.position, l.description, l.quantity, l.category, l.rate, l.gross - l.vat, l.vat, l.gross
    from invoices inv
    cross join lateral (select (inv.seq - 1 - ${base}) as i) x
    cross join lateral (values
      (1, case when inv.kind = 'deposit_receipt' then 'Damage deposit' else 'Weekly Linen Service' end, 1,
        case when inv.kind = 'deposit_receipt' then 'outside' else 'standard' end,
        case when inv.kind = 'deposit_receipt' then null else 2000 end,
        case when inv.kind = 'deposit_receipt' then 15000 else 3700 end,
        case when inv.kind = 'deposit_receipt' then 0 else 617 end),
      (2, case when x.i % 10 = 0 then 'Laundry bags' else 'Towels (3)' end, case when x.i % 10 = 0 then 1 else 3 end,
        case when x.i % 10 = 0 then 'zero' else 'standard' end, case when x.i % 10 = 0 then 0 else 2000 end,
        case when x.i % 10 = 0 then 499 else 1200 end, case when x.i % 10 = 0 then 0 else 200 end)
    ) as l(position, description, quantity, category, rate, gross, vat)
    where inv.source_id like 'bench-invoice:%'`);
  await db.execute(sql`
    update invoices inv set net_pence = t.net, vat_pence = t.vat, gross_pence = t.gross
    from (select invoice_id, sum(net_pence)::int as net, sum(vat_pence)::int as vat, sum(gross_pence)::int as gross from invoice_lines group by invoice_id) t
    where t.invoice_id = inv.id and inv.source_id like 'bench-invoice:%'`);
  // Every second invoice paid in full by card on its issue day (the trigger keeps paid_pence and paid_at).
  await db.execute(sql`
    insert into invoice_payments (invoice_id, amount_pence, via, dedupe_key, provider_payment_id, paid_at)
    select inv.id, inv.gross_pence, 'card', 'bench-payment:' || inv.seq, 'pi_bench_' || inv.seq, inv.issued_at + interval '1 hour'
    from invoices inv where inv.source_id like 'bench-invoice:%' and (inv.seq - 1 - ${base}) % 2 = 1`);
  // Credit notes: every tenth invoice's first line credited in full, the same day.
  await db.execute(sql`
    with picked as (
      select inv.id, inv.issue_date, (row_number() over (order by inv.seq)) as n, l.net_pence, l.vat_pence, l.gross_pence
      from invoices inv join invoice_lines l on l.invoice_id = inv.id and l.position = 1
      where inv.source_id like 'bench-invoice:%' and (inv.seq - 1 - ${base}) % 10 = 5
      order by inv.seq limit ${creditNotes}
    )
    insert into credit_notes (invoice_id, seq, number, dedupe_key, reason, business, issued_at, issue_date, net_pence, vat_pence, gross_pence)
    select id, ${creditBase} + n, 'CN-' || lpad((${creditBase} + n)::text, 6, '0'), 'bench-credit:' || n, 'goodwill', ${business}::jsonb,
      issue_date::timestamptz + interval '15 hours', issue_date, net_pence, vat_pence, gross_pence
    from picked`);
  await db.execute(sql`
    insert into credit_note_lines (credit_note_id, position, description, quantity, category, vat_rate_bp, net_pence, vat_pence, gross_pence)
    select cn.id, 1, l.description, 1, l.category, l.vat_rate_bp, l.net_pence, l.vat_pence, l.gross_pence
    from credit_notes cn join invoice_lines l on l.invoice_id = cn.invoice_id and l.position = 1
    where cn.dedupe_key like 'bench-credit:%'`);
  await db.execute(sql`update document_sequences set last_value = ${base + count} where name = 'invoice'`);
  await db.execute(sql`update document_sequences set last_value = (select coalesce(max(seq), 0) from credit_notes) where name = 'credit_note'`);
  await db.execute(sql`analyze invoices, invoice_lines, invoice_payments, credit_notes, credit_note_lines`);
}
