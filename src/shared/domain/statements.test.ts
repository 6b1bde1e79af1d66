import { describe, expect, it } from 'vitest';
import {
  balanceText,
  buildStatement,
  presetPeriod,
  statementEntries,
  statementPeriod,
  STATEMENT_MESSAGES as M,
  type StatementFacts,
} from './statements';
import { formatPence } from './money';

type Inv = StatementFacts['invoices'][number];
type Pay = StatementFacts['payments'][number];
type Cn = StatementFacts['creditNotes'][number];

const at = (day: string, time = '10:00:00') => `${day}T${time}.000Z`;
const inv = (id: string, number: string, day: string, gross: number, extra: Partial<Inv> = {}): Inv => ({
  id,
  number,
  source: 'collection',
  kind: 'invoice',
  propertyId: 'p1',
  issueDate: day,
  issuedAt: at(day),
  grossPence: gross,
  ...extra,
});
const pay = (id: string, invoiceId: string, day: string, amount: number, via: Pay['via'] = 'card', time = '11:00:00'): Pay => ({
  id,
  invoiceId,
  amountPence: amount,
  via,
  paidDate: day,
  paidAt: at(day, time),
});
const cn = (id: string, invoiceId: string, number: string, day: string, gross: number, reason: Cn['reason'], refund = 0, time = '12:00:00'): Cn => ({
  id,
  invoiceId,
  number,
  reason,
  issueDate: day,
  issuedAt: at(day, time),
  grossPence: gross,
  refundPence: refund,
});
const names = new Map([
  ['p1', 'Harbour Flat'],
  ['p2', 'Anchor Cottage'],
]);
const build = (from: string, to: string, facts: StatementFacts) => buildStatement({ from, to }, statementEntries(facts), names);

