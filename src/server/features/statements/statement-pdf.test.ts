import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@pdfme/pdf-lib';
import { buildStatement, statementEntries, type StatementFacts } from '@shared/domain/statements';
import { pdfTextLines } from '../../../../tests/api/contracts-pdf-text';
import { buildStatementPdf } from './statement-pdf';

const business = { legalName: 'Harbour Linen Ltd', address: '1 Quay Street\nFalmouth\nTR11 3HH', vatRegistered: true, vatNumber: 'GB123456782' };
const period = { from: '2026-01-01', to: '2026-12-31' };

/** A year of weekly invoices for two properties, each paid two days later. */
function yearOfInvoices(): StatementFacts {
  const facts: StatementFacts = { invoices: [], payments: [], creditNotes: [] };
  for (const [p, propertyId] of ['p1', 'p2'].entries()) {
    for (let w = 0; w < 52; w++) {
      const day = new Date(Date.UTC(2026, 0, 2 + w * 7)).toISOString().slice(0, 10);
      const paid = new Date(Date.UTC(2026, 0, 4 + w * 7)).toISOString().slice(0, 10);
      const seq = p * 52 + w + 1;
      const id = `i${seq}`;
      facts.invoices.push({ id, number: `INV-${String(seq).padStart(6, '0')}`, source: 'collection', kind: 'invoice', propertyId, issueDate: day, issuedAt: `${day}T10:00:00.000Z`, grossPence: 3000 });
      if (w < 51) facts.payments.push({ id: `pay${seq}`, invoiceId: id, amountPence: 3000, via: 'card', paidDate: paid, paidAt: `${paid}T10:00:00.000Z` });
    }
  }
  return facts;
}

describe('buildStatementPdf', () => {
  it('runs over several pages, repeating the table header, and ends with the balances', async () => {
    const names = new Map([
      ['p1', 'Łódź Loft'],
      ['p2', 'Anchor Cottage'],
    ]);
    const statement = buildStatement(period, statementEntries(yearOfInvoices()), names);
    const bytes = await buildStatementPdf({ client: { name: 'Zoë Ørsted' }, statement, business, generatedAt: new Date('2027-01-02T10:00:00Z') });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(3);
    expect(doc.getTitle()).toBe('Statement, Zoë Ørsted, 2026-01-01 to 2026-12-31');
    const lines = await pdfTextLines(bytes);
    expect(lines).toEqual(expect.arrayContaining(['Harbour Linen Ltd', 'VAT number GB123456782', 'Zoë Ørsted', 'Łódź Loft', 'Anchor Cottage', 'Łódź Loft (continued)']));
    expect(lines.filter((l) => l === 'Balance').length).toBeGreaterThan(3);
    expect(lines).toContain('INV-000104');
    expect(lines).toContain('You owe £60.00');
    expect(lines).toContain('Total closing balance');
    expect(lines[lines.length - 1]).toBe('£60.00');
  });

  it('says so when there is nothing in the period, and leaves out a VAT number when not registered', async () => {
    const statement = buildStatement(period, [], new Map());
    const bytes = await buildStatementPdf({
      client: { name: 'Ben Holidays' },
      statement,
      business: { ...business, vatRegistered: false, vatNumber: null },
      generatedAt: new Date('2027-01-02T10:00:00Z'),
    });
    const text = (await pdfTextLines(bytes)).join('\n');
    expect(text).toContain('Nothing was invoiced, paid or credited in this period, and nothing was owed before it.');
    expect(text).toContain('Nothing owed');
    expect(text).not.toContain('VAT number');
  });
});
