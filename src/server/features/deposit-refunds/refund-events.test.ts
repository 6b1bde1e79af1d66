import { describe, expect, it } from 'vitest';
import { refundOutcome } from '@shared/domain/provider-refunds';
import { normaliseEvent, refundIdempotencyKey } from '../payments/payment-provider';

const refundEvent = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', type, data: { object: { object: 'refund', ...object } } });

describe('refund events', () => {
  it('reads our refund id from the metadata, the status, amount and payment intent', () => {
    expect(
      normaliseEvent(refundEvent('refund.updated', { id: 're_1', status: 'succeeded', amount: 3800, payment_intent: { id: 'pi_1' }, metadata: { refund_id: 'r-1' } })),
    ).toEqual({ id: 'evt_1', type: 'refund.updated', providerRefundId: 're_1', refundId: 'r-1', status: 'succeeded', amountPence: 3800, paymentIntentId: 'pi_1' });
    expect(normaliseEvent(refundEvent('refund.created', { id: 're_2' }))).toMatchObject({ type: 'refund.created', refundId: null, status: 'pending', amountPence: null });
    expect(normaliseEvent(refundEvent('refund.failed', { id: 're_3', status: 'pending' }))).toMatchObject({ status: 'failed' });
  });

  it("acknowledges Stripe's charge.refunded without acting on it", () => {
    expect(normaliseEvent({ id: 'evt_2', type: 'charge.refunded', data: { object: { id: 'ch_1' } } })).toEqual({ id: 'evt_2', type: 'other', rawType: 'charge.refunded' });
  });

  it('refuses a refund event without the refund id', () => {
    expect(() => normaliseEvent(refundEvent('refund.updated', { status: 'succeeded' }))).toThrow();
  });

  it('settles on succeeded, fails on failed or canceled, and waits otherwise', () => {
    expect(refundOutcome('succeeded')).toBe('succeeded');
    expect(refundOutcome('failed')).toBe('failed');
    expect(refundOutcome('canceled')).toBe('failed');
    expect(refundOutcome('pending')).toBeNull();
    expect(refundOutcome('requires_action')).toBeNull();
  });

  it('keys each refund request by our refund id and attempt', () => {
    expect(refundIdempotencyKey({ refundId: 'r-1', attempt: 1 })).toBe('refund-r-1');
    expect(refundIdempotencyKey({ refundId: 'r-1', attempt: 2 })).toBe('refund-r-1-2');
  });
});
