/**
 * Reliability 4: the contract PDF builder with generated input never throws, and prints the texts it
 * is given exactly (short lines from the scripts the fonts cover; other characters are replaced).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../../../tests/api/contracts-pdf-text';
import { buildContractPdf, type ContractPdfInput } from './contract-pdf';

const hash = 'c'.repeat(64);
const anyText = (maxLength: number) => fc.oneof(fc.string({ unit: 'binary', maxLength }), fc.string({ unit: 'grapheme', maxLength }));
/** Latin, Latin Extended, Greek and Cyrillic letters and punctuation: all in Noto Sans. */
const printable = fc
  .array(fc.constantFrom(...'abcXYZ019 -.,&()«»ŁłŻżØøÉéÜüΑαΩωЖжЯя<>\'"/\\%$£'.split('')), { minLength: 1, maxLength: 30 })
  .map((cs) => cs.join('').trim())
  .filter((s) => s.length > 0 && !/\s{2}/.test(s));

function input(over: Partial<ContractPdfInput> & { signer: string }): ContractPdfInput {
  const { signer, ...rest } = over;
  return {
    contractId: 'pc_fuzz',
    title: 'Property Service Contract',
    clientName: 'Anna Lets',
    clientEmail: 'anna@owner.example',
    propertyName: 'Anna Cottage',
    propertyAddress: '1 Quay Street',
    depositAmountPence: 10_000,
    terms: 'Terms.',
    currentTermsSha256: hash,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    signature: { name: signer, signedAt: new Date('2026-03-02T10:00:00Z'), ipAddress: '203.0.113.9', userAgent: 'Fuzz', termsSha256: hash, via: 'share', shareTokenSuffix: 'abcd' },
    generatedAt: new Date('2026-03-03T10:00:00Z'),
    ...rest,
  };
}

describe('buildContractPdf with generated input', () => {
  it('never throws on any text, however long or strange', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          title: anyText(300),
          clientName: anyText(200),
          clientEmail: fc.option(anyText(100)),
          propertyName: anyText(200),
          propertyAddress: fc.option(anyText(500)),
          terms: anyText(3000),
          signer: anyText(200),
          depositAmountPence: fc.integer({ min: 0, max: 10_000_000 }),
        }),
        async (v) => {
          const bytes = await buildContractPdf(input(v));
          expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        },
      ),
      { numRuns: 12 },
    );
  });

  it('prints the title, names and signature exactly as given', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ title: printable, clientName: printable, propertyName: printable, signer: printable }), async (v) => {
        const lines = await pdfTextLines(await buildContractPdf(input(v)));
        for (const value of [v.title, v.clientName, v.propertyName, v.signer]) expect(lines.some((l) => l.includes(value)), value).toBe(true);
      }),
      { numRuns: 10 },
    );
  });
});
