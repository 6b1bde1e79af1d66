import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isRenewalToInvoice,
  CREDIT_REFUND_MAX_ATTEMPTS,
  creditRefundRetryDelayMs,
  creditRefundState,
  creditSettlement,
  creditableLeft,
  planCardRefunds,
  documentNumber,
  dueDate,
  invoiceStatus,
  invoiceStatusText,
  owedOn,
  type InvoiceAmounts,
} from './invoices';
import { addDays } from './calendar';

const issued = (over: Partial<InvoiceAmounts> = {}): InvoiceAmounts => ({
  number: 'INV-000001',
  grossPence: 10_000,
  paidPence: 0,
  creditedPence: 0,
  ...over,
});

describe('documentNumber', () => {
  it('pads the sequence to six digits after the prefix', () => {
    expect(documentNumber('INV-', 1)).toBe('INV-000001');
    expect(documentNumber('INV-', 42)).toBe('INV-000042');
    expect(documentNumber('CN-', 999_999)).toBe('CN-999999');
    expect(documentNumber('', 7)).toBe('000007');
  });

  it('keeps every digit past six rather than cutting the number', () => {
    expect(documentNumber('INV-', 1_000_000)).toBe('INV-1000000');
  });

  it('refuses a sequence below 1 or not whole', () => {
    for (const seq of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => documentNumber('INV-', seq), String(seq)).toThrow(RangeError);
  });

  it('gives distinct numbers to distinct sequences', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 1, max: 9_999_999 }), (a, b) => {
        expect(documentNumber('INV-', a) === documentNumber('INV-', b)).toBe(a === b);
      }),
    );
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-11-28', 14)).toBe('2026-12-12');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29'); // leap year
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
  });

  it('counts calendar days across the clock changes (25 Oct 2026 has 25 hours, 29 Mar 2026 has 23)', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-20', 14)).toBe('2026-11-03');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('is undone by the opposite count', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (d, n) => {
          const day = d.toISOString().slice(0, 10);
          expect(addDays(addDays(day, n), -n)).toBe(day);
        },
      ),
    );
  });
});

describe('dueDate', () => {
  it('is after the payment terms, or on the issue day when paid at issue', () => {
    expect(dueDate('2026-11-27', 14, false)).toBe('2026-12-11');
    expect(dueDate('2026-12-25', 30, false)).toBe('2027-01-24');
    expect(dueDate('2026-11-27', 0, false)).toBe('2026-11-27');
    expect(dueDate('2026-11-27', 14, true)).toBe('2026-11-27');
  });
});

describe('invoiceStatus', () => {
  it('is waiting until the invoice has its number, whatever is paid', () => {
    expect(invoiceStatus(issued({ number: null }))).toBe('waiting');
    expect(invoiceStatus(issued({ number: null, paidPence: 10_000 }))).toBe('waiting');
  });

  it('is unpaid while anything is owed', () => {
    expect(invoiceStatus(issued())).toBe('unpaid');
    expect(invoiceStatus(issued({ paidPence: 9_999 }))).toBe('unpaid');
    expect(invoiceStatus(issued({ paidPence: 4_000, creditedPence: 5_000 }))).toBe('unpaid');
  });

  it('is paid once payments and part credits cover it, over-paid included', () => {
    expect(invoiceStatus(issued({ paidPence: 10_000 }))).toBe('paid');
    expect(invoiceStatus(issued({ paidPence: 6_000, creditedPence: 4_000 }))).toBe('paid');
    expect(invoiceStatus(issued({ paidPence: 12_000 }))).toBe('paid');
    expect(owedOn(issued({ paidPence: 12_000 }))).toBe(0);
  });

  it('is credited once credit notes cover the whole total, even if it was paid', () => {
    expect(invoiceStatus(issued({ creditedPence: 10_000 }))).toBe('credited');
    expect(invoiceStatus(issued({ creditedPence: 10_000, paidPence: 10_000 }))).toBe('credited');
  });

  it('reads in plain words', () => {
    expect(invoiceStatusText('paid', '3 Dec 2026')).toBe('Paid on 3 Dec 2026');
    expect(invoiceStatusText('paid', null)).toBe('Paid');
    expect(invoiceStatusText('unpaid', null)).toBe('Unpaid');
    expect(invoiceStatusText('credited', null)).toBe('Credited');
    expect(invoiceStatusText('waiting', null)).toBe('Number pending');
  });
});

