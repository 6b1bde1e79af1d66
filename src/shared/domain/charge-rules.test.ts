import { describe, expect, it } from 'vitest';
import {
  autoLateFeeAt,
  autoLateFeeEnteredBefore,
  chargeDeadline,
  chargeLineName,
  chargePriceId,
  isAutoLateFeeDue,
  isLateFeeEligible,
  type LateFeeItem,
} from './charge-rules';

const DAY = 86_400_000;
const entered = new Date('2026-03-01T10:00:00Z');
const at = (days: number, ms = 0) => new Date(entered.getTime() + days * DAY + ms);

const collection = (over: Partial<Extract<LateFeeItem, { type: 'collection' }>> = {}): LateFeeItem => ({
  type: 'collection',
  collectedAt: entered,
  createdAt: new Date('2026-02-20T10:00:00Z'),
  paid: false,
  owedPence: 3700,
  ...over,
});
const damage = (over: Partial<Extract<LateFeeItem, { type: 'damage' }>> = {}): LateFeeItem => ({
  type: 'damage',
  createdAt: entered,
  chargeRequestedAt: at(1),
  chargedAt: null,
  ...over,
});

describe('chargeDeadline', () => {
  it('is 10 days after the charge was made', () => {
    expect(chargeDeadline(entered).toISOString()).toBe('2026-03-11T10:00:00.000Z');
  });
});

describe('checkout line names', () => {
  it('names a charge line by its kind, and nothing else', () => {
    expect(chargeLineName(chargePriceId('late_changeover'))).toBe('Late changeover');
    expect(chargeLineName(chargePriceId('late_payment'))).toBe('Late payment fee');
    expect(chargeLineName('price_deep_clean')).toBeNull();
  });
});

describe('isLateFeeEligible', () => {
  it('takes an unpaid collection only once its deadline (from collection) has passed', () => {
    expect(isLateFeeEligible(collection(), at(10))).toBe(false);
    expect(isLateFeeEligible(collection(), at(10, 1))).toBe(true);
  });

  it('refuses a paid collection and one not yet collected', () => {
    expect(isLateFeeEligible(collection({ paid: true }), at(30))).toBe(false);
    expect(isLateFeeEligible(collection({ collectedAt: null }), at(30))).toBe(false);
  });

  it('refuses a collection invoice that owes nothing: £0, or paid in full towards it (issue 19)', () => {
    expect(isLateFeeEligible(collection({ owedPence: 0 }), at(30))).toBe(false);
    expect(isLateFeeEligible(collection({ owedPence: -100 }), at(30))).toBe(false);
    expect(isLateFeeEligible(collection({ owedPence: 1 }), at(30))).toBe(true);
    expect(isAutoLateFeeDue(collection({ owedPence: 0 }), 0, at(30))).toBe(false);
  });

  it('takes a damage charge only when requested, unpaid and past its deadline (from entry)', () => {
    expect(isLateFeeEligible(damage(), at(10))).toBe(false);
    expect(isLateFeeEligible(damage(), at(11))).toBe(true);
    expect(isLateFeeEligible(damage({ chargeRequestedAt: null }), at(30))).toBe(false);
    expect(isLateFeeEligible(damage({ chargedAt: at(12) }), at(30))).toBe(false);
  });
});

describe('the automatic policy', () => {
  it('adds its fee once the deadline plus the extra days has passed', () => {
    expect(autoLateFeeAt(entered, 7).toISOString()).toBe(at(17).toISOString());
    expect(isAutoLateFeeDue(collection(), 7, at(17))).toBe(false);
    expect(isAutoLateFeeDue(collection(), 7, at(17, 1))).toBe(true);
    expect(isAutoLateFeeDue(collection(), 0, at(10, 1))).toBe(true);
  });

  it('never adds one to an item that is not eligible', () => {
    expect(isAutoLateFeeDue(collection({ paid: true }), 0, at(60))).toBe(false);
    expect(isAutoLateFeeDue(damage({ chargeRequestedAt: null }), 0, at(60))).toBe(false);
  });

  it('gives the database the same boundary', () => {
    const now = at(17, 1);
    expect(autoLateFeeEnteredBefore(now, 7).getTime()).toBe(entered.getTime() + 1);
    expect(entered.getTime() < autoLateFeeEnteredBefore(now, 7).getTime()).toBe(isAutoLateFeeDue(collection(), 7, now));
  });
});
