/**
 * The lines of a period's issued invoices and credit notes (issue 23 item 6; decision 0195), in the
 * order the exports write them: issue date, then invoices before credit notes, then the number's place
 * in its sequence, then the line. Read a page at a time by keyset (never OFFSET): each page asks each
 * table for its next lines after the last one written, and merges them, so an export of any size holds
 * two pages in memory. The keyset also bounds (issue_date, seq) alone, which the (issue_date, seq)
 * indexes can start from, so a page does not rescan the period's earlier documents.
 *
 * A file an importer takes only so many documents of (Xero: 500) is written in parts: the period's
 * documents are counted, and a part's first document and the one after its last are found in the
 * documents' own order (their keys only, never their lines); its lines are then read by the same keyset
 * from the first, bounded above by the one after the last, so a document's lines never straddle parts.
 */
import { and, asc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '../../db/schema';

export interface ExportPeriod {
  from: string;
  to: string;
  documents: 'all' | 'invoices' | 'credit_notes';
  /** Only the documents before this one (a part's end): none after it. */
  before?: DocumentKey;
}

/** A document's place in the export: its day, 0 for an invoice and 1 for a credit note, its sequence number. */
export interface DocumentKey {
  issueDate: string;
  doc: 0 | 1;
  seq: number;
}

/** A line's place in the export: its document's, then the line. */
export interface ExportKey extends DocumentKey {
  position: number;
}

/** The key just before a document's first line: reading after it starts at that document. */
export const startOf = (d: DocumentKey): ExportKey => ({ ...d, position: -1 });

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
  const before = p.before;
  let upper: SQL | undefined;
  if (before?.doc === 0) upper = sql`(${invoices.issueDate}, ${invoices.seq}) < (${before.issueDate}::date, ${before.seq}::int)`;
  else if (before?.doc === 1) upper = lte(invoices.issueDate, before.issueDate);
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
    .where(and(isNotNull(invoices.seq), gte(invoices.issueDate, p.from), lte(invoices.issueDate, p.to), keyset, upper))
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
  const before = p.before;
  let upper: SQL | undefined;
  if (before?.doc === 0) upper = lt(creditNotes.issueDate, before.issueDate);
  else if (before?.doc === 1) upper = sql`(${creditNotes.issueDate}, ${creditNotes.seq}) < (${before.issueDate}::date, ${before.seq}::int)`;
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
    .where(and(gte(creditNotes.issueDate, p.from), lte(creditNotes.issueDate, p.to), keyset, upper))
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

/** The period's documents' keys (the export's documents, issued only), as one union for counting or finding a part's bounds. */
function documentKeys(p: ExportPeriod): SQL {
  const branches: SQL[] = [];
  if (p.documents !== 'credit_notes') {
    branches.push(
      sql`select ${invoices.issueDate} as issue_date, 0 as doc, ${invoices.seq} as seq from ${invoices} where ${invoices.seq} is not null and ${invoices.issueDate} between ${p.from}::date and ${p.to}::date`,
    );
  }
  if (p.documents !== 'invoices') {
    branches.push(
      sql`select ${creditNotes.issueDate} as issue_date, 1 as doc, ${creditNotes.seq} as seq from ${creditNotes} where ${creditNotes.issueDate} between ${p.from}::date and ${p.to}::date`,
    );
  }
  return sql.join(branches, sql` union all `);
}

/** How many documents the period's export holds (invoices and credit notes, as its `documents` says). */
export async function exportDocumentCount(db: DbOrTx, p: ExportPeriod): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from (${documentKeys(p)}) d`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A part's bounds: the document at `offset` (0-based, in export order) and the one `size` after it,
 * which the part stops before (none when the part runs to the period's end). Reads keys only.
 */
export async function exportPartBounds(
  db: DbOrTx,
  p: ExportPeriod,
  offset: number,
  size: number,
): Promise<{ first?: DocumentKey; end?: DocumentKey }> {
  const keyAt = async (at: number): Promise<DocumentKey | undefined> => {
    const result = (await db.execute(
      sql`select issue_date::text as "issueDate", doc, seq from (${documentKeys(p)}) d order by issue_date, doc, seq offset ${at} limit 1`,
    )) as unknown as { rows: DocumentKey[] };
    const r = result.rows[0];
    return r ? { issueDate: r.issueDate, doc: Number(r.doc) as 0 | 1, seq: Number(r.seq) } : undefined;
  };
  const [first, end] = await Promise.all([keyAt(offset), keyAt(offset + size)]);
  return { first, end };
}
