import { describe, expect, it } from 'vitest';
import { isPaymentOverdue, paymentDeadline, PAYMENT_DEADLINE_DAYS } from './payment-deadline';

const entered = new Date('2026-11-01T10:00:00Z');
const plus = (ms: number) => new Date(entered.getTime() + ms);
const DAY = 86_400_000;

describe('payment deadline', () => {
  it('falls 10 days after entry', () => {
    expect(PAYMENT_DEADLINE_DAYS).toBe(10);
    expect(paymentDeadline(entered).toISOString()).toBe('2026-11-11T10:00:00.000Z');
  });

  it('is overdue only when unpaid and past the deadline', () => {
    expect(isPaymentOverdue({ enteredAt: entered, paid: false }, plus(10 * DAY))).toBe(false);
    expect(isPaymentOverdue({ enteredAt: entered, paid: false }, plus(10 * DAY + 1))).toBe(true);
    expect(isPaymentOverdue({ enteredAt: entered, paid: true }, plus(30 * DAY))).toBe(false);
  });
});