describe('creditSettlement', () => {
  const card = (over: Partial<InvoiceAmounts & { cardPaidPence: number; refundedPence: number }> = {}) => ({
    ...issued(),
    cardPaidPence: 0,
    refundedPence: 0,
    ...over,
  });

  it('lets off what is owed first, on an unpaid invoice', () => {
    expect(creditSettlement(card(), 3_000)).toEqual({ letOffPence: 3_000, refundPence: 0 });
    expect(creditSettlement(card(), 10_000)).toEqual({ letOffPence: 10_000, refundPence: 0 });
  });

  it('refunds the card for the rest, on a paid invoice', () => {
    const paid = card({ paidPence: 10_000, cardPaidPence: 10_000 });
    expect(creditSettlement(paid, 2_500)).toEqual({ letOffPence: 0, refundPence: 2_500 });
    expect(creditSettlement(paid, 10_000)).toEqual({ letOffPence: 0, refundPence: 10_000 });
  });

  it('splits a credit over a part-paid invoice: what is owed let off, the rest refunded', () => {
    const part = card({ paidPence: 4_000, cardPaidPence: 4_000 });
    expect(creditSettlement(part, 8_000)).toEqual({ letOffPence: 6_000, refundPence: 2_000 });
    expect(creditSettlement(part, 10_000)).toEqual({ letOffPence: 6_000, refundPence: 4_000 });
  });

  it('refunds the card no more than was taken by card and not yet refunded', () => {
    // Paid 4,000 by card and 6,000 otherwise (a deposit applied), 1,500 already refunded with an earlier 1,500 credit.
    const inv = card({ paidPence: 10_000, cardPaidPence: 4_000, refundedPence: 1_500, creditedPence: 1_500 });
    expect(creditSettlement(inv, 8_500)).toEqual({ letOffPence: 0, refundPence: 2_500 });
    expect(creditSettlement(card({ paidPence: 10_000, cardPaidPence: 0 }), 5_000)).toEqual({ letOffPence: 0, refundPence: 0 });
    // Refunded more than the card took (should not happen): nothing to refund, never negative.
    expect(creditSettlement(card({ paidPence: 10_000, cardPaidPence: 1_000, refundedPence: 2_000 }), 100)).toEqual({
      letOffPence: 0,
      refundPence: 0,
    });
  });

  it('refuses nothing, fractions, and anything above what is left to credit', () => {
    expect(creditSettlement(card(), 0)).toBeNull();
    expect(creditSettlement(card(), -1)).toBeNull();
    expect(creditSettlement(card(), 10.5)).toBeNull();
    expect(creditSettlement(card(), 10_001)).toBeNull();
    const halfCredited = card({ creditedPence: 6_000 });
    expect(creditableLeft(halfCredited)).toBe(4_000);
    expect(creditSettlement(halfCredited, 4_000)).toEqual({ letOffPence: 4_000, refundPence: 0 });
    expect(creditSettlement(halfCredited, 4_001)).toBeNull();
    expect(creditSettlement(card({ creditedPence: 10_000 }), 1)).toBeNull();
  });

  it('never lets off more than is owed nor gives back more than the credit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: -10, max: 100_000 }),
        (gross, paid, credited, cardPaid, refunded, credit) => {
          const inv = {
            number: 'INV-000001',
            grossPence: gross,
            paidPence: paid,
            creditedPence: credited,
            cardPaidPence: cardPaid,
            refundedPence: refunded,
          };
          const s = creditSettlement(inv, credit);
          if (credit < 1 || credit > creditableLeft(inv)) {
            expect(s).toBeNull();
            return;
          }
          expect(s).not.toBeNull();
          expect(s!.letOffPence).toBe(Math.min(credit, owedOn(inv)));
          expect(s!.refundPence).toBeGreaterThanOrEqual(0);
          expect(s!.refundPence).toBeLessThanOrEqual(Math.max(0, cardPaid - refunded));
          expect(s!.letOffPence + s!.refundPence).toBeLessThanOrEqual(credit);
        },
      ),
    );
  });
});

