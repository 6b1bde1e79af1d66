/** What a payment provider's refund status means here (Stripe's: pending, requires_action, succeeded, failed, canceled). */

/** The provider's refund status as ours: pending, requires_action (and unknown ones) change nothing. */
export function refundOutcome(status: string): 'succeeded' | 'failed' | null {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return null;
}
