/**
 * The signed-contract PDF (DESIGN §5.5): the contract (title, parties, property, deposit, terms across
 * as many pages as they need), the typed signature, and an audit certificate page (signer, time in
 * Europe/London and UTC, IP, user agent, SHA-256 of the exact terms signed, contract id, link suffix).
 * Text in embedded, subset Noto Sans (see lib/pdf/pdf-fonts.ts), so names and terms in any Latin, Greek or
 * Cyrillic script print exactly, stay searchable, and the file stays small.
 */
import { PDFDocument, rgb, type PDFFont } from '@pdfme/pdf-lib';
import { SIGNED_VIA_LABELS, type SignedVia } from '@shared/domain/contracts';
import { formatPence } from '@shared/domain/money';
import { embedContractFonts, type ContractFonts } from '../../lib/pdf/pdf-fonts';
import { A4, PdfCursor } from '../../lib/pdf/pdf-cursor';
import { londonDate, londonDateTime } from '../../lib/pdf/pdf-layout';

export interface ContractPdfInput {
  contractId: string;
  title: string;
  clientName: string;
  clientEmail: string | null;
  propertyName: string;
  propertyAddress: string | null;
  depositAmountPence: number;
  terms: string;
  /** SHA-256 of the terms as stored now (compared with the one recorded at signing). */
  currentTermsSha256: string;
  createdAt: Date;
  signature: {
    name: string;
    signedAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
    termsSha256: string;
    via: SignedVia | null;
    shareTokenSuffix: string | null;
  };
  generatedAt: Date;
}

const MARGIN = 56;
const CONTENT_WIDTH = A4.width - MARGIN * 2;
const FOOTER_SPACE = 40;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const BRAND = rgb(0.059, 0.463, 0.431); // the app's brand teal (#0f766e)
const RULE = rgb(0.82, 0.85, 0.88);

/** A cursor that writes top to bottom and starts a new page when the current one is full (above the footer). */
class Writer extends PdfCursor {
  constructor(
    doc: PDFDocument,
    readonly fonts: ContractFonts,
  ) {
    super(doc, MARGIN, MARGIN + FOOTER_SPACE);
    this.newPage();
  }

