/**
 * The statement as a PDF (issue 23 item 5; decision 0196): A4, the business details (of the client's
 * latest document, else today's) and the logo at the top, the client and the period, the totals with the
 * closing balance, then one table per property (opening balance, each row with debit, credit and the
 * balance after it, closing balance), as many pages as it takes with the table's header repeated.
 * Drawn with the contracts' PDF library, fonts and text layout (Noto Sans, subset).
 */
import { PDFDocument, rgb, type PDFFont, type PDFImage } from '@pdfme/pdf-lib';
import { formatPence } from '@shared/domain/money';
import { balanceText, type Statement, type StatementSection, type StatementSums } from '@shared/domain/statements';
import { formatDate } from '@shared/format-dates';
import { embedTextFonts } from '../../lib/pdf/pdf-fonts';
import { A4, PdfCursor } from '../../lib/pdf/pdf-cursor';

export interface StatementBusiness {
  legalName: string;
  address: string;
  vatRegistered: boolean;
  vatNumber: string | null;
}

export interface StatementPdfInput {
  client: { name: string };
  statement: Statement;
  business: StatementBusiness;
  generatedAt: Date;
  /** The logo's PNG, when the business has one. */
  logo?: Uint8Array | null;
}

const MARGIN = 42;
const WIDTH = A4.width - MARGIN * 2;
const INK = rgb(0.07, 0.09, 0.12);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.85, 0.87, 0.9);
const SHADE = rgb(0.95, 0.96, 0.97);
const SIZE = 8.5;
const LINE = 12;

/** The table's columns: x from the left margin, width, and whether the text is right-aligned. */
const COLS = {
  date: { x: 0, w: 62, right: false },
  reference: { x: 64, w: 68, right: false },
  description: { x: 134, w: 182, right: false },
  debit: { x: 318, w: 62, right: true },
  credit: { x: 382, w: 62, right: true },
  balance: { x: 446, w: WIDTH - 446, right: true },
} as const;
type Col = keyof typeof COLS;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class Writer extends PdfCursor {
  constructor(
    doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    super(doc, MARGIN);
    this.newPage();
  }

  /** A new page with the statement's footer and its page number. */
  override newPage() {
    super.newPage();
    this.page.drawText(this.drawable(`${this.footer} · page ${this.pages}`, this.fonts.regular), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7,
      font: this.fonts.regular,
      color: MUTED,
    });
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  width(text: string, size: number, bold = false) {
    return this.measure(this.font(bold), size)(text);
  }

  /** Text wrapped to `width` (at most `maxLines` lines, the last cut with '…'). */
  lines(text: string, width: number, size: number, bold = false, maxLines = 20): string[] {
    const measure = this.measure(this.font(bold), size);
    const all = this.wrap(text, this.font(bold), size, width);
    if (all.length <= maxLines) return all;
    const kept = all.slice(0, maxLines);
    let last = kept[maxLines - 1];
    while (last && measure(`${last}…`) > width) last = Array.from(last).slice(0, -1).join('');
    kept[maxLines - 1] = `${last.trimEnd()}…`;
    return kept;
  }

  text(text: string, x: number, y: number, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {}) {
    const size = opts.size ?? SIZE;
    const drawn = this.drawable(text, this.font(opts.bold));
    const left = opts.right ? x - this.width(drawn, size, opts.bold) : x;
    this.page.drawText(drawn, { x: left, y, size, font: this.font(opts.bold), color: opts.color ?? INK });
  }

  cell(col: Col, text: string, y: number, opts: { bold?: boolean; color?: ReturnType<typeof rgb> } = {}) {
    const c = COLS[col];
    this.text(text, MARGIN + (c.right ? c.x + c.w : c.x), y, { ...opts, right: c.right });
  }

  rule(y: number, color = RULE) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.6, color });
  }
}

const day = (d: string) => formatDate(d);
const signedMoney = (pence: number) => formatPence(pence);

function header(w: Writer, input: StatementPdfInput, logo: PDFImage | null) {
  const top = w.y;
  let left = top;
  if (logo) {
    const scale = Math.min(140 / logo.width, 46 / logo.height, 1);
    const h = logo.height * scale;
    w.page.drawImage(logo, { x: MARGIN, y: top - h, width: logo.width * scale, height: h });
    left -= h + 8;
  }
  const b = input.business;
  for (const line of w.lines(b.legalName || 'Linen Service', 250, 11, true, 2)) {
    left -= 13;
    w.text(line, MARGIN, left, { size: 11, bold: true });
  }
  for (const line of w.lines(b.address, 250, SIZE, false, 6)) {
    left -= LINE;
    w.text(line, MARGIN, left, { color: MUTED });
  }
  if (b.vatRegistered && b.vatNumber) {
    left -= LINE;
    w.text(`VAT number ${b.vatNumber}`, MARGIN, left, { color: MUTED });
  }

  const rightX = MARGIN + WIDTH;
  let right = top - 18;
  w.text('Statement', rightX, right, { size: 18, bold: true, right: true });
  for (const line of w.lines(input.client.name, 220, 10, true, 2)) {
    right -= 15;
    w.text(line, rightX, right, { size: 10, bold: true, right: true });
  }
  right -= LINE + 2;
  w.text(`${day(input.statement.period.from)} to ${day(input.statement.period.to)}`, rightX, right, { right: true });
  right -= LINE;
  w.text(`Issued ${formatDate(input.generatedAt)}`, rightX, right, { color: MUTED, right: true });
  w.y = Math.min(left, right) - 18;
}

