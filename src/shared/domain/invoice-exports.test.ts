import { describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import {
  EXPORT_DOCUMENTS_PER_FILE,
  exportLayout,
  exportPart,
  exportPartBeyond,
  exportPartFilename,
  exportPartLabel,
  exportParts,
  exportPeriodProblem,
  exportTotals,
  INVOICE_EXPORT_MESSAGES as M,
  plainRow,
  PLAIN_EXPORT_HEADER,
  previousMonth,
  QUICKBOOKS_CREDIT_NOTE_HEADER,
  QUICKBOOKS_INVOICE_HEADER,
  quickBooksCreditNoteRow,
  quickBooksInvoiceRow,
  quickBooksTaxCode,
  ukDate,
  unitOf,
  XERO_HEADER,
  xeroRow,
  xeroTaxType,
  type ExportLine,
} from './invoice-exports';
import { creditLines, taxLines } from './vat';

const codes = { salesAccount: '200', depositAccount: '850' };

function line(over: Partial<ExportLine> = {}): ExportLine {
  return {
    docType: 'invoice',
    number: 'INV-000001',
    seq: 1,
    invoiceNumber: 'INV-000001',
    kind: 'invoice',
    source: 'collection',
    issueDate: '2026-10-03',
    dueDate: '2026-10-17',
    customerName: 'Anna Owner',
    customerEmail: 'anna@owner.example',
    propertyName: 'Sea View',
    propertyAddress: '2 Harbour Row',
    vatRegistered: true,
    position: 1,
    description: 'Weekly Linen Service',
    quantity: 1,
    category: 'standard',
    vatRateBasisPoints: 2000,
    netPence: 2083,
    vatPence: 417,
    grossPence: 2500,
    invoiceGrossPence: 2500,
    paidPence: 0,
    creditedPence: 0,
    paidOn: null,
    reason: null,
    note: null,
    ...over,
  };
}

/** A row of the Xero file as a record by column name. */
const xero = (l: ExportLine) => Object.fromEntries(XERO_HEADER.map((h, i) => [h, xeroRow(l, codes)[i]]));

describe('Xero layout', () => {
  it('has the template’s 29 columns in its order', () => {
    expect(XERO_HEADER.join(',')).toBe(
      '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,' +
        '*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,' +
        '*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme',
    );
    expect(xeroRow(line(), codes)).toHaveLength(XERO_HEADER.length);
  });

  it('writes an invoice line VAT inclusive, with its own VAT, UK dates, the sales account and GBP', () => {
    expect(xero(line())).toMatchObject({
      '*ContactName': 'Anna Owner',
      EmailAddress: 'anna@owner.example',
      '*InvoiceNumber': 'INV-000001',
      Reference: 'Sea View',
      '*InvoiceDate': '03/10/2026',
      '*DueDate': '17/10/2026',
      '*Description': 'Weekly Linen Service',
      '*Quantity': '1',
      '*UnitAmount': '25.00',
      '*AccountCode': '200',
      '*TaxType': '20% (VAT on Income)',
      TaxAmount: '4.17',
      Total: '',
      Currency: 'GBP',
    });
  });

  it('maps every VAT treatment to a UK tax rate name', () => {
    expect(xeroTaxType({ category: 'standard', vatRateBasisPoints: 2000 })).toBe('20% (VAT on Income)');
    expect(xeroTaxType({ category: 'standard', vatRateBasisPoints: 500 })).toBe('5% (VAT on Income)');
    expect(xeroTaxType({ category: 'standard', vatRateBasisPoints: 1750 })).toBe('17.5% (VAT on Income)');
    expect(xeroTaxType({ category: 'standard', vatRateBasisPoints: 0 })).toBe('Zero Rated Income');
    expect(xeroTaxType({ category: 'zero', vatRateBasisPoints: 0 })).toBe('Zero Rated Income');
    expect(xeroTaxType({ category: 'exempt', vatRateBasisPoints: null })).toBe('Exempt Income');
    expect(xeroTaxType({ category: 'outside', vatRateBasisPoints: null })).toBe('No VAT');
  });

  it('writes a credit note as negative amounts referencing its invoice, dated its issue day', () => {
    const row = xero(line({ docType: 'credit_note', number: 'CN-000004', seq: 4, issueDate: '2026-10-20', dueDate: null, reason: 'waived' }));
    expect(row).toMatchObject({
      '*InvoiceNumber': 'CN-000004',
      Reference: 'INV-000001',
      '*InvoiceDate': '20/10/2026',
      '*DueDate': '20/10/2026',
      '*Quantity': '1',
      '*UnitAmount': '-25.00',
      TaxAmount: '-4.17',
    });
  });

  it('codes deposits held (a deposit receipt and its credit) to the deposit account, with no VAT', () => {
    const deposit = line({ kind: 'deposit_receipt', source: 'deposit', category: 'outside', vatRateBasisPoints: null, netPence: 15000, vatPence: 0, grossPence: 15000 });
    expect(xero(deposit)).toMatchObject({ '*AccountCode': '850', '*TaxType': 'No VAT', TaxAmount: '0.00', '*UnitAmount': '150.00' });
    expect(xero({ ...deposit, docType: 'credit_note', reason: 'deposit_refund' })['*AccountCode']).toBe('850');
  });

  it('escapes formula text in every text cell, and leaves negative amounts numbers', () => {
    const evil = line({ customerName: '=HYPERLINK("http://x")', description: '+cmd', propertyName: '@SUM(1)', customerEmail: '-x@y' });
    const row = xero(evil);
    expect(row['*ContactName']).toBe(`'=HYPERLINK("http://x")`);
    expect(row['*Description']).toBe("'+cmd");
    expect(row.Reference).toBe("'@SUM(1)");
    expect(row.EmailAddress).toBe("'-x@y");
    expect(xero({ ...evil, docType: 'credit_note' })['*UnitAmount']).toBe('-25.00');
  });
});

describe('QuickBooks Online layouts', () => {
  it('has the invoice and credit note import columns', () => {
    expect(QUICKBOOKS_INVOICE_HEADER.join(',')).toBe(
      'InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Location,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,ItemTaxCode,ItemTaxAmount,Currency,Service Date',
    );
    expect(quickBooksInvoiceRow(line())).toHaveLength(QUICKBOOKS_INVOICE_HEADER.length);
    expect(quickBooksCreditNoteRow(line({ docType: 'credit_note' }))).toHaveLength(QUICKBOOKS_CREDIT_NOTE_HEADER.length);
  });

  it('maps VAT treatments to UK VAT codes', () => {
    expect(quickBooksTaxCode({ category: 'standard', vatRateBasisPoints: 2000 })).toBe('20.0% S');
    expect(quickBooksTaxCode({ category: 'standard', vatRateBasisPoints: 500 })).toBe('5.0% R');
    expect(quickBooksTaxCode({ category: 'standard', vatRateBasisPoints: 1750 })).toBe('17.5% S');
    expect(quickBooksTaxCode({ category: 'zero', vatRateBasisPoints: 0 })).toBe('0.0% Z');
    expect(quickBooksTaxCode({ category: 'exempt', vatRateBasisPoints: null })).toBe('Exempt');
    expect(quickBooksTaxCode({ category: 'outside', vatRateBasisPoints: null })).toBe('No VAT');
  });

  it('writes an invoice line with a fixed item per source and the property as the memo', () => {
    const row = quickBooksInvoiceRow(line({ quantity: 2, grossPence: 5000, netPence: 4167, vatPence: 833, source: 'charge' }));
    expect(row).toEqual([
      'INV-000001',
      'Anna Owner',
      '03/10/2026',
      '17/10/2026',
      '',
      '',
      'Sea View, 2 Harbour Row',
      'Charge',
      'Weekly Linen Service',
      '2',
      '25.00',
      '50.00',
      '20.0% S',
      '8.33',
      'GBP',
      '',
    ]);
  });

  it('writes a credit note with positive amounts (its own import), naming the invoice it credits', () => {
    const row = quickBooksCreditNoteRow(line({ docType: 'credit_note', number: 'CN-000002', issueDate: '2026-10-21', dueDate: null, reason: 'goodwill' }));
    expect(row.slice(0, 5)).toEqual(['CN-000002', 'Anna Owner', '21/10/2026', '', 'Credits INV-000001: Goodwill credit']);
    expect(row[9]).toBe('25.00');
    expect(row[11]).toBe('4.17');
  });
});

describe('plain CSV', () => {
  it('states every line with its document, VAT treatment, signed amounts and status', () => {
    expect(plainRow(line())).toHaveLength(PLAIN_EXPORT_HEADER.length);
    const paid = plainRow(line({ paidPence: 2500, paidOn: '2026-10-04' }));
    expect(paid).toEqual([
      'Invoice',
      'INV-000001',
      'INV-000001',
      '2026-10-03',
      '2026-10-17',
      'Anna Owner',
      'anna@owner.example',
      'Sea View',
      '2 Harbour Row',
      'Collection',
      '1',
      'Weekly Linen Service',
      '1',
      'Standard',
      '20%',
      '20.83',
      '4.17',
      '25.00',
      'Paid',
      '2026-10-04',
      '',
    ]);
    const credit = plainRow(line({ docType: 'credit_note', number: 'CN-000001', dueDate: null, reason: 'waived' }));
    expect(credit.slice(0, 3)).toEqual(['Credit note', 'CN-000001', 'INV-000001']);
    expect(credit.slice(15)).toEqual(['-20.83', '-4.17', '-25.00', 'Issued', '', 'Charge waived']);
    expect(plainRow(line({ vatRegistered: false, category: 'outside', vatRateBasisPoints: null }))[14]).toBe('No VAT');
    expect(plainRow(line({ creditedPence: 2500 }))[18]).toBe('Credited');
  });
});

describe('amounts', () => {
  it('splits a line into a whole-pence unit amount, else one of the whole line', () => {
    expect(unitOf({ quantity: 3, grossPence: 900 })).toEqual({ quantity: 3, unitPence: 300 });
    expect(unitOf({ quantity: 3, grossPence: 1000 })).toEqual({ quantity: 1, unitPence: 1000 });
    expect(unitOf({ quantity: 1, grossPence: 1 })).toEqual({ quantity: 1, unitPence: 1 });
  });

  it('reconciles to the penny: the lines add up to the invoices’ totals less the credit notes’', () => {
    const regime = { vatRegistered: true, vatRateBasisPoints: 2000 };
    const taxed = taxLines(
      [
        { description: 'Linen', quantity: 1, grossPence: 2999, category: 'standard' },
        { description: 'Towels', quantity: 3, grossPence: 1001, category: 'standard' },
        { description: 'Books', quantity: 1, grossPence: 733, category: 'zero' },
      ],
      regime,
    );
    const invoiceLines = taxed.map((l, i) => line({ ...l, position: i + 1 }));
    const credited = creditLines(taxed, 1234).map((l, i) => line({ ...l, position: i + 1, docType: 'credit_note', number: 'CN-000001' }));
    const all = [...invoiceLines, ...credited];
    expect(exportTotals(all).grossPence).toBe(2999 + 1001 + 733 - 1234);
    expect(exportTotals(all).netPence + exportTotals(all).vatPence).toBe(exportTotals(all).grossPence);
    // What Xero adds up from the file (quantity × unit amount, and the tax amounts) is the same, in pence.
    const fromXero = all.map((l) => xeroRow(l, codes)).reduce(
      (t, r) => ({ gross: t.gross + Math.round(Number(r[17]) * Number(r[18]) * 100), vat: t.vat + Math.round(Number(r[22]) * 100) }),
      { gross: 0, vat: 0 },
    );
    expect(fromXero).toEqual({ gross: exportTotals(all).grossPence, vat: exportTotals(all).vatPence });
  });

  it('gives the same bytes for the same lines', () => {
    const layout = exportLayout('xero', codes);
    const file = () => stringify([layout.header as string[], ...[line(), line({ position: 2 })].map(layout.row)]);
    expect(file()).toBe(file());
  });
});

describe('the period', () => {
  it('takes real days, in order, at most 366 of them', () => {
    expect(exportPeriodProblem('2026-10-01', '2026-10-31')).toBeNull();
    expect(exportPeriodProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(exportPeriodProblem('2024-01-01', '2024-12-31')).toBeNull(); // 366 days, a leap year
    expect(exportPeriodProblem('2026-01-01', '2027-01-01')).toBeNull(); // 366 days
    expect(exportPeriodProblem('2026-01-01', '2027-01-02')).toBe(M.tooLong);
    expect(exportPeriodProblem('2026-02-30', '2026-03-01')).toBe(M.from);
    expect(exportPeriodProblem('2026-10-01', '1/11/2026')).toBe(M.to);
    expect(exportPeriodProblem('2026-10-02', '2026-10-01')).toBe(M.order);
  });

  it('defaults to last month', () => {
    expect(previousMonth('2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousMonth('2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonth('2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('writes dates as DD/MM/YYYY for the importers', () => {
    expect(ukDate('2026-01-09')).toBe('09/01/2026');
  });
});

describe('splitting an export into files an importer takes', () => {
  const span = (documents: number, perFile: number | null) => exportParts(documents, perFile).map((p) => [p.first, p.last]);

  it('cuts whole documents into runs of at most the limit, in order, the last run short', () => {
    expect(span(7, 3)).toEqual([
      [1, 3],
      [4, 6],
      [7, 7],
    ]);
    expect(span(6, 3)).toEqual([
      [1, 3],
      [4, 6],
    ]);
    expect(exportParts(7, 3).every((p) => p.parts === 3)).toBe(true);
    expect(exportParts(7, 3).map((p) => p.part)).toEqual([1, 2, 3]);
  });

  it('keeps a period at or under the limit, or with no limit, in one file; an empty period is one empty file', () => {
    expect(span(3, 3)).toEqual([[1, 3]]);
    expect(span(1, 3)).toEqual([[1, 1]]);
    expect(span(5000, null)).toEqual([[1, 5000]]);
    expect(exportParts(0, 3)).toEqual([{ part: 1, parts: 1, first: 1, last: 0 }]);
    expect(exportParts(0, null)).toEqual([{ part: 1, parts: 1, first: 1, last: 0 }]);
  });

  it('puts Xero at 500 documents a file and QuickBooks invoices at 100; 501 documents are two Xero files', () => {
    expect(EXPORT_DOCUMENTS_PER_FILE.xero).toBe(500);
    expect(EXPORT_DOCUMENTS_PER_FILE.quickbooks).toBe(100);
    expect(EXPORT_DOCUMENTS_PER_FILE.csv).toBeNull();
    expect(span(501, EXPORT_DOCUMENTS_PER_FILE.xero)).toEqual([
      [1, 500],
      [501, 501],
    ]);
    expect(span(500, EXPORT_DOCUMENTS_PER_FILE.xero)).toEqual([[1, 500]]);
  });

  it('finds a part by its number, none beyond the last or below the first', () => {
    expect(exportPart(7, 3, 2)).toEqual({ part: 2, parts: 3, first: 4, last: 6 });
    expect(exportPart(7, 3, 4)).toBeNull();
    expect(exportPart(7, 3, 0)).toBeNull();
    expect(exportPart(0, 3, 1)).toEqual({ part: 1, parts: 1, first: 1, last: 0 });
  });

  it('names a part for the panel and the file name, and says which parts there are', () => {
    expect(exportPartLabel({ part: 2, parts: 3, first: 501, last: 1000 })).toBe('Part 2 of 3 (documents 501–1000)');
    expect(exportPartFilename({ part: 2, parts: 3 })).toEqual(['part-2-of-3']);
    expect(exportPartFilename({ part: 1, parts: 1 })).toEqual([]);
    expect(exportPartBeyond(3)).toBe('This period has 3 parts: choose part 1 to 3');
    expect(exportPartBeyond(1)).toBe('This period fits in one file: choose part 1');
  });
});
