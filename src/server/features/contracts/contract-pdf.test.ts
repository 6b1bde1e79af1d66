import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from '@pdfme/pdf-lib';
import { pdfTextLines } from '../../../../tests/api/contracts-pdf-text';
import { buildContractPdf, type ContractPdfInput } from './contract-pdf';

const hash = 'b'.repeat(64);

function input(signer: string, terms: string): ContractPdfInput {
  return {
    contractId: 'pc_test',
    title: 'Umowa najmu – Żółć',
    clientName: 'Zoë Ørsted',
    clientEmail: null,
    propertyName: 'Вилла «Ελιά»',
    propertyAddress: null,
    depositAmountPence: 12_345,
    terms,
    currentTermsSha256: hash,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    signature: { name: signer, signedAt: new Date('2026-03-02T10:00:00Z'), ipAddress: null, userAgent: null, termsSha256: hash, via: 'owner', shareTokenSuffix: null },
    generatedAt: new Date('2026-03-03T10:00:00Z'),
  };
}

/** The base names of the fonts embedded in the PDF. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFDict && obj.get(PDFName.of('Subtype')) === PDFName.of('Type0')) names.push(String(obj.get(PDFName.of('BaseFont'))));
  }
  return names.sort();
}

describe('buildContractPdf', () => {
  it('prints Latin Extended, Greek and Cyrillic text exactly, with the signature in Dancing Script', async () => {
    const bytes = await buildContractPdf(input('Łukasz Żółć-Ørsted', 'Ελληνικά и кириллица'));
    const lines = await pdfTextLines(bytes);
    expect(lines.filter((l) => l === 'Łukasz Żółć-Ørsted')).toHaveLength(4);
    expect(lines).toEqual(expect.arrayContaining(['Ελληνικά и кириллица', 'Umowa najmu – Żółć', 'Zoë Ørsted', 'Вилла «Ελιά»', hash]));
    expect(await fontNames(bytes)).toEqual([expect.stringMatching(/^\/DancingScript-Regular/), expect.stringMatching(/^\/NotoSans-Bold/), expect.stringMatching(/^\/NotoSans-Regular/)]);
    expect(bytes.length).toBeLessThan(100_000);
  });

  it('signs in Noto Sans Italic when Dancing Script lacks the letters, and replaces what no font has', async () => {
    const bytes = await buildContractPdf(input('Ελένη Иванова', `Plain terms.\n東京 😀️ end\n${'Long clause with Ελληνικά words. '.repeat(80)}`));
    const lines = await pdfTextLines(bytes);
    expect(lines.filter((l) => l === 'Ελένη Иванова')).toHaveLength(4);
    expect(lines).toContain('\uFFFD\uFFFD \uFFFD end');
    expect(await fontNames(bytes)).toEqual([expect.stringMatching(/^\/NotoSans-Bold/), expect.stringMatching(/^\/NotoSans-Italic/), expect.stringMatching(/^\/NotoSans-Regular/)]);
    // Wrapped with the real widths: the long clause takes several lines and none is lost.
    const clause = lines.filter((l) => l.includes('Long clause') || l.includes('Ελληνικά words'));
    expect(clause.length).toBeGreaterThan(10);
    expect(clause.join(' ')).toBe('Long clause with Ελληνικά words. '.repeat(80).trim());
  });
});
