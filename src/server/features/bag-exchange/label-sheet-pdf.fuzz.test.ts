/**
 * The bag-label sheet with generated and odd property names never throws, always gives a PDF with one
 * page per 24 labels, prints each code for typing, and prints short names exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLabelCode } from '@shared/domain/bag-exchange';
import { pdfTextLines } from '../../../../tests/api/contracts-pdf-text';
import { PDFDocument } from '@pdfme/pdf-lib';
import { buildLabelSheetPdf, LABELS_PER_PAGE, type BagLabel } from './label-sheet-pdf';

const anyText = (maxLength: number) => fc.oneof(fc.string({ unit: 'binary', maxLength }), fc.string({ unit: 'grapheme', maxLength }));
const hexCode = fc.array(fc.constantFrom(...'0123456789abcdef'.split('')), { minLength: 12, maxLength: 12 }).map((cs) => cs.join(''));
const printable = fc
  .array(fc.constantFrom(..."abcXYZ019 -.,&()ŁłŻżØøÉéΑαЖж'/£".split('')), { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join('').trim())
  .filter((s) => s.length > 0 && !/\s{2}/.test(s));

const build = (labels: BagLabel[]) => buildLabelSheetPdf({ appUrl: 'https://linen.example', labels, generatedAt: new Date('2026-03-03T10:00:00Z') });

describe('buildLabelSheetPdf', () => {
  it('never throws on any name, however long or strange', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ code: hexCode, propertyName: anyText(300), clientName: fc.option(anyText(120)) }), { minLength: 0, maxLength: 30 }),
        async (labels) => {
          const bytes = await build(labels);
          expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
          const doc = await PDFDocument.load(bytes);
          expect(doc.getPageCount()).toBe(Math.max(1, Math.ceil(labels.length / LABELS_PER_PAGE)));
        },
      ),
      { numRuns: 10 },
    );
  });

  it('prints short names, clients and the typed code exactly', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ code: hexCode, propertyName: printable, clientName: printable }), async (label) => {
        const lines = await pdfTextLines(await build([label]));
        expect(lines).toContain(label.propertyName);
        expect(lines).toContain(label.clientName);
        expect(lines).toContain(formatLabelCode(label.code));
      }),
      { numRuns: 8 },
    );
  });

  it('wraps a long name to three lines and shortens the last one', async () => {
    const name = 'The Old Rectory Holiday Cottage and Annexe at the Bottom of Church Lane Little Ayton';
    const lines = await pdfTextLines(await build([{ code: 'a1b2c3d4e5f6', propertyName: name, clientName: 'Anna Lets' }]));
    const nameLines = lines.slice(0, lines.indexOf('Anna Lets'));
    expect(nameLines).toHaveLength(3);
    expect(nameLines[2].endsWith('…')).toBe(true);
    expect(name.startsWith(nameLines.join(' ').replace(/…$/, '').trimEnd())).toBe(true);
  });

  it('puts 25 labels on two pages', async () => {
    const labels = Array.from({ length: 25 }, (_, i) => ({ code: i.toString(16).padStart(12, '0'), propertyName: `Flat ${i}`, clientName: null }));
    const doc = await PDFDocument.load(await build(labels));
    expect(doc.getPageCount()).toBe(2);
  });
});
