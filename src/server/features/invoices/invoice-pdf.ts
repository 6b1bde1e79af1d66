/**
 * An invoice, deposit receipt or credit note as a PDF (issue 23 item 3), drawn with the contracts' PDF
 * library (@pdfme/pdf-lib) and fonts (subset Noto Sans): the business details the document was issued
 * with (logo, legal name, address, VAT number or 'Not VAT registered'), the customer and property, the
 * lines with net, VAT rate, VAT and gross, the totals, the status and the payment terms.
 */
import { PDFDocument, rgb, type PDFFont, type PDFImage } from '@pdfme/pdf-lib';
import { formatVatNumber } from '@shared/domain/business-details';
import { formatPence } from '@shared/domain/money';
import { vatRateLabel, type TaxedLine, type Totals } from '@shared/domain/vat';
import { formatDate } from '@shared/format-dates';
import type { DocumentBusiness, DocumentCustomer } from '../../db/schema';
import { embedTextFonts } from '../../lib/pdf/pdf-fonts';
import { A4, PdfCursor } from '../../lib/pdf/pdf-cursor';

export interface DocumentPdfInput {
  title: string;
  number: string;
  issueDate: string;
  dueDate: string | null;
  /** A credit note's invoice number. */
  creditsInvoice?: string | null;
  business: DocumentBusiness;
  logoPng: Uint8Array | null;
  customer: DocumentCustomer;
  lines: readonly TaxedLine[];
  totals: Totals;
  status: string;
  note?: string | null;
}

const MARGIN = 48;
const RIGHT = A4.width - MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const BRAND = rgb(0.059, 0.463, 0.431);
const RULE = rgb(0.82, 0.85, 0.88);
/** The table's columns: description, then right-aligned figures ending at these x positions. */
const COLS = { qty: 330, net: 395, rate: 445, vat: 500, gross: RIGHT };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class Writer extends PdfCursor {
  constructor(
    doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    super(doc, MARGIN);
    this.newPage();
  }

  /** Text at x on the current line (right-aligned so it ends at x when `align` is 'right'). */
  text(value: string, x: number, opts: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; align?: 'left' | 'right' } = {}) {
    const font = opts.font ?? this.fonts.regular;
    const size = opts.size ?? 9.5;
    const t = this.drawable(value, font);
    const width = font.widthOfTextAtSize(t, size);
    this.page.drawText(t, { x: opts.align === 'right' ? x - width : x, y: this.y, size, font, color: opts.color ?? INK });
  }

  /** Wrapped lines from x within width; moves down by each line. */
  paragraph(value: string, x: number, width: number, opts: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {}) {
    const font = opts.font ?? this.fonts.regular;
    const size = opts.size ?? 9.5;
    for (const line of this.wrap(value, font, size, width)) {
      this.ensure(size + 4);
      this.text(line, x, { ...opts, size, font });
      this.y -= size + 4;
    }
  }

  rule(y = this.y) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.6, color: RULE });
  }
}

function drawHeader(w: Writer, input: DocumentPdfInput, logo: PDFImage | null) {
  const top = w.y;
  if (logo) {
    const scale = Math.min(180 / logo.width, 60 / logo.height, 1);
    w.page.drawImage(logo, { x: MARGIN, y: top - logo.height * scale + 10, width: logo.width * scale, height: logo.height * scale });
  }
  // The business on the right, top down.
  const b = input.business;
  w.text(b.legalName, RIGHT, { font: w.fonts.bold, size: 11, align: 'right' });
  w.y -= 14;
  for (const line of b.address.split('\n')) {
    w.text(line, RIGHT, { color: MUTED, align: 'right' });
    w.y -= 12;
  }
  w.text(b.vatRegistered && b.vatNumber ? `VAT number ${formatVatNumber(b.vatNumber)}` : 'Not VAT registered', RIGHT, { color: MUTED, align: 'right' });
  w.y = Math.min(w.y - 24, top - 80);
  w.text(input.title, MARGIN, { font: w.fonts.bold, size: 20, color: BRAND });
  w.text(input.number, RIGHT, { font: w.fonts.bold, size: 13, align: 'right' });
  w.y -= 26;
}

