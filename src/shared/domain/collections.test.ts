import { describe, expect, it } from 'vitest';
import {
  collectionCheckoutLineName,
  collectionEnteredAt,
  collectionPayment,
  COLLECTION_PAYMENT_MESSAGES,
  invoiceLinesFromServices,
  invoiceLinesOf,
  invoiceLinesTotal,
  LEGACY_INVOICE_LINE_NAME,
  owedOnInvoice,
  collectionInvoiceState,
  collectionPeriodStart,
  overdueEnteredBefore,
} from './collections';
import { canPayCollections, canStartCollectionCheckout } from './abilities';
import { isPaymentOverdue } from './payment-deadline';
import { roleFlags } from './permissions';

const now = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

describe('collectionPeriodStart', () => {
  it('goes back 7, 30 or 90 days from now, and not at all for all time', () => {
    expect(collectionPeriodStart('7', now)?.toISOString()).toBe('2026-11-17T12:00:00.000Z');
    expect(collectionPeriodStart('30', now)?.toISOString()).toBe('2026-10-25T12:00:00.000Z');
    expect(collectionPeriodStart('90', now)?.toISOString()).toBe('2026-08-26T12:00:00.000Z');
    expect(collectionPeriodStart('all', now)).toBeNull();
  });
});

describe('collectionEnteredAt', () => {
  it('is the collection moment, else the record time', () => {
    const collectedAt = new Date('2026-11-01T08:00:00Z');
    const createdAt = new Date('2026-11-02T08:00:00Z');
    expect(collectionEnteredAt({ collectedAt, createdAt })).toBe(collectedAt);
    expect(collectionEnteredAt({ collectedAt: null, createdAt })).toBe(createdAt);
  });
});

describe('overdueEnteredBefore', () => {
  it('draws the same line as isPaymentOverdue', () => {
    const cutoff = overdueEnteredBefore(now);
    expect(cutoff.toISOString()).toBe('2026-11-14T12:00:00.000Z');
    for (const offset of [-1, 0, 1]) {
      const enteredAt = new Date(cutoff.getTime() + offset);
      expect(enteredAt < cutoff).toBe(isPaymentOverdue({ enteredAt, paid: false }, now));
    }
  });
});

describe('collectionInvoiceState', () => {
  it('is paid when paid, whatever the age', () => {
    expect(collectionInvoiceState({ paid: true, enteredAt: new Date(now.getTime() - 40 * DAY), amountPence: 3700 }, now)).toBe('paid');
  });
  it('is unpaid up to 10 days after entry, then overdue', () => {
    expect(collectionInvoiceState({ paid: false, enteredAt: new Date(now.getTime() - 10 * DAY), amountPence: 3700 }, now)).toBe('unpaid');
    expect(collectionInvoiceState({ paid: false, enteredAt: new Date(now.getTime() - 10 * DAY - 1), amountPence: 3700 }, now)).toBe('overdue');
  });
  it('is no charge for a £0 invoice, never unpaid or overdue (issue 19)', () => {
    expect(collectionInvoiceState({ paid: false, enteredAt: new Date(now.getTime() - 40 * DAY), amountPence: 0 }, now)).toBe('no_charge');
    expect(collectionInvoiceState({ paid: false, enteredAt: now, amountPence: 0 }, now)).toBe('no_charge');
  });
});

describe('canPayCollections', () => {
  it('is the collections_view flag: without it, no collection checkout and no collection invoice in Payments due', () => {
    expect(canPayCollections({ flags: { collections_view: true } })).toBe(true);
    expect(canPayCollections({ flags: { collections_view: false } })).toBe(false);
  });
});

describe('canStartCollectionCheckout', () => {
  it('lets owners and staff who see collections start the checkout, not couriers or cleaners', () => {
    expect(canStartCollectionCheckout({ flags: roleFlags('client') })).toBe(true);
    for (const role of ['admin', 'manager', 'staff'] as const) expect(canStartCollectionCheckout({ flags: roleFlags(role) }), role).toBe(true);
    for (const role of ['courier', 'cleaner'] as const) expect(canStartCollectionCheckout({ flags: roleFlags(role) }), role).toBe(false);
    expect(canStartCollectionCheckout({ flags: { ...roleFlags('client'), collections_view: false } })).toBe(false);
  });
});

describe('the lines of a collection invoice and what is owed (issue 19, Experience High 1)', () => {
  const services = [
    { id: 'p1', name: 'Weekly Linen Service', pricePence: 2500 },
    { id: 'p2', name: 'Premium Linen Service', pricePence: 1200 },
    { id: 'p3', name: 'Bespoke', pricePence: null },
  ];

  it('makes one line per service at Collect, a service with no price at £0, totalling the invoice', () => {
    const lines = invoiceLinesFromServices(services);
    expect(lines).toEqual([
      { productId: 'p1', name: 'Weekly Linen Service', amountPence: 2500 },
      { productId: 'p2', name: 'Premium Linen Service', amountPence: 1200 },
      { productId: 'p3', name: 'Bespoke', amountPence: 0 },
    ]);
    expect(invoiceLinesTotal(lines)).toBe(3700);
    expect(invoiceLinesFromServices([])).toEqual([]);
  });

  it('shows the stored lines; an older invoice shows one line for its amount; £0 with none shows none', () => {
    const stored = [{ productId: 'p1', name: 'Weekly Linen Service', amountPence: 2500 }];
    expect(invoiceLinesOf({ invoiceLines: stored, amountPence: 2500 })).toEqual(stored);
    expect(invoiceLinesOf({ invoiceLines: null, amountPence: 3700 })).toEqual([
      { productId: null, name: LEGACY_INVOICE_LINE_NAME, amountPence: 3700 },
    ]);
    expect(LEGACY_INVOICE_LINE_NAME).toBe('Collection invoice');
    expect(invoiceLinesOf({ invoiceLines: null, amountPence: 0 })).toEqual([]);
    expect(invoiceLinesOf({ invoiceLines: [], amountPence: 0 })).toEqual([]);
  });

  it('owes the amount less what was paid, nothing once paid', () => {
    expect(owedOnInvoice({ amountPence: 3700, amountPaidPence: 0, paid: false })).toBe(3700);
    expect(owedOnInvoice({ amountPence: 3700, amountPaidPence: 1000, paid: false })).toBe(2700);
    expect(owedOnInvoice({ amountPence: 3700, amountPaidPence: 5000, paid: false })).toBe(0);
    expect(owedOnInvoice({ amountPence: 3700, amountPaidPence: 0, paid: true })).toBe(0);
  });

  it('pays what is owed in one checkout; a paid or £0 invoice starts none, with a clear message', () => {
    expect(collectionPayment({ amountPence: 3700, amountPaidPence: 1000, paid: false })).toEqual({ ok: true, owedPence: 2700 });
    expect(collectionPayment({ amountPence: 3700, amountPaidPence: 3700, paid: true })).toEqual({
      ok: false,
      reason: 'paid',
      message: 'This collection has already been paid',
    });
    expect(collectionPayment({ amountPence: 0, amountPaidPence: 0, paid: false })).toEqual({
      ok: false,
      reason: 'nothing',
      message: COLLECTION_PAYMENT_MESSAGES.nothingToPay,
    });
    expect(COLLECTION_PAYMENT_MESSAGES.nothingToPay).toBe('This collection invoice is £0.00: there is nothing to pay.');
  });

  it("names the checkout line after the property and the collection's day", () => {
    expect(collectionCheckoutLineName('Sea View', '26 Nov 2026')).toBe('Collection invoice — Sea View, 26 Nov 2026');
  });
});
