/**
 * The lines of a period's issued invoices and credit notes (issue 23 item 6; decision 0195), in the
 * order the exports write them: issue date, then invoices before credit notes, then the number's place
 * in its sequence, then the line. Read a page at a time by keyset (never OFFSET): each page asks each
 * table for its next lines after the last one written, and merges them, so an export of any size holds
 * two pages in memory. The keyset also bounds (issue_date, seq) alone, which the (issue_date, seq)
 * indexes can start from, so a page does not rescan the period's earlier documents.
 */
import { and, asc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '../../db/schema';

export interface ExportPeriod {
  from: string;
  to: string;
  documents: 'all' | 'invoices' | 'credit_notes';
}

/** A line's place in the export: its document's day, 0 for an invoice and 1 for a credit note, its sequence number, the line. */
export interface ExportKey {
  issueDate: string;
  doc: 0 | 1;
  seq: number;
  position: number;
}

const lineColumns = <T extends typeof invoiceLines | typeof creditNoteLines>(t: T) => ({
  position: t.position,
  description: t.description,
  quantity: t.quantity,
  category: t.category,
  vatRateBasisPoints: t.vatRateBasisPoints,
  netPence: t.netPence,
  vatPence: t.vatPence,
  grossPence: t.grossPence,
});

function invoicePage(db: DbOrTx, p: ExportPeriod, after: ExportKey | undefined, size: number) {
  let keyset: SQL | undefined;
  if (after?.doc === 0) {
    keyset = sql`(${invoices.issueDate}, ${invoices.seq}) >= (${after.issueDate}::date, ${after.seq}::int) and (${invoices.issueDate}, ${invoices.seq}, ${invoiceLines.position}) > (${after.issueDate}::date, ${after.seq}::int, ${after.position}::int)`;
  } else if (after?.doc === 1) {
    keyset = sql`${invoices.issueDate} > ${after.issueDate}::date`;
  }
  return db
    .select({
      number: sql<string>`${invoices.number}`,
      seq: sql<number>`${invoices.seq}`,
      invoiceNumber: sql<string>`${invoices.number}`,
      kind: invoices.kind,
      source: invoices.sourceType,
      issueDate: sql<string>`${invoices.issueDate}`,
      dueDate: invoices.dueDate,
      customer: invoices.customer,
      vatRegistered: sql<boolean>`coalesce((${invoices.business}->>'vatRegistered')::boolean, false)`,
      invoiceGrossPence: invoices.grossPence,
      paidPence: invoices.paidPence,
      creditedPence: invoices.creditedPence,
      paidAt: invoices.paidAt,
      reason: sql<string | null>`null::text`,
      note: sql<string | null>`null::text`,
      ...lineColumns(invoiceLines),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(isNotNull(invoices.seq), gte(invoices.issueDate, p.from), lte(invoices.issueDate, p.to), keyset))
    .orderBy(asc(invoices.issueDate), asc(invoices.seq), asc(invoiceLines.position))
    .limit(size);
}

function creditNotePage(db: DbOrTx, p: ExportPeriod, after: ExportKey | undefined, size: number) {
  let keyset: SQL | undefined;
  if (after?.doc === 0) {
    keyset = gte(creditNotes.issueDate, after.issueDate);
  } else if (after?.doc === 1) {
    keyset = sql`(${creditNotes.issueDate}, ${creditNotes.seq}) >= (${after.issueDate}::date, ${after.seq}::int) and (${creditNotes.issueDate}, ${creditNotes.seq}, ${creditNoteLines.position}) > (${after.issueDate}::date, ${after.seq}::int, ${after.position}::int)`;
  }
  return db
    .select({
      number: creditNotes.number,
      seq: creditNotes.seq,
      invoiceNumber: sql<string>`${invoices.number}`,
      kind: invoices.kind,
      source: invoices.sourceType,
      issueDate: creditNotes.issueDate,
      dueDate: sql<string | null>`null::text`,
      customer: invoices.customer,
      vatRegistered: sql<boolean>`coalesce((${creditNotes.business}->>'vatRegistered')::boolean, false)`,
      invoiceGrossPence: invoices.grossPence,
      paidPence: invoices.paidPence,
      creditedPence: invoices.creditedPence,
      paidAt: invoices.paidAt,
      reason: sql<string | null>`${creditNotes.reason}`,
      note: creditNotes.note,
      ...lineColumns(creditNoteLines),
    })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issueDate, p.from), lte(creditNotes.issueDate, p.to), keyset))
    .orderBy(asc(creditNotes.issueDate), asc(creditNotes.seq), asc(creditNoteLines.position))
    .limit(size);
}

export type ExportLineRow = Awaited<ReturnType<typeof invoicePage>>[number] & { doc: 0 | 1 };

export const keyOf = (r: ExportLineRow): ExportKey => ({ issueDate: r.issueDate, doc: r.doc, seq: r.seq, position: r.position });

function compare(a: ExportKey, b: ExportKey): number {
  if (a.issueDate !== b.issueDate) return a.issueDate < b.issueDate ? -1 : 1;
  return a.doc - b.doc || a.seq - b.seq || a.position - b.position;
}

/** Up to `size` lines after `after` (undefined for the first page), in export order; a short page is the last. */
export async function exportLinesPage(db: DbOrTx, p: ExportPeriod, after: ExportKey | undefined, size: number): Promise<ExportLineRow[]> {
  const [inv, cn] = await Promise.all([
    p.documents === 'credit_notes' ? [] : invoicePage(db, p, after, size),
    p.documents === 'invoices' ? [] : creditNotePage(db, p, after, size),
  ]);
  const rows: ExportLineRow[] = [...inv.map((r) => ({ ...r, doc: 0 as const })), ...cn.map((r) => ({ ...r, doc: 1 as const }))];
  rows.sort((a, b) => compare(keyOf(a), keyOf(b)));
  return rows.slice(0, size);
}