  /** Writes wrapped text; returns the lines written. */
  text(
    raw: string,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; lineHeight?: number; indent?: number; width?: number } = {},
  ) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10.5;
    const lineHeight = options.lineHeight ?? size * 1.45;
    const indent = options.indent ?? 0;
    const width = options.width ?? CONTENT_WIDTH - indent;
    const lines = this.wrap(raw, font, size, width);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (line) this.page.drawText(line, { x: MARGIN + indent, y: this.y + (lineHeight - size) / 2, size, font, color: options.color ?? INK });
    }
    return lines;
  }

  gap(height: number) {
    this.y -= height;
  }

  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
    this.y -= 6;
  }

  heading(text: string, size = 13) {
    this.ensure(size * 3);
    this.gap(size * 0.6);
    this.text(text, { font: this.fonts.bold, size, color: BRAND });
    this.gap(2);
  }

  /** A label on the left, the value wrapped beside it. */
  row(label: string, value: string, options: { font?: PDFFont; size?: number } = {}) {
    const labelWidth = 150;
    const size = options.size ?? 10.5;
    const font = options.font ?? this.fonts.regular;
    const lineHeight = Math.max(size, 10.5) * 1.45;
    const lines = this.wrap(this.drawable(value || '—', font), font, size, CONTENT_WIDTH - labelWidth);
    this.ensure(lineHeight * Math.min(lines.length, 3));
    const labelLine = this.drawable(label, this.fonts.bold);
    lines.forEach((line, i) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      const baseline = this.y + (lineHeight - size) / 2;
      if (i === 0) this.page.drawText(labelLine, { x: MARGIN, y: this.y + (lineHeight - 10.5) / 2, size: 10, font: this.fonts.bold, color: MUTED });
      if (line) this.page.drawText(line, { x: MARGIN + labelWidth, y: baseline, size, font, color: INK });
    });
  }
}

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 3)}...` : s);

function signedVia(sig: ContractPdfInput['signature']): string {
  if (sig.via === 'share' || (!sig.via && sig.shareTokenSuffix)) {
    return sig.shareTokenSuffix ? `${SIGNED_VIA_LABELS.share} ending ...${sig.shareTokenSuffix}` : SIGNED_VIA_LABELS.share;
  }
  return sig.via ? SIGNED_VIA_LABELS[sig.via] : 'Electronically';
}

export async function buildContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedContractFonts(doc, input.signature.name);
  doc.setTitle(`${input.title} - ${input.propertyName}`);
  doc.setAuthor('Linen Service');
  doc.setSubject(`Signed contract ${input.contractId}`);
  doc.setCreator('Linen Service');
  doc.setProducer('Linen Service');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);

  const w = new Writer(doc, fonts);
  const sig = input.signature;

  // Header and contract details.
  w.text('Linen Service', { font: fonts.bold, size: 12, color: BRAND });
  w.text('Linen hire and laundry for short-let properties', { size: 9, color: MUTED });
  w.rule();
  w.gap(6);
  w.text(input.title, { font: fonts.bold, size: 20, lineHeight: 26 });
  w.text('Signed contract', { size: 10, color: MUTED });
  w.gap(8);
  w.row('Provider', 'Linen Service');
  w.row('Client', input.clientEmail ? `${input.clientName} (${input.clientEmail})` : input.clientName);
  w.row('Property', input.propertyAddress ? `${input.propertyName}, ${input.propertyAddress}` : input.propertyName);
  w.row('Deposit', `${formatPence(input.depositAmountPence)} (refundable damage deposit)`);
  w.row('Contract date', londonDate(input.createdAt));
  w.row('Signed', londonDateTime(sig.signedAt));
  w.row('Contract reference', input.contractId);

  // Terms.
  w.heading('Terms and Conditions');
  w.text(input.terms);

  // Signatures.
  w.heading('Signatures');
  w.ensure(150);
  w.text('Client', { font: fonts.bold, size: 11 });
  w.text(sig.name, { font: fonts.script, size: 26, lineHeight: 34 });
  w.rule();
  w.row('Signed electronically by', sig.name);
  w.row('Print name', sig.name);
  w.row('Date', londonDate(sig.signedAt));
  w.gap(12);
  w.ensure(80);
  w.text('Provider representative', { font: fonts.bold, size: 11 });
  w.row('For and on behalf of', 'Linen Service');
  w.row('Issued', londonDate(input.createdAt));

  // Audit certificate on a page of its own.
  w.newPage();
  w.text('Audit Certificate', { font: fonts.bold, size: 18, lineHeight: 24, color: BRAND });
  w.text('This certificate records how and when this contract was signed electronically.', { size: 10, color: MUTED });
  w.rule();
  w.row('Contract', input.title);
  w.row('Contract ID', input.contractId);
  w.row('Signer name', sig.name);
  w.row('Signed (Europe/London)', londonDateTime(sig.signedAt));
  w.row('Signed (UTC, ISO 8601)', sig.signedAt.toISOString());
  w.row('IP address', sig.ipAddress ?? 'Not recorded');
  w.row('User agent', sig.userAgent ?? 'Not recorded', { size: 9 });
  w.row('Signing method', signedVia(sig));
  w.row('Link token suffix', sig.shareTokenSuffix ? `...${sig.shareTokenSuffix}` : 'None (not signed through a link)');
  w.gap(6);
  w.text('SHA-256 of the terms signed', { font: fonts.bold, size: 10, color: MUTED });
  w.text(sig.termsSha256, { font: fonts.mono, size: 9.5 });
  w.gap(4);
  w.text(
    'The SHA-256 fingerprint is computed over the contract terms exactly as they were stored and shown to the signer (UTF-8 text). Any change to the terms would give a different fingerprint.',
    { size: 9, color: MUTED },
  );
  if (input.currentTermsSha256 !== sig.termsSha256) {
    w.gap(6);
    w.text('WARNING: the terms stored now do not match the fingerprint recorded at signing.', { font: fonts.bold, size: 10, color: rgb(0.7, 0.1, 0.1) });
  }
  w.gap(8);
  w.row('Certificate generated', `${londonDateTime(input.generatedAt)} (${input.generatedAt.toISOString()})`, { size: 9 });

  // Footers: page numbers and the reference on every page.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = w.drawable(`${truncate(input.title, 60)} - ${input.contractId} - Page ${i + 1} of ${pages.length}`, fonts.regular);
    const width = fonts.regular.widthOfTextAtSize(footer, 8);
    page.drawText(footer, { x: (A4.width - width) / 2, y: MARGIN / 2, size: 8, font: fonts.regular, color: MUTED });
  });

  return doc.save();
}
