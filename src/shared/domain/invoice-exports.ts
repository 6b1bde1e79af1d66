/**
 * The bookkeeper's accounting exports (issue 23 item 6; decision 0195): a period's invoices and credit
 * notes as Xero's sales-invoice import, QuickBooks Online's invoice and credit-note imports, and a plain
 * CSV of every line. Pure row builders: one row per document line, cells from `./csv` (text escaped
 * against formulas, money in pounds with 2 decimals), nothing that depends on the time, so the same
 * documents always give the same rows.
 *
 * Amounts are the documents' own: each line's gross (what the owner paid or owes, VAT included) and its
 * VAT rounded per line, so the imported totals equal the in-app totals to the penny. The files are
 * therefore imported as "tax inclusive" amounts (Xero: "Amounts are Tax inclusive"; QuickBooks: the
 * "Inclusive of VAT" option), with the line's VAT given in the tax amount column.
 */
import { csvDate, csvInt, csvMoney, csvText } from './csv';
import { CREDIT_REASON_LABELS, INVOICE_SOURCE_LABELS, invoiceStatus, type CreditReason, type InvoiceKind, type InvoiceSource } from './invoices';
import { vatRateLabel, type VatCategory } from './vat';

export type InvoiceExportFormat = 'xero' | 'quickbooks' | 'quickbooks-credit-notes' | 'csv';
export const INVOICE_EXPORT_FORMATS: readonly InvoiceExportFormat[] = ['xero', 'quickbooks', 'quickbooks-credit-notes', 'csv'];

export const INVOICE_EXPORT_FORMAT_LABELS: Record<InvoiceExportFormat, string> = {
  xero: 'Xero (sales invoices and credit notes)',
  quickbooks: 'QuickBooks Online (invoices)',
  'quickbooks-credit-notes': 'QuickBooks Online (credit notes)',
  csv: 'Plain CSV (every line)',
};

export const INVOICE_EXPORT_LIMITS = {
  /** The longest period one export covers, in days, both ends included. */
  maxDays: 366,
} as const;

/** Xero's default UK chart of accounts: 200 is Sales. */
export const DEFAULT_SALES_ACCOUNT = '200';
/**
 * Where deposits held go: Xero's default UK chart has no customer-deposits account (820 there is VAT),
 * so the default is 850, the default chart's Suspense account (on the balance sheet, not income); a
 * bookkeeper with a "Customer deposits" liability account passes its code instead (decision 0195).
 */
export const DEFAULT_DEPOSIT_ACCOUNT = '850';

export const INVOICE_EXPORT_MESSAGES = {
  format: 'Choose the format: xero, quickbooks, quickbooks-credit-notes or csv',
  from: 'Enter the start date as YYYY-MM-DD',
  to: 'Enter the end date as YYYY-MM-DD',
  order: 'The end date must be on or after the start date',
  tooLong: `Export at most ${INVOICE_EXPORT_LIMITS.maxDays} days at a time`,
  account: 'An account code is 1 to 10 letters or digits',
  part: 'The part is a whole number, 1 or more',
} as const;

// ── Parts: files an importer takes ────────────────────────────────────────────────────────────────
/**
 * The most documents (invoices and credit notes together) one file of a format may hold, or null for
 * no limit. Xero's sales-invoice import takes at most 500 invoices a file, credit notes counted (they are
 * negative invoices in the same file); QuickBooks Online's invoice import at most 100 invoices (decision
 * 0195, amended). A longer period is exported as numbered parts.
 */
export const EXPORT_DOCUMENTS_PER_FILE: Record<InvoiceExportFormat, number | null> = {
  xero: 500,
  quickbooks: 100,
  'quickbooks-credit-notes': null,
  csv: null,
};

/** One file of an export: its number, how many there are, and the documents it holds (1-based, in export order; none when last < first). */
export interface ExportPart {
  part: number;
  parts: number;
  first: number;
  last: number;
}

/**
 * The files a period's `documents` are written to, at most `perFile` each (null: one file), in the
 * export's order; a document's lines are never split. An empty period is one (empty) file.
 */
export function exportParts(documents: number, perFile: number | null): ExportPart[] {
  const size = perFile ?? Math.max(documents, 1);
  const parts = Math.max(1, Math.ceil(documents / size));
  return Array.from({ length: parts }, (_, i) => ({ part: i + 1, parts, first: i * size + 1, last: Math.min(documents, (i + 1) * size) }));
}

/** Part `part` of the export, or null when there is no such part. */
export function exportPart(documents: number, perFile: number | null, part: number): ExportPart | null {
  return exportParts(documents, perFile)[part - 1] ?? null;
}

