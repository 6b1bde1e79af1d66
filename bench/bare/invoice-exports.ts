/**
 * The accounting export on the bare baseline (issue 23 item 6; decision 0195): the same two keyset
 * queries as the app's invoice-exports.repo (invoice lines, credit note lines, each along its
 * (issue_date, seq) index, merged a page at a time), written as raw SQL, and the same Xero row builder.
 */
import { xeroRow, type ExportLine } from '@shared/domain/invoice-exports';
import { londonToday } from '@shared/domain/london-time';
import type { BareCsv, BareHandler } from '../lib/bare';
import type { Query, Row } from '../lib/sql';
import { XERO_HEADER } from '@shared/domain/invoice-exports';

const PAGE = 1000;

interface Key {
  issueDate: string;
  doc: 0 | 1;
  seq: number;
  position: number;
}

const LINE = `l.position, l.description, l.quantity, l.category, l.vat_rate_bp, l.net_pence, l.vat_pence, l.gross_pence`;

const invoiceSql = (keyset: string) => `
  select i.number, i.seq, i.number as invoice_number, i.kind, i.source_type, i.issue_date::text as issue_date, i.due_date::text as due_date,
    i.customer, coalesce((i.business->>'vatRegistered')::boolean, false) as vat_registered, i.gross_pence as invoice_gross_pence,
    i.paid_pence, i.credited_pence, i.paid_at, null::text as reason, null::text as note, ${LINE}
  from invoice_lines l join invoices i on i.id = l.invoice_id
  where i.seq is not null and i.issue_date >= $1::date and i.issue_date <= $2::date ${keyset}
  order by i.issue_date, i.seq, l.position limit ${PAGE}`;

const creditSql = (keyset: string) => `
  select cn.number, cn.seq, i.number as invoice_number, i.kind, i.source_type, cn.issue_date::text as issue_date, null::text as due_date,
    i.customer, coalesce((cn.business->>'vatRegistered')::boolean, false) as vat_registered, i.gross_pence as invoice_gross_pence,
    i.paid_pence, i.credited_pence, i.paid_at, cn.reason, cn.note, ${LINE}
  from credit_note_lines l join credit_notes cn on cn.id = l.credit_note_id join invoices i on i.id = cn.invoice_id
  where cn.issue_date >= $1::date and cn.issue_date <= $2::date ${keyset}
  order by cn.issue_date, cn.seq, l.position limit ${PAGE}`;

const ROW = `(%d, %s) >= ($3::date, $4::int) and (%d, %s, %p) > ($3::date, $4::int, $5::int)`;
const SQL = {
  invoices: invoiceSql(''),
  invoicesAfterInvoice: invoiceSql(`and ${ROW.replaceAll('%d', 'i.issue_date').replaceAll('%s', 'i.seq').replace('%p', 'l.position')}`),
  invoicesAfterCredit: invoiceSql('and i.issue_date > $3::date'),
  credits: creditSql(''),
  creditsAfterInvoice: creditSql('and cn.issue_date >= $3::date'),
  creditsAfterCredit: creditSql(`and ${ROW.replaceAll('%d', 'cn.issue_date').replaceAll('%s', 'cn.seq').replace('%p', 'l.position')}`),
};

function toLine(r: Row, doc: 0 | 1): ExportLine & { doc: 0 | 1 } {
  const customer = r.customer as { name: string; email: string | null; propertyName: string | null; propertyAddress: string | null };
  return {
    doc,
    docType: doc === 0 ? 'invoice' : 'credit_note',
    number: r.number as string,
    seq: r.seq as number,
    invoiceNumber: r.invoice_number as string,
    kind: r.kind as ExportLine['kind'],
    source: r.source_type as ExportLine['source'],
    issueDate: r.issue_date as string,
    dueDate: r.due_date as string | null,
    customerName: customer.name,
    customerEmail: customer.email,
    propertyName: customer.propertyName,
    propertyAddress: customer.propertyAddress,
    vatRegistered: r.vat_registered as boolean,
    position: r.position as number,
    description: r.description as string,
    quantity: r.quantity as number,
    category: r.category as ExportLine['category'],
    vatRateBasisPoints: r.vat_rate_bp as number | null,
    netPence: r.net_pence as number,
    vatPence: r.vat_pence as number,
    grossPence: r.gross_pence as number,
    invoiceGrossPence: r.invoice_gross_pence as number,
    paidPence: r.paid_pence as number,
    creditedPence: r.credited_pence as number,
    paidOn: r.paid_at ? londonToday(r.paid_at as Date) : null,
    reason: r.reason as ExportLine['reason'],
    note: r.note as string | null,
  };
}

/** The document a part of `documents` stops before, as the app finds it: in the documents' own order, by their keys. */
const PART_END = `
  select issue_date::text as issue_date, doc, seq from (
    select issue_date, 0 as doc, seq from invoices where seq is not null and issue_date between $1::date and $2::date
    union all
    select issue_date, 1 as doc, seq from credit_notes where issue_date between $1::date and $2::date
  ) d order by issue_date, doc, seq offset $3 limit 1`;

const beforeEnd = (l: { issueDate: string; doc: number; seq: number }, end: Row | undefined) =>
  !end ||
  (l.issueDate < (end.issue_date as string) ||
    (l.issueDate === end.issue_date && (l.doc < (end.doc as number) || (l.doc === end.doc && l.seq < (end.seq as number)))));

/** The period's lines in the export's order; with `documents`, only those of its first that many documents (Xero's part 1). */
async function* pages(query: Query, from: string, to: string, documents?: number): AsyncGenerator<string[][]> {
  const [end] = documents === undefined ? [] : await query(PART_END, [from, to, documents]);
  const codes = { salesAccount: '200', depositAccount: '850' };
  let after: Key | undefined;
  for (;;) {
    const k = after ? [after.issueDate, after.seq, after.position] : [];
    const [inv, cn] = await Promise.all([
      query(after === undefined ? SQL.invoices : after.doc === 0 ? SQL.invoicesAfterInvoice : SQL.invoicesAfterCredit, [from, to, ...(after?.doc === 1 ? [after.issueDate] : k)]),
      query(after === undefined ? SQL.credits : after.doc === 0 ? SQL.creditsAfterInvoice : SQL.creditsAfterCredit, [from, to, ...(after?.doc === 0 ? [after.issueDate] : k)]),
    ]);
    const lines = [...inv.map((r) => toLine(r, 0)), ...cn.map((r) => toLine(r, 1))]
      .sort((a, b) => (a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : a.doc - b.doc || a.seq - b.seq || a.position - b.position))
      .slice(0, PAGE);
    const kept = lines.filter((l) => beforeEnd(l, end));
    if (kept.length > 0) yield kept.map((l) => xeroRow(l, codes));
    if (lines.length < PAGE || kept.length < lines.length) return;
    const last = lines[lines.length - 1];
    after = { issueDate: last.issueDate, doc: last.doc, seq: last.seq, position: last.position };
  }
}

/** The Xero export of a period, streamed as the app does; `documents`: its first part only (decision 0195: 500 a file). */
export const xeroExport =
  (from: string, to: string, documents?: number): BareHandler =>
  async (query): Promise<BareCsv> => ({ csv: { filename: 'xero.csv', header: [...XERO_HEADER], pages: pages(query, from, to, documents) } });
