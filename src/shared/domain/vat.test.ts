import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  creditLines,
  lineRate,
  taxLine,
  taxLines,
  totalsOf,
  vatInGross,
  vatRateLabel,
  type GrossLine,
  type TaxedLine,
  type VatCategory,
  type VatRegime,
} from './vat';

const REGISTERED: VatRegime = { vatRegistered: true, vatRateBasisPoints: 2000 };
const NOT_REGISTERED: VatRegime = { vatRegistered: false, vatRateBasisPoints: null };

const line = (grossPence: number, category: VatCategory = 'standard', description = 'Deep clean'): GrossLine => ({
  description,
  quantity: 1,
  grossPence,
  category,
});

describe('vatInGross', () => {
  it('takes the VAT fraction of a gross amount, rounded to the penny half up', () => {
    expect(vatInGross(120, 2000)).toBe(20);
    expect(vatInGross(1, 2000)).toBe(0); // 0.1667p
    expect(vatInGross(3, 2000)).toBe(1); // exactly 0.5p rounds up
    expect(vatInGross(6, 2000)).toBe(1);
    expect(vatInGross(100, 2000)).toBe(17); // 16.667p
    expect(vatInGross(599, 500)).toBe(29); // 28.52p at 5%
    expect(vatInGross(21, 500)).toBe(1);
    expect(vatInGross(1000, 1750)).toBe(149); // 148.94p at 17.5%
  });

  it('is symmetric for a negative gross (a credit): half rounds away from zero', () => {
    expect(vatInGross(-120, 2000)).toBe(-20);
    expect(vatInGross(-3, 2000)).toBe(-1);
    expect(vatInGross(-599, 500)).toBe(-29);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (gross, rate) => {
        expect(vatInGross(-gross, rate) + vatInGross(gross, rate)).toBe(0);
      }),
    );
  });

  it('is the nearest penny to the exact VAT, never more than the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 500, 1750, 2000, 2500), (gross, rate) => {
        const vat = vatInGross(gross, rate);
        const exact = (gross * rate) / (10_000 + rate);
        expect(Math.abs(vat - exact)).toBeLessThanOrEqual(0.5);
        expect(vat).toBeLessThanOrEqual(gross);
        expect(vat).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is nothing at 0% or on nothing', () => {
    expect(vatInGross(12345, 0)).toBe(0);
    expect(vatInGross(0, 2000)).toBe(0);
  });

  it('refuses fractions of a penny, fractional or negative rates', () => {
    expect(() => vatInGross(1.5, 2000)).toThrow(RangeError);
    expect(() => vatInGross(100, 12.5)).toThrow(RangeError);
    expect(() => vatInGross(100, -1)).toThrow(RangeError);
    expect(() => vatInGross(Number.NaN, 2000)).toThrow(RangeError);
  });
});