/** Why a part cannot be downloaded: 'This period has 3 parts: choose part 1 to 3'. */
export function exportPartBeyond(parts: number): string {
  return parts === 1 ? 'This period fits in one file: choose part 1' : `This period has ${parts} parts: choose part 1 to ${parts}`;
}

/** 'Part 2 of 3 (documents 501–1000)'. */
export function exportPartLabel(p: ExportPart): string {
  return `Part ${p.part} of ${p.parts} (documents ${p.first}–${p.last})`;
}

/** What a part adds to its file name ('part-2-of-3'), or nothing when the export is one file. */
export function exportPartFilename(p: Pick<ExportPart, 'part' | 'parts'>): string[] {
  return p.parts > 1 ? [`part-${p.part}-of-${p.parts}`] : [];
}

/** A YYYY-MM-DD day that exists in the calendar. */
export function isExportDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** Days from `from` to `to`, both included: ('2026-11-01', '2026-11-30') → 30. */
export function daysInclusive(from: string, to: string): number {
  const ms = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000) + 1;
}

/** Why a period cannot be exported, or null when it can. */
export function exportPeriodProblem(from: string, to: string): string | null {
  if (!isExportDay(from)) return INVOICE_EXPORT_MESSAGES.from;
  if (!isExportDay(to)) return INVOICE_EXPORT_MESSAGES.to;
  const days = daysInclusive(from, to);
  if (days < 1) return INVOICE_EXPORT_MESSAGES.order;
  if (days > INVOICE_EXPORT_LIMITS.maxDays) return INVOICE_EXPORT_MESSAGES.tooLong;
  return null;
}

/** The calendar month before the one `today` is in: '2026-11-27' → { from: '2026-10-01', to: '2026-10-31' }. */
export function previousMonth(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** One line of an issued invoice or credit note, with what its document says about it. */
export interface ExportLine {
  docType: 'invoice' | 'credit_note';
  /** The document's number (INV-000042 or CN-000007) and place in its sequence. */
  number: string;
  seq: number;
  /** The invoice's number: its own for an invoice, the one it credits for a credit note. */
  invoiceNumber: string;
  /** The invoice's kind (a credit note takes its invoice's). */
  kind: InvoiceKind;
  source: InvoiceSource;
  issueDate: string;
  /** An invoice's due date; a credit note has none. */
  dueDate: string | null;
  customerName: string;
  customerEmail: string | null;
  propertyName: string | null;
  propertyAddress: string | null;
  /** Whether the business was VAT registered when the document was numbered. */
  vatRegistered: boolean;
  position: number;
  description: string;
  quantity: number;
  category: VatCategory;
  vatRateBasisPoints: number | null;
  /** The line as its document states it, all positive (a credit note's too). */
  netPence: number;
  vatPence: number;
  grossPence: number;
  /** The invoice's amounts, for its status (an invoice only). */
  invoiceGrossPence: number;
  paidPence: number;
  creditedPence: number;
  /** The London day the invoice was first covered by payments, or null. */
  paidOn: string | null;
  /** A credit note's reason and note. */
  reason: CreditReason | null;
  note: string | null;
}

/** The sign a document's amounts take in the sales ledger: an invoice adds, a credit note takes away. */
export const signOf = (line: Pick<ExportLine, 'docType'>): 1 | -1 => (line.docType === 'credit_note' ? -1 : 1);

/** '2026-11-03' → '03/11/2026', the UK date Xero's and QuickBooks' importers read. */
export function ukDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** A rate in basis points as a percentage: 2000 → '20', 500 → '5', 1750 → '17.5'. */
const percent = (bp: number): string => String(Number((bp / 100).toFixed(2)));

/**
 * Xero's UK tax rate for a line (its default rates' display names): standard lines at 20% or 5% go to
 * '20% (VAT on Income)' / '5% (VAT on Income)'; any other rate to '{rate}% (VAT on Income)', a rate the
 * bookkeeper adds under that name before importing; zero-rated to 'Zero Rated Income', exempt to
 * 'Exempt Income', outside the scope (a deposit held, a business not VAT registered) to 'No VAT'.
 */
export function xeroTaxType(line: Pick<ExportLine, 'category' | 'vatRateBasisPoints'>): string {
  if (line.category === 'exempt') return 'Exempt Income';
  if (line.category === 'outside' || line.vatRateBasisPoints === null) return 'No VAT';
  if (line.category === 'zero' || line.vatRateBasisPoints === 0) return 'Zero Rated Income';
  return `${percent(line.vatRateBasisPoints)}% (VAT on Income)`;
}

/**
 * QuickBooks Online's UK VAT code for a line: '20.0% S' (standard), '5.0% R' (reduced), any other
 * standard rate '{rate}% S' (mapped to a code on the import's VAT mapping page), '0.0% Z', 'Exempt',
 * and 'No VAT' outside the scope.
 */
export function quickBooksTaxCode(line: Pick<ExportLine, 'category' | 'vatRateBasisPoints'>): string {
  if (line.category === 'exempt') return 'Exempt';
  if (line.category === 'outside' || line.vatRateBasisPoints === null) return 'No VAT';
  if (line.category === 'zero' || line.vatRateBasisPoints === 0) return '0.0% Z';
  if (line.vatRateBasisPoints === 500) return '5.0% R';
  return `${(line.vatRateBasisPoints / 100).toFixed(1)}% S`;
}

/**
 * A line's quantity and unit amount (VAT included): its quantity and gross ÷ quantity when that is
 * whole pence, else 1 × the gross, so quantity × unit always equals the line's gross exactly.
 */
export function unitOf(line: Pick<ExportLine, 'quantity' | 'grossPence'>): { quantity: number; unitPence: number } {
  if (Number.isInteger(line.quantity) && line.quantity > 1 && line.grossPence % line.quantity === 0) {
    return { quantity: line.quantity, unitPence: line.grossPence / line.quantity };
  }
  return { quantity: 1, unitPence: line.grossPence };
}

export interface AccountCodes {
  salesAccount: string;
  depositAccount: string;
}

/** The account a line is coded to: deposits held (a deposit receipt, or its credit note) to the deposit account, all else to sales. */
export const accountOf = (line: Pick<ExportLine, 'kind'>, codes: AccountCodes): string =>
  line.kind === 'deposit_receipt' ? codes.depositAccount : codes.salesAccount;

// ── Xero ──────────────────────────────────────────────────────────────────────────────────────────
/** The header row of Xero's sales invoice import template (SalesInvoiceTemplate.csv), in its order. */
export const XERO_HEADER = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/**
 * One row of the Xero file. A credit note is a row with negative amounts (Xero imports a document whose
 * total is negative as a credit note), its number, its date as both dates, and the credited invoice's
 * number as its Reference, so it can be allocated against that invoice. Total is left to Xero to add up.
 */
export function xeroRow(line: ExportLine, codes: AccountCodes): string[] {
  const sign = signOf(line);
  const { quantity, unitPence } = unitOf(line);
  const credit = line.docType === 'credit_note';
  return [
    csvText(line.customerName),
    csvText(line.customerEmail),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    csvText(line.number),
    csvText(credit ? line.invoiceNumber : line.propertyName),
    ukDate(line.issueDate),
    ukDate(line.dueDate ?? line.issueDate),
    '',
    '',
    csvText(line.description),
    csvInt(quantity),
    csvMoney(sign * unitPence),
    '',
    csvText(accountOf(line, codes)),
    csvText(xeroTaxType(line)),
    csvMoney(sign * line.vatPence),
    '',
    '',
    '',
    '',
    'GBP',
    '',
  ];
}

// ── QuickBooks Online ─────────────────────────────────────────────────────────────────────────────
/** QuickBooks Online's invoice import columns (its sample file's names, mapped automatically). */
export const QUICKBOOKS_INVOICE_HEADER = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Location',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'ItemTaxAmount',
  'Currency',
  'Service Date',
] as const;

