/**
 * The cursor the app's PDFs write with (contracts, invoices and credit notes, statements): an A4 page,
 * a y that moves down, a new page when the next block would not fit above the bottom margin, text made
 * drawable in a font (glyphs it lacks shown as the replacement character), and each font's widths
 * measured once per word.
 */
import type { PDFDocument, PDFFont, PDFPage } from '@pdfme/pdf-lib';
import { toDrawable, wordCachedMeasure, wrapText, type Measure } from './pdf-layout';

export const A4 = { width: 595.28, height: 841.89 } as const;

export class PdfCursor {
  page!: PDFPage;
  y = 0;
  /** Pages started so far. */
  pages = 0;
  private readonly charsets = new Map<PDFFont, Set<number>>();
  private readonly measures = new Map<PDFFont, Measure>();

  /** `margin`: the top margin; `bottom`: the lowest y a block may reach (the bottom margin and any footer). */
  constructor(
    readonly doc: PDFDocument,
    protected readonly margin: number,
    protected readonly bottom: number = margin,
  ) {}

  /** A new page, the cursor at its top margin. */
  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages += 1;
    this.y = A4.height - this.margin;
  }

  /** Room for `height` more points on this page, else a new page (true when one was started). */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** The text with the characters the font has no glyph for (CJK, emoji) shown as the replacement character. */
  drawable(text: string, font: PDFFont): string {
    let set = this.charsets.get(font);
    if (!set) {
      set = new Set(font.getCharacterSet());
      this.charsets.set(font, set);
    }
    return toDrawable(text, set, set.has(0xfffd) ? '\uFFFD' : '?');
  }

  /** The font's widths at `size`, measured at size 1 per word, once. */
  measure(font: PDFFont, size: number): Measure {
    let m = this.measures.get(font);
    if (!m) {
      m = wordCachedMeasure((s) => font.widthOfTextAtSize(s, 1));
      this.measures.set(font, m);
    }
    const once = m;
    return (text) => once(text) * size;
  }

  /** Drawable text wrapped to `width` with the font's own widths. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrapText(this.drawable(text, font), width, this.measure(font, size));
  }
}