function drawParties(w: Writer, input: DocumentPdfInput) {
  const c = input.customer;
  const startY = w.y;
  w.text('Billed to', MARGIN, { font: w.fonts.bold, color: MUTED, size: 8.5 });
  w.y -= 13;
  w.paragraph(c.name, MARGIN, 250, { font: w.fonts.bold });
  if (c.email) w.paragraph(c.email, MARGIN, 250);
  if (c.propertyName) {
    w.y -= 4;
    w.text('Property', MARGIN, { font: w.fonts.bold, color: MUTED, size: 8.5 });
    w.y -= 13;
    w.paragraph(c.propertyName, MARGIN, 250);
    if (c.propertyAddress) w.paragraph(c.propertyAddress, MARGIN, 250, { color: MUTED });
  }
  const leftEnd = w.y;
  // The dates and status on the right.
  w.y = startY;
  const facts: [string, string][] = [
    ['Issue date', formatDate(`${input.issueDate}T12:00:00Z`)],
    ...(input.dueDate ? ([['Due date', formatDate(`${input.dueDate}T12:00:00Z`)]] as [string, string][]) : []),
    ...(input.creditsInvoice ? ([['Credits invoice', input.creditsInvoice]] as [string, string][]) : []),
    ['Status', input.status],
  ];
  for (const [label, value] of facts) {
    w.text(label, 400, { color: MUTED });
    w.text(value, RIGHT, { font: w.fonts.bold, align: 'right' });
    w.y -= 14;
  }
  w.y = Math.min(leftEnd, w.y) - 14;
}

function drawLines(w: Writer, input: DocumentPdfInput) {
  const registered = input.business.vatRegistered;
  const head = (label: string, x: number, align: 'left' | 'right' = 'right') => w.text(label, x, { font: w.fonts.bold, size: 8.5, color: MUTED, align });
  w.ensure(40);
  head('Description', MARGIN, 'left');
  head('Qty', COLS.qty);
  head('Net', COLS.net);
  head('VAT rate', COLS.rate);
  head('VAT', COLS.vat);
  head('Gross', COLS.gross);
  w.y -= 6;
  w.rule();
  w.y -= 13;
  for (const line of input.lines) {
    const descLines = w.wrap(line.description, w.fonts.regular, 9.5, COLS.qty - MARGIN - 30);
    w.ensure(descLines.length * 13 + 6);
    w.text(String(line.quantity), COLS.qty, { align: 'right' });
    w.text(formatPence(line.netPence), COLS.net, { align: 'right' });
    w.text(vatRateLabel(line, registered), COLS.rate, { align: 'right' });
    w.text(formatPence(line.vatPence), COLS.vat, { align: 'right' });
    w.text(formatPence(line.grossPence), COLS.gross, { align: 'right' });
    for (const d of descLines) {
      w.text(d, MARGIN);
      w.y -= 13;
    }
    w.y -= 3;
  }
  w.rule(w.y + 8);
  w.y -= 8;
  const total = (label: string, pence: number, bold = false) => {
    w.ensure(16);
    w.text(label, COLS.vat, { align: 'right', color: bold ? INK : MUTED, font: bold ? w.fonts.bold : w.fonts.regular });
    w.text(formatPence(pence), COLS.gross, { align: 'right', font: bold ? w.fonts.bold : w.fonts.regular, size: bold ? 11 : 9.5 });
    w.y -= bold ? 18 : 14;
  };
  total('Net', input.totals.netPence);
  total(registered ? 'VAT' : 'VAT (not registered)', input.totals.vatPence);
  total('Total', input.totals.grossPence, true);
}

/**
 * The logo, copied into a buffer of its own first (a small Buffer decoded from base64 is a slice of a
 * shared pool, which pdf-lib would read from its start); one that cannot be read is left out, never a
 * failed document.
 */
async function embedLogo(doc: PDFDocument, png: Uint8Array): Promise<PDFImage | null> {
  try {
    return await doc.embedPng(new Uint8Array(png));
  } catch {
    return null;
  }
}

export async function documentPdf(input: DocumentPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} ${input.number}`);
  doc.setAuthor(input.business.legalName);
  doc.setCreator('Linen back-office');
  // No creation date of 'now': the same document gives the same bytes.
  doc.setCreationDate(new Date(`${input.issueDate}T12:00:00Z`));
  doc.setModificationDate(new Date(`${input.issueDate}T12:00:00Z`));
  const fonts = await embedTextFonts(doc);
  const logo = input.logoPng ? await embedLogo(doc, input.logoPng) : null;
  const w = new Writer(doc, fonts);
  drawHeader(w, input, logo);
  drawParties(w, input);
  drawLines(w, input);
  if (input.note) {
    w.y -= 6;
    w.paragraph(input.note, MARGIN, RIGHT - MARGIN, { color: MUTED });
  }
  if (input.business.paymentTermsText && input.dueDate) {
    w.y -= 10;
    w.paragraph(input.business.paymentTermsText, MARGIN, RIGHT - MARGIN, { color: MUTED });
  }
  return doc.save();
}