/** QuickBooks Online's credit note import columns (Import Data → Credit notes), amounts positive. */
export const QUICKBOOKS_CREDIT_NOTE_HEADER = [
  'CreditNoteNo',
  'Customer',
  'CreditNoteDate',
  'Location',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'ItemTaxAmount',
  'Currency',
  'Service Date',
] as const;

/** The product/service a line is booked to in QuickBooks: one fixed item per source, and deposits held apart. */
export function quickBooksItem(line: Pick<ExportLine, 'kind' | 'source'>): string {
  return line.kind === 'deposit_receipt' ? 'Deposit held' : INVOICE_SOURCE_LABELS[line.source];
}

const propertyMemo = (line: ExportLine): string => [line.propertyName, line.propertyAddress].filter(Boolean).join(', ');

export function quickBooksInvoiceRow(line: ExportLine): string[] {
  const { quantity, unitPence } = unitOf(line);
  return [
    csvText(line.number),
    csvText(line.customerName),
    ukDate(line.issueDate),
    ukDate(line.dueDate ?? line.issueDate),
    '',
    '',
    csvText(propertyMemo(line)),
    csvText(quickBooksItem(line)),
    csvText(line.description),
    csvInt(quantity),
    csvMoney(unitPence),
    csvMoney(line.grossPence),
    csvText(quickBooksTaxCode(line)),
    csvMoney(line.vatPence),
    'GBP',
    '',
  ];
}

