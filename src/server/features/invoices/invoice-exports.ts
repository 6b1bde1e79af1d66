/**
 * The bookkeeper's accounting exports (issue 23 item 6; decision 0195): a period's issued invoices and
 * credit notes streamed as Xero's sales-invoice import, QuickBooks Online's invoice or credit-note
 * import, or a plain CSV. Rows come from the pure builders in @shared/domain/invoice-exports; nothing in
 * the file depends on the time of the export, so the same period gives the same bytes.
 */
import { canExportInvoices } from '@shared/domain/abilities';
import { csvFilename } from '@shared/domain/csv';
import { EXPORT_DOCUMENTS_PER_FILE, exportLayout, exportPart, exportPartBeyond, exportPartFilename, exportParts, type ExportLine } from '@shared/domain/invoice-exports';
import type { CreditReason, InvoiceKind, InvoiceSource } from '@shared/domain/invoices';
import { londonToday } from '@shared/domain/london-time';
import type { TInvoiceExportArgs, TInvoiceExportParts, TInvoiceExportPartsArgs } from '@shared/schemas/invoice-exports';
import { csvResponse, keysetBatches } from '../../lib/csv-response';
import { type AppDeps, type Caller, subjectOf } from '../../lib/context';
import { badRequest, forbidden } from '../../lib/errors';
import * as repo from './invoice-exports.repo';

type Deps = Pick<AppDeps, 'db'>;

/** Lines read from the database a page at a time. */
export const EXPORT_PAGE_SIZE = 1000;

/** A line as the row builders take it. */
export function toExportLine(r: repo.ExportLineRow): ExportLine {
  return {
    docType: r.doc === 0 ? 'invoice' : 'credit_note',
    number: r.number,
    seq: r.seq,
    invoiceNumber: r.invoiceNumber,
    kind: r.kind as InvoiceKind,
    source: r.source as InvoiceSource,
    issueDate: r.issueDate,
    dueDate: r.dueDate,
    customerName: r.customer.name,
    customerEmail: r.customer.email,
    propertyName: r.customer.propertyName,
    propertyAddress: r.customer.propertyAddress,
    vatRegistered: r.vatRegistered,
    position: r.position,
    description: r.description,
    quantity: r.quantity,
    category: r.category,
    vatRateBasisPoints: r.vatRateBasisPoints,
    netPence: r.netPence,
    vatPence: r.vatPence,
    grossPence: r.grossPence,
    invoiceGrossPence: r.invoiceGrossPence,
    paidPence: r.paidPence,
    creditedPence: r.creditedPence,
    paidOn: r.paidAt ? londonToday(r.paidAt) : null,
    reason: r.reason as CreditReason | null,
    note: r.note,
  };
}

/** GET /api/invoice-exports/parts: how many documents the period's file holds, and the parts it is written in. */
export async function invoiceExportParts(deps: Deps, caller: Caller, args: TInvoiceExportPartsArgs): Promise<TInvoiceExportParts> {
  if (!canExportInvoices(subjectOf(caller))) throw forbidden();
  const layout = exportLayout(args.format, { salesAccount: '', depositAccount: '' });
  const documents = await repo.exportDocumentCount(deps.db, { from: args.from, to: args.to, documents: layout.documents });
  const perFile = EXPORT_DOCUMENTS_PER_FILE[args.format];
  return { documents, perFile, parts: exportParts(documents, perFile) };
}

/**
 * GET /api/invoice-exports: the period's lines in the chosen layout, streamed a page at a time; where
 * the importer takes only so many documents a file, only the asked part's (its documents found first,
 * keys only), its file name saying which part of how many. A part beyond the last is a 422.
 */
export async function exportInvoices(deps: Deps, caller: Caller, args: TInvoiceExportArgs): Promise<Response> {
  if (!canExportInvoices(subjectOf(caller))) throw forbidden();
  const layout = exportLayout(args.format, { salesAccount: args.salesAccount, depositAccount: args.depositAccount });
  const period: repo.ExportPeriod = { from: args.from, to: args.to, documents: layout.documents };
  const perFile = EXPORT_DOCUMENTS_PER_FILE[args.format];
  // No limit: one file, nothing counted.
  const count = perFile === null ? 0 : await repo.exportDocumentCount(deps.db, period);
  const part = exportPart(count, perFile, args.part);
  if (!part) {
    const message = exportPartBeyond(exportParts(count, perFile).length);
    throw badRequest(message, [{ path: 'part', message }]);
  }
  let start: repo.ExportKey | undefined;
  if (part.parts > 1 && perFile !== null) {
    const bounds = await repo.exportPartBounds(deps.db, period, part.first - 1, perFile);
    if (bounds.first) start = repo.startOf(bounds.first);
    period.before = bounds.end;
  }
  const fetchPage = (after: repo.ExportLineRow | undefined, size: number) =>
    repo.exportLinesPage(deps.db, period, after ? repo.keyOf(after) : start, size);
  return csvResponse({
    filename: csvFilename(layout.filename, args.from, 'to', args.to, ...exportPartFilename(part)),
    header: layout.header,
    batches: keysetBatches(fetchPage, (r) => layout.row(toExportLine(r)), EXPORT_PAGE_SIZE),
  });
}