describe('taxing lines', () => {
  it('taxes a standard line at the default rate, a zero-rated one at 0%, exempt and outside at no rate', () => {
    expect(taxLine(line(120), REGISTERED)).toMatchObject({
      category: 'standard',
      vatRateBasisPoints: 2000,
      netPence: 100,
      vatPence: 20,
      grossPence: 120,
    });
    expect(taxLine(line(120, 'zero'), REGISTERED)).toMatchObject({
      category: 'zero',
      vatRateBasisPoints: 0,
      netPence: 120,
      vatPence: 0,
      grossPence: 120,
    });
    expect(taxLine(line(120, 'exempt'), REGISTERED)).toMatchObject({ category: 'exempt', vatRateBasisPoints: null, netPence: 120, vatPence: 0 });
    expect(taxLine(line(120, 'outside'), REGISTERED)).toMatchObject({ category: 'outside', vatRateBasisPoints: null, netPence: 120, vatPence: 0 });
  });

  it('uses the business rate, not a fixed 20%', () => {
    expect(taxLine(line(599), { vatRegistered: true, vatRateBasisPoints: 500 })).toMatchObject({
      vatRateBasisPoints: 500,
      vatPence: 29,
      netPence: 570,
    });
  });

  it('keeps the description and quantity of the line', () => {
    const taxed = taxLine({ description: 'Towel set', quantity: 3, grossPence: 900, category: 'standard' }, REGISTERED);
    expect(taxed).toMatchObject({ description: 'Towel set', quantity: 3, vatPence: 150, netPence: 750 });
  });

  it('charges no VAT for a business not VAT registered, every line outside the scope and labelled No VAT', () => {
    for (const category of ['standard', 'zero', 'exempt', 'outside'] as const) {
      expect(lineRate(category, NOT_REGISTERED)).toBeNull();
      const taxed = taxLine(line(12_000, category), NOT_REGISTERED);
      expect(taxed).toMatchObject({ category: 'outside', vatRateBasisPoints: null, vatPence: 0, netPence: 12_000, grossPence: 12_000 });
      expect(vatRateLabel(taxed, false)).toBe('No VAT');
    }
    // Registered but with no rate set: still no VAT.
    expect(taxLine(line(120), { vatRegistered: true, vatRateBasisPoints: null })).toMatchObject({ vatPence: 0, vatRateBasisPoints: null });
  });

  it('rounds VAT per line, so the total VAT is the sum of the lines, not the VAT of the total', () => {
    const taxed = taxLines([line(3), line(3), line(3)], REGISTERED);
    expect(taxed.map((l) => l.vatPence)).toEqual([1, 1, 1]);
    expect(totalsOf(taxed)).toEqual({ netPence: 6, vatPence: 3, grossPence: 9 });
    expect(vatInGross(9, 2000)).toBe(2); // what a VAT of the total would have said
  });

  it('totals are the sums of the lines: gross equals the sum of the lines gross, and net + VAT = gross on every line', () => {
    const arbLine = fc.record({
      description: fc.string({ maxLength: 10 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      grossPence: fc.integer({ min: 0, max: 5_000_000 }),
      category: fc.constantFrom<VatCategory>('standard', 'zero', 'exempt', 'outside'),
    });
    const arbRegime = fc.oneof(
      fc.record({ vatRegistered: fc.constant(true), vatRateBasisPoints: fc.integer({ min: 0, max: 10_000 }) }),
      fc.constant(NOT_REGISTERED),
    );
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 30 }), arbRegime, (lines, regime) => {
        const taxed = taxLines(lines, regime);
        const totals = totalsOf(taxed);
        expect(totals.grossPence).toBe(lines.reduce((s, l) => s + l.grossPence, 0));
        expect(totals.netPence + totals.vatPence).toBe(totals.grossPence);
        for (const t of taxed) {
          expect(t.netPence + t.vatPence).toBe(t.grossPence);
          expect(Number.isInteger(t.vatPence)).toBe(true);
          if (!regime.vatRegistered) expect(t.vatPence).toBe(0);
        }
      }),
    );
  });

  it('totals of nothing are nothing', () => {
    expect(totalsOf([])).toEqual({ netPence: 0, vatPence: 0, grossPence: 0 });
  });
});

describe('vatRateLabel', () => {
  it('states the rate, or why there is none', () => {
    expect(vatRateLabel({ category: 'standard', vatRateBasisPoints: 2000 }, true)).toBe('20%');
    expect(vatRateLabel({ category: 'standard', vatRateBasisPoints: 500 }, true)).toBe('5%');
    expect(vatRateLabel({ category: 'standard', vatRateBasisPoints: 1750 }, true)).toBe('17.5%');
    expect(vatRateLabel({ category: 'zero', vatRateBasisPoints: 0 }, true)).toBe('0%');
    expect(vatRateLabel({ category: 'exempt', vatRateBasisPoints: null }, true)).toBe('Exempt');
    expect(vatRateLabel({ category: 'outside', vatRateBasisPoints: null }, true)).toBe('Outside scope');
    expect(vatRateLabel({ category: 'standard', vatRateBasisPoints: 2000 }, false)).toBe('No VAT');
  });
});