export function quickBooksCreditNoteRow(line: ExportLine): string[] {
  const { quantity, unitPence } = unitOf(line);
  const reason = line.reason ? CREDIT_REASON_LABELS[line.reason] : '';
  return [
    csvText(line.number),
    csvText(line.customerName),
    ukDate(line.issueDate),
    '',
    csvText(`Credits ${line.invoiceNumber}${reason ? `: ${reason}` : ''}`),
    csvText(quickBooksItem(line)),
    csvText(line.description),
    csvInt(quantity),
    csvMoney(unitPence),
    csvMoney(line.grossPence),
    csvText(quickBooksTaxCode(line)),
    csvMoney(line.vatPence),
    'GBP',
    '',
  ];
}

// ── Plain CSV ─────────────────────────────────────────────────────────────────────────────────────
export const PLAIN_EXPORT_HEADER = [
  'Document Type',
  'Number',
  'Invoice Number',
  'Issue Date',
  'Due Date',
  'Customer',
  'Customer Email',
  'Property',
  'Property Address',
  'Source',
  'Line',
  'Description',
  'Quantity',
  'VAT Category',
  'VAT Rate',
  'Net',
  'VAT',
  'Gross',
  'Status',
  'Paid Date',
  'Credit Reason',
] as const;

const CATEGORY_LABELS: Record<VatCategory, string> = { standard: 'Standard', zero: 'Zero rated', exempt: 'Exempt', outside: 'Outside scope' };
const STATUS_LABELS = { waiting: 'Number pending', unpaid: 'Unpaid', paid: 'Paid', credited: 'Credited' } as const;

/** 'Invoice', 'Deposit receipt' or 'Credit note'. */
export function documentTypeLabel(line: Pick<ExportLine, 'docType' | 'kind'>): string {
  if (line.docType === 'credit_note') return 'Credit note';
  return line.kind === 'deposit_receipt' ? 'Deposit receipt' : 'Invoice';
}

/**
 * A row of the plain CSV: a credit note's amounts negative, so the Gross column adds up to the period's
 * sales less its credits. An invoice's status is as it stands (it changes as it is paid or credited).
 */
export function plainRow(line: ExportLine): string[] {
  const sign = signOf(line);
  const invoice = line.docType === 'invoice';
  const status = invoice
    ? STATUS_LABELS[invoiceStatus({ number: line.number, grossPence: line.invoiceGrossPence, paidPence: line.paidPence, creditedPence: line.creditedPence })]
    : 'Issued';
  return [
    documentTypeLabel(line),
    csvText(line.number),
    csvText(line.invoiceNumber),
    csvDate(line.issueDate),
    csvDate(line.dueDate),
    csvText(line.customerName),
    csvText(line.customerEmail),
    csvText(line.propertyName),
    csvText(line.propertyAddress),
    INVOICE_SOURCE_LABELS[line.source],
    csvInt(line.position),
    csvText(line.description),
    csvInt(line.quantity),
    CATEGORY_LABELS[line.category],
    vatRateLabel(line, line.vatRegistered),
    csvMoney(sign * line.netPence),
    csvMoney(sign * line.vatPence),
    csvMoney(sign * line.grossPence),
    status,
    csvDate(invoice ? line.paidOn : null),
    line.reason ? CREDIT_REASON_LABELS[line.reason] : '',
  ];
}

// ── Choosing a format ─────────────────────────────────────────────────────────────────────────────
export interface ExportLayout {
  header: readonly string[];
  /** Which documents the file holds. */
  documents: 'all' | 'invoices' | 'credit_notes';
  row: (line: ExportLine) => string[];
  /** The file name's first part. */
  filename: string;
}

export function exportLayout(format: InvoiceExportFormat, codes: AccountCodes): ExportLayout {
  switch (format) {
    case 'xero':
      return { header: XERO_HEADER, documents: 'all', row: (l) => xeroRow(l, codes), filename: 'xero_sales_invoices' };
    case 'quickbooks':
      return { header: QUICKBOOKS_INVOICE_HEADER, documents: 'invoices', row: quickBooksInvoiceRow, filename: 'quickbooks_invoices' };
    case 'quickbooks-credit-notes':
      return { header: QUICKBOOKS_CREDIT_NOTE_HEADER, documents: 'credit_notes', row: quickBooksCreditNoteRow, filename: 'quickbooks_credit_notes' };
    case 'csv':
      return { header: PLAIN_EXPORT_HEADER, documents: 'all', row: plainRow, filename: 'invoices_and_credit_notes' };
  }
}

/** What the lines add up to, credit notes taken away: equals the documents' own totals. */
export function exportTotals(lines: readonly ExportLine[]): { netPence: number; vatPence: number; grossPence: number } {
  return lines.reduce(
    (t, l) => {
      const s = signOf(l);
      return { netPence: t.netPence + s * l.netPence, vatPence: t.vatPence + s * l.vatPence, grossPence: t.grossPence + s * l.grossPence };
    },
    { netPence: 0, vatPence: 0, grossPence: 0 },
  );
}