function summary(w: Writer, total: StatementSums) {
  const items: [string, string][] = [
    ['Opening balance', signedMoney(total.openingPence)],
    ['Invoiced', formatPence(total.invoicedPence)],
    ['Paid', formatPence(total.paidPence)],
    ['Credited', formatPence(total.creditedPence)],
    ['Refunded to you', formatPence(total.refundedPence)],
    ['Closing balance', signedMoney(total.closingPence)],
  ];
  const height = 62;
  w.ensure(height + 10);
  w.page.drawRectangle({ x: MARGIN, y: w.y - height, width: WIDTH, height, color: SHADE });
  const colW = WIDTH / items.length;
  items.forEach(([label, value], i) => {
    const x = MARGIN + 8 + i * colW;
    w.text(label, x, w.y - 16, { size: 7.5, color: MUTED });
    w.text(value, x, w.y - 30, { size: 10, bold: i === items.length - 1 });
  });
  w.text(balanceText(total.closingPence, formatPence), MARGIN + 8, w.y - 50, { size: 9.5, bold: true });
  w.y -= height + 20;
}

function tableHeader(w: Writer) {
  const y = w.y - 10;
  const labels: Record<Col, string> = { date: 'Date', reference: 'Reference', description: 'Description', debit: 'Debit', credit: 'Credit', balance: 'Balance' };
  for (const col of Object.keys(COLS) as Col[]) w.cell(col, labels[col], y, { bold: true, color: MUTED });
  w.rule(y - 4, MUTED);
  w.y = y - 6;
}

function section(w: Writer, s: StatementSection, period: Statement['period']) {
  // The heading, the table's header and at least two rows stay together.
  w.ensure(18 + 16 + LINE * 3);
  w.y -= 14;
  w.text(s.propertyName, MARGIN, w.y, { size: 11, bold: true });
  w.y -= 4;
  tableHeader(w);
  const row = (cells: Partial<Record<Col, string>>, description: string[], opts: { bold?: boolean; muted?: boolean } = {}) => {
    const height = LINE * Math.max(1, description.length) + 3;
    if (w.ensure(height)) {
      w.y -= 4;
      w.text(`${s.propertyName} (continued)`, MARGIN, w.y - 8, { size: 9, bold: true });
      w.y -= 12;
      tableHeader(w);
    }
    const y = w.y - LINE + 2;
    for (const [col, text] of Object.entries(cells) as [Col, string][]) w.cell(col, text, y, { bold: opts.bold, color: opts.muted ? MUTED : INK });
    description.forEach((line, i) => w.text(line, MARGIN + COLS.description.x, y - i * LINE, { bold: opts.bold, color: opts.muted ? MUTED : INK }));
    w.y -= height;
    w.rule(w.y + 1);
  };
  row({ date: day(period.from), balance: signedMoney(s.openingPence) }, ['Opening balance'], { bold: true });
  for (const r of s.rows) {
    const description = w.lines(r.description, COLS.description.w, SIZE, false, 4);
    const cells: Partial<Record<Col, string>> = { date: day(r.date), reference: r.reference, balance: signedMoney(r.balancePence) };
    if (r.effectPence > 0) cells.debit = formatPence(r.effectPence);
    else if (r.effectPence < 0) cells.credit = formatPence(-r.effectPence);
    else cells.credit = `(${formatPence(r.amountPence)})`;
    row(cells, description);
  }
  row({ date: day(period.to), balance: signedMoney(s.closingPence) }, ['Closing balance'], { bold: true });
  w.y -= 10;
}

export async function buildStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedTextFonts(doc);
  const title = `Statement, ${input.client.name}, ${input.statement.period.from} to ${input.statement.period.to}`;
  doc.setTitle(title);
  doc.setAuthor(input.business.legalName || 'Linen Service');
  doc.setCreator('Linen Service');
  doc.setProducer('Linen Service');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  let logo: PDFImage | null = null;
  if (input.logo) {
    try {
      logo = await doc.embedPng(input.logo);
    } catch {
      logo = null; // a logo that cannot be read is left out, never a failed statement
    }
  }
  const w = new Writer(doc, fonts, `Statement for ${input.client.name}, ${day(input.statement.period.from)} to ${day(input.statement.period.to)}`);
  header(w, input, logo);
  summary(w, input.statement.total);
  if (input.statement.sections.length === 0) {
    w.text('Nothing was invoiced, paid or credited in this period, and nothing was owed before it.', MARGIN, w.y - 10, { color: MUTED });
  }
  for (const s of input.statement.sections) section(w, s, input.statement.period);
  if (input.statement.sections.length > 1) {
    w.ensure(30);
    w.y -= 6;
    w.rule(w.y + 10, MUTED);
    w.text('Total closing balance', MARGIN, w.y, { size: 10, bold: true });
    w.text(signedMoney(input.statement.total.closingPence), MARGIN + WIDTH, w.y, { size: 10, bold: true, right: true });
  }
  return doc.save();
}