describe('creditLines', () => {
  const invoice: TaxedLine[] = taxLines(
    [line(12_000, 'standard', 'Deep clean'), line(6_000, 'zero', 'Books'), line(0, 'standard', 'Free bag'), line(2_000, 'exempt', 'Insurance')],
    REGISTERED,
  );
  const total = 20_000;

  it('a full credit is the invoice lines as they are', () => {
    expect(creditLines(invoice, total)).toEqual(invoice);
    const oneLine = taxLines([line(120)], REGISTERED);
    expect(creditLines(oneLine, 120)).toEqual(oneLine);
  });

  it('a partial credit is shared over the lines in proportion, each taxed at its line rate', () => {
    const credit = creditLines(invoice, 10_000);
    expect(credit).toEqual([
      { description: 'Deep clean', quantity: 1, category: 'standard', vatRateBasisPoints: 2000, grossPence: 6_000, vatPence: 1_000, netPence: 5_000 },
      { description: 'Books', quantity: 1, category: 'zero', vatRateBasisPoints: 0, grossPence: 3_000, vatPence: 0, netPence: 3_000 },
      { description: 'Insurance', quantity: 1, category: 'exempt', vatRateBasisPoints: null, grossPence: 1_000, vatPence: 0, netPence: 1_000 },
    ]);
  });

  it('gives the pennies left by rounding down to the largest remainders, first line first on a tie', () => {
    const lines = taxLines([line(100, 'standard', 'A'), line(200, 'standard', 'B')], REGISTERED);
    // 100 of 300: 33.33 and 66.67 → 33 and 67.
    expect(creditLines(lines, 100).map((l) => l.grossPence)).toEqual([33, 67]);
    const even = taxLines([line(100, 'standard', 'A'), line(100, 'standard', 'B'), line(100, 'standard', 'C')], REGISTERED);
    // 2 of 300: 0.67 each → the first two take a penny, the third takes nothing and is left out.
    expect(creditLines(even, 2).map((l) => [l.description, l.grossPence])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
  });

  it('lines of £0 take no share', () => {
    for (const credit of [1, 7, 9_999, 19_999]) expect(creditLines(invoice, credit).some((l) => l.description === 'Free bag')).toBe(false);
  });

  it('the shares add up to the credit exactly, and net + VAT = gross on each', () => {
    const arbInvoice = fc.array(
      fc.record({
        grossPence: fc.integer({ min: 0, max: 1_000_000 }),
        category: fc.constantFrom<VatCategory>('standard', 'zero', 'exempt', 'outside'),
      }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(
        arbInvoice.filter((ls) => ls.some((l) => l.grossPence > 0)),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (ls, fraction) => {
          const lines = taxLines(
            ls.map((l, i) => line(l.grossPence, l.category, `Line ${i}`)),
            { vatRegistered: true, vatRateBasisPoints: 2000 },
          );
          const sum = lines.reduce((s, l) => s + l.grossPence, 0);
          const credit = Math.max(1, Math.min(sum, Math.round(sum * fraction)));
          const shares = creditLines(lines, credit);
          expect(shares.reduce((s, l) => s + l.grossPence, 0)).toBe(credit);
          // A full credit is the invoice's lines as they are (an issued invoice has no £0 lines: issueInvoice drops them).
          if (credit === sum) {
            expect(shares).toEqual(lines);
            return;
          }
          for (const s of shares) {
            expect(s.grossPence).toBeGreaterThan(0);
            expect(s.netPence + s.vatPence).toBe(s.grossPence);
            const of = lines.find((l) => l.description === s.description)!;
            expect(of.grossPence).toBeGreaterThan(0);
            expect(s.grossPence).toBeLessThanOrEqual(of.grossPence);
            // Within a penny of its exact proportion.
            expect(Math.abs(s.grossPence - (of.grossPence * credit) / sum)).toBeLessThan(1);
            expect(s.vatRateBasisPoints).toBe(of.vatRateBasisPoints);
          }
        },
      ),
    );
  });

  it('refuses a credit of nothing, a fraction of a penny, or more than the invoice total', () => {
    expect(() => creditLines(invoice, 0)).toThrow(RangeError);
    expect(() => creditLines(invoice, -100)).toThrow(RangeError);
    expect(() => creditLines(invoice, 10.5)).toThrow(RangeError);
    expect(() => creditLines(invoice, total + 1)).toThrow(RangeError);
    expect(() => creditLines([], 1)).toThrow(RangeError);
  });
});