describe('the statement period', () => {
  it('takes two real days in order, at most 366 days apart', () => {
    expect(statementPeriod({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ period: { from: '2026-01-01', to: '2026-12-31' } });
    expect(statementPeriod({ from: '2028-01-01', to: '2028-12-31' })).toEqual({ period: { from: '2028-01-01', to: '2028-12-31' } }); // 366 days
    expect(statementPeriod({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ problem: M.tooLong, field: 'to' });
    expect(statementPeriod({ from: '2026-11-05', to: '2026-11-04' })).toEqual({ problem: M.reversed, field: 'to' });
    expect(statementPeriod({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ problem: M.badFrom, field: 'from' });
    expect(statementPeriod({ from: '2026-02-01', to: '1 March' })).toEqual({ problem: M.badTo, field: 'to' });
    expect(statementPeriod({ to: '2026-03-01' })).toEqual({ problem: M.badFrom, field: 'from' });
  });

  it('has presets around London today: this month, last month (across a year end), this year', () => {
    expect(presetPeriod('this-month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(presetPeriod('last-month', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('last-month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('this-year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-11-27' });
  });
});

describe('the statement', () => {
  it('adds invoices, takes off payments, with a running balance, and an opening balance from before the period', () => {
    const s = build('2026-11-01', '2026-11-30', {
      invoices: [inv('a', 'INV-000001', '2026-10-20', 3500), inv('b', 'INV-000002', '2026-11-03', 4000), inv('c', 'INV-000003', '2026-11-10', 2500)],
      payments: [pay('pa', 'a', '2026-11-02', 3500), pay('pb', 'b', '2026-11-03', 4000, 'recorded')],
      creditNotes: [],
    });
    expect(s.sections).toHaveLength(1);
    const [flat] = s.sections;
    expect(flat).toMatchObject({ propertyName: 'Harbour Flat', openingPence: 3500, invoicedPence: 6500, paidPence: 7500, closingPence: 2500 });
    expect(flat.rows.map((r) => [r.date, r.kind, r.reference, r.effectPence, r.balancePence])).toEqual([
      ['2026-11-02', 'payment', 'INV-000001', -3500, 0],
      ['2026-11-03', 'invoice', 'INV-000002', 4000, 4000],
      ['2026-11-03', 'payment', 'INV-000002', -4000, 0],
      ['2026-11-10', 'invoice', 'INV-000003', 2500, 2500],
    ]);
    expect(s.total).toEqual({ openingPence: 3500, invoicedPence: 6500, paidPence: 7500, creditedPence: 0, refundedPence: 0, closingPence: 2500 });
  });

  it('leaves out what comes after the period, and properties with nothing in it and nothing owed', () => {
    const s = build('2026-11-01', '2026-11-30', {
      invoices: [inv('a', 'INV-000001', '2026-12-01', 3500), inv('b', 'INV-000002', '2026-10-01', 1000, { propertyId: 'p2' })],
      payments: [pay('pb', 'b', '2026-10-02', 1000)],
      creditNotes: [],
    });
    expect(s.sections).toEqual([]);
    expect(s.total.closingPence).toBe(0);
  });

  it('takes off a credit note and adds back the part refunded: a card-paid invoice credited and refunded in full nets to 0', () => {
    const s = build('2026-11-01', '2026-11-30', {
      invoices: [inv('a', 'INV-000001', '2026-11-02', 3000), inv('b', 'INV-000002', '2026-11-04', 2000)],
      payments: [pay('pa', 'a', '2026-11-02', 3000)],
      creditNotes: [cn('c1', 'a', 'CN-000001', '2026-11-05', 3000, 'goodwill', 3000), cn('c2', 'b', 'CN-000002', '2026-11-06', 500, 'waived')],
    });
    const rows = s.sections[0].rows.map((r) => [r.kind, r.reference, r.amountPence, r.balancePence]);
    expect(rows).toEqual([
      ['invoice', 'INV-000001', 3000, 3000],
      ['payment', 'INV-000001', 3000, 0],
      ['invoice', 'INV-000002', 2000, 2000],
      ['credit_note', 'CN-000001', 3000, -1000],
      ['refund', 'CN-000001', 3000, 2000],
      ['credit_note', 'CN-000002', 500, 1500],
    ]);
    expect(s.total).toMatchObject({ invoicedPence: 5000, paidPence: 3000, creditedPence: 3500, refundedPence: 3000, closingPence: 1500 });
  });

  it('a deposit receipt paid by card, part applied to unpaid items and the rest refunded, ends at 0', () => {
    // The deposit (£150) is paid by card; a collection (£35) and a damage charge (£20) are left unpaid.
    // The refund settles both from the deposit ('deposit' payments), credits the receipt for what was
    // applied (£55, 'deposit_applied') and refunds the rest (£95, 'deposit_refund'), all at one instant.
    const refundAt = '15:30:00';
    const s = build('2026-11-01', '2026-11-30', {
      invoices: [
        inv('dep', 'INV-000001', '2026-11-01', 15000, { source: 'deposit', kind: 'deposit_receipt' }),
        inv('col', 'INV-000002', '2026-11-08', 3500),
        inv('dmg', 'INV-000003', '2026-11-09', 2000, { source: 'damage' }),
      ],
      payments: [
        pay('p-dep', 'dep', '2026-11-01', 15000),
        pay('p-col', 'col', '2026-11-20', 3500, 'deposit', refundAt),
        pay('p-dmg', 'dmg', '2026-11-20', 2000, 'deposit', refundAt),
      ],
      creditNotes: [
        cn('applied', 'dep', 'CN-000001', '2026-11-20', 5500, 'deposit_applied', 0, refundAt),
        cn('back', 'dep', 'CN-000002', '2026-11-20', 9500, 'deposit_refund', 9500, refundAt),
      ],
    });
    const [flat] = s.sections;
    expect(flat.rows.map((r) => [r.kind, r.reference, r.amountPence, r.effectPence, r.balancePence])).toEqual([
      ['invoice', 'INV-000001', 15000, 15000, 15000],
      ['payment', 'INV-000001', 15000, -15000, 0],
      ['invoice', 'INV-000002', 3500, 3500, 3500],
      ['invoice', 'INV-000003', 2000, 2000, 5500],
      // Shown, but carried by the receipt's credit note below.
      ['payment', 'INV-000002', 3500, 0, 5500],
      ['payment', 'INV-000003', 2000, 0, 5500],
      ['credit_note', 'CN-000001', 5500, -5500, 0],
      ['credit_note', 'CN-000002', 9500, -9500, -9500],
      ['refund', 'CN-000002', 9500, 9500, 0],
    ]);
    expect(flat.rows[4].description).toBe("Paid from the deposit (on the deposit's credit note)");
    expect(flat.closingPence).toBe(0);
    expect(s.total).toEqual({ openingPence: 0, invoicedPence: 20500, paidPence: 15000, creditedPence: 15000, refundedPence: 9500, closingPence: 0 });
  });

  it('counts a payment from a deposit that has no receipt to credit (taken before invoices) as a payment', () => {
    const s = build('2026-11-01', '2026-11-30', {
      invoices: [inv('col', 'INV-000002', '2026-11-08', 3500)],
      payments: [pay('p-col', 'col', '2026-11-20', 3500, 'deposit')],
      creditNotes: [],
    });
    expect(s.sections[0].rows.map((r) => [r.description, r.effectPence, r.balancePence])).toEqual([
      ['Collection invoice', 3500, 3500],
      ['Paid from the deposit', -3500, 0],
    ]);
  });

  it('leaves out payments towards invoices not numbered yet, and keeps properties apart with the account last', () => {
    const s = build('2026-11-01', '2026-11-30', {
      invoices: [
        inv('a', 'INV-000001', '2026-11-02', 3000),
        inv('b', 'INV-000002', '2026-11-03', 1200, { propertyId: 'p2' }),
        inv('c', 'INV-000003', '2026-11-04', 999, { propertyId: null, source: 'purchase' }),
      ],
      payments: [pay('x', 'not-numbered', '2026-11-05', 700), pay('pb', 'b', '2026-11-06', 200)],
      creditNotes: [],
    });
    expect(s.sections.map((x) => [x.propertyName, x.closingPence])).toEqual([
      ['Anchor Cottage', 1000],
      ['Harbour Flat', 3000],
      ['Account', 999],
    ]);
    expect(s.total.closingPence).toBe(4999);
  });

  it("dates a payment made before its invoice was numbered on the invoice's issue day, so periods chain", async () => {
    const facts: StatementFacts = {
      invoices: [inv('a', 'INV-000001', '2026-11-03', 3000)],
      payments: [pay('pa', 'a', '2026-10-28', 3000)],
      creditNotes: [],
    };
    const october = build('2026-10-01', '2026-10-31', facts);
    const november = build('2026-11-01', '2026-11-30', facts);
    expect(october.total.closingPence).toBe(0);
    expect(november.total.openingPence).toBe(0);
    expect(november.sections[0].rows.map((r) => [r.date, r.kind, r.balancePence])).toEqual([
      ['2026-11-03', 'invoice', 3000],
      ['2026-11-03', 'payment', 0],
    ]);
  });

  it('words the balance', () => {
    expect(balanceText(1250, formatPence)).toBe('You owe £12.50');
    expect(balanceText(-300, formatPence)).toBe('You are owed £3.00');
    expect(balanceText(0, formatPence)).toBe('Nothing owed');
  });
});
