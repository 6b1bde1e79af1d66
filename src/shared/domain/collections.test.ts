import { describe, expect, it } from 'vitest';
import {
  canPayCollections,
  collectionEnteredAt,
  collectionInvoiceState,
  collectionPeriodStart,
  overdueEnteredBefore,
} from './collections';
import { isPaymentOverdue } from './payment-deadline';

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
    expect(collectionInvoiceState({ paid: true, enteredAt: new Date(now.getTime() - 40 * DAY) }, now)).toBe('paid');
  });
  it('is unpaid up to 10 days after entry, then overdue', () => {
    expect(collectionInvoiceState({ paid: false, enteredAt: new Date(now.getTime() - 10 * DAY) }, now)).toBe('unpaid');
    expect(collectionInvoiceState({ paid: false, enteredAt: new Date(now.getTime() - 10 * DAY - 1) }, now)).toBe('overdue');
  });
});

describe('canPayCollections', () => {
  it('is the collections_view flag: without it, no collection checkout and no collection invoice in Payments due', () => {
    expect(canPayCollections({ collections_view: true })).toBe(true);
    expect(canPayCollections({ collections_view: false })).toBe(false);
  });
});