describe('planCardRefunds', () => {
  const pay = (id: string, amountPence: number, refundedPence = 0) => ({ id, amountPence, refundedPence });

  it('goes back to the newest payment first, then older ones, each at most what it has left', () => {
    expect(planCardRefunds([pay('b', 2500), pay('a', 1500)], 3000)).toEqual([
      { paymentId: 'b', amountPence: 2500 },
      { paymentId: 'a', amountPence: 500 },
    ]);
    expect(planCardRefunds([pay('b', 2500, 2000), pay('a', 1500)], 1000)).toEqual([
      { paymentId: 'b', amountPence: 500 },
      { paymentId: 'a', amountPence: 500 },
    ]);
    expect(planCardRefunds([pay('b', 2500, 2500), pay('a', 1500)], 1000)).toEqual([{ paymentId: 'a', amountPence: 1000 }]);
  });

  it('never plans more than the payments have left, nor anything for nothing', () => {
    expect(planCardRefunds([pay('a', 1500, 1000)], 3000)).toEqual([{ paymentId: 'a', amountPence: 500 }]);
    expect(planCardRefunds([pay('a', 1500)], 0)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 12_000 })), { maxLength: 5 }), fc.integer({ min: 0, max: 60_000 }), (ps, want) => {
        const payments = ps.map(([amount, refunded], i) => pay(String(i), amount, refunded));
        const plan = planCardRefunds(payments, want);
        const total = plan.reduce((t, r) => t + r.amountPence, 0);
        const room = payments.reduce((t, p) => t + Math.max(0, p.amountPence - p.refundedPence), 0);
        expect(total).toBe(Math.min(want, room));
        for (const r of plan) {
          const p = payments.find((x) => x.id === r.paymentId)!;
          expect(r.amountPence).toBeGreaterThan(0);
          expect(r.amountPence).toBeLessThanOrEqual(p.amountPence - p.refundedPence);
        }
      }),
    );
  });
});

describe('creditRefundState', () => {
  it('says what was refunded, what is pending and what failed', () => {
    expect(creditRefundState(0, [])).toEqual({ status: 'none', text: null });
    expect(creditRefundState(1200, [])).toEqual({ status: 'refunded', text: '£12.00 refunded' });
    expect(creditRefundState(1200, [{ amountPence: 1200, status: 'pending' }])).toEqual({ status: 'pending', text: '£12.00 refund pending' });
    expect(
      creditRefundState(1200, [
        { amountPence: 500, status: 'refunded' },
        { amountPence: 700, status: 'pending' },
      ]),
    ).toEqual({ status: 'pending', text: '£5.00 refunded, £7.00 refund pending' });
    expect(
      creditRefundState(1200, [
        { amountPence: 500, status: 'refunded' },
        { amountPence: 700, status: 'refunded' },
      ]),
    ).toEqual({ status: 'refunded', text: '£12.00 refunded' });
    expect(creditRefundState(700, [{ amountPence: 700, status: 'failed' }])).toEqual({ status: 'failed', text: '£7.00 refund failed' });
  });
});

describe('credit note refund retries', () => {
  it('wait 1, 2, 4 … minutes after each refusal, at most 2 hours, and stop after 8', () => {
    expect([1, 2, 3, 4, 7, 8, 12].map((n) => creditRefundRetryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 64, 120, 120]);
    expect(CREDIT_REFUND_MAX_ATTEMPTS).toBe(8);
  });
});

describe('renewals invoiced from the provider', () => {
  it("are a subscription's new period for more than nothing", () => {
    expect(isRenewalToInvoice({ billingReason: 'subscription_cycle', totalPence: 2000 })).toBe(true);
    expect(isRenewalToInvoice({ billingReason: 'subscription_cycle', totalPence: 0 })).toBe(false);
    expect(isRenewalToInvoice({ billingReason: 'subscription_create', totalPence: 2500 })).toBe(false);
    expect(isRenewalToInvoice({ billingReason: null, totalPence: 2500 })).toBe(false);
  });
});
