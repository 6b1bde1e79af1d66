/**
 * The bag-label sheet (issue 8 item 14): A4, 3 columns × 8 rows of 70 × 37 mm labels (the common
 * 24-per-sheet label stock; on plain paper the faint outlines are the cut lines), as many pages as the
 * labels need. Each label has a QR code of the bag-exchange URL for that bag, drawn as rectangles so
 * it prints crisply, the property name (wrapped to three lines, the last shortened with '…'), the client,
 * and the code as XXXX-XXXX-XXXX for typing when the camera cannot read the label.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@pdfme/pdf-lib';
import { bagLabelUrl, formatLabelCode } from '@shared/domain/bag-exchange';
import { embedTextFonts } from '../../lib/pdf/pdf-fonts';
import { toDrawable, wordCachedMeasure, wrapText, type Measure } from '../../lib/pdf/pdf-layout';
import { qrRuns } from './qr-modules';

export interface BagLabel {
  /** The stored label code (12 hex characters). */
  code: string;
  propertyName: string;
  clientName: string | null;
}

export interface LabelSheetInput {
  appUrl: string;
  labels: BagLabel[];
  generatedAt: Date;
}

const A4 = { width: 595.28, height: 841.89 };
export const LABELS_PER_ROW = 3;
export const LABEL_ROWS = 8;
export const LABELS_PER_PAGE = LABELS_PER_ROW * LABEL_ROWS;
const LABEL = { width: A4.width / LABELS_PER_ROW, height: A4.height / LABEL_ROWS };
const PAD = 9;
const QR_SIDE = LABEL.height - PAD * 2;
/** Quiet zone around the code, in modules (the label's padding adds to it). */
const QUIET = 2;
const TEXT_X = PAD + QR_SIDE + 6;
const TEXT_WIDTH = LABEL.width - TEXT_X - PAD;
const NAME_SIZE = 9.5;
const NAME_LINES = 3;
const INK = rgb(0.07, 0.09, 0.12);
const MUTED = rgb(0.38, 0.42, 0.48);
const CUT = rgb(0.85, 0.87, 0.9);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  monoBold: PDFFont;
}

/** Text the font can draw, wrapped to the width; at most `maxLines`, the last one shortened with '…' when cut. */
function fitLines(text: string, supported: ReadonlySet<number>, measure: Measure, size: number, maxLines: number): string[] {
  const drawable = toDrawable(text.replace(/\s+/g, ' ').trim(), supported, supported.has(0xfffd) ? '\uFFFD' : '?');
  const lines = wrapText(drawable, TEXT_WIDTH, (s) => measure(s) * size).filter((l) => l !== '');
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last && measure(`${last}…`) * size > TEXT_WIDTH) last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

function drawQr(page: PDFPage, text: string, x: number, y: number) {
  const { size, runs } = qrRuns(text);
  const module = QR_SIDE / (size + QUIET * 2);
  const left = x + QUIET * module;
  const top = y + QR_SIDE - QUIET * module;
  for (const [row, col, length] of runs) {
    page.drawRectangle({ x: left + col * module, y: top - (row + 1) * module, width: length * module, height: module, color: INK });
  }
}

export async function buildLabelSheetPdf(input: LabelSheetInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = await embedTextFonts(doc);
  doc.setTitle('Bag labels');
  doc.setAuthor('Linen Service');
  doc.setCreator('Linen Service');
  doc.setProducer('Linen Service');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);

  const supported = {
    regular: new Set(fonts.regular.getCharacterSet()),
    bold: new Set(fonts.bold.getCharacterSet()),
  };
  const measure = {
    regular: wordCachedMeasure((s) => fonts.regular.widthOfTextAtSize(s, 1)),
    bold: wordCachedMeasure((s) => fonts.bold.widthOfTextAtSize(s, 1)),
  };

  let page: PDFPage | undefined;
  input.labels.forEach((label, i) => {
    const slot = i % LABELS_PER_PAGE;
    if (slot === 0) page = doc.addPage([A4.width, A4.height]);
    if (!page) return;
    const x = (slot % LABELS_PER_ROW) * LABEL.width;
    const y = A4.height - (Math.floor(slot / LABELS_PER_ROW) + 1) * LABEL.height;
    page.drawRectangle({ x: x + 0.5, y: y + 0.5, width: LABEL.width - 1, height: LABEL.height - 1, borderColor: CUT, borderWidth: 0.5 });
    drawQr(page, bagLabelUrl(input.appUrl, label.code), x + PAD, y + PAD);

    let cursor = y + LABEL.height - PAD;
    for (const line of fitLines(label.propertyName || 'Unnamed property', supported.bold, measure.bold, NAME_SIZE, NAME_LINES)) {
      cursor -= NAME_SIZE * 1.25;
      page.drawText(line, { x: x + TEXT_X, y: cursor, size: NAME_SIZE, font: fonts.bold, color: INK });
    }
    if (label.clientName) {
      const [client] = fitLines(label.clientName, supported.regular, measure.regular, 7.5, 1);
      if (client) {
        cursor -= 7.5 * 1.4;
        page.drawText(client, { x: x + TEXT_X, y: cursor, size: 7.5, font: fonts.regular, color: MUTED });
      }
    }
    page.drawText('Bag code', { x: x + TEXT_X, y: y + PAD + 13, size: 6.5, font: fonts.regular, color: MUTED });
    page.drawText(formatLabelCode(label.code), { x: x + TEXT_X, y: y + PAD + 2, size: 8.5, font: fonts.monoBold, color: INK });
  });
  if (!page) doc.addPage([A4.width, A4.height]);
  return doc.save();
}
