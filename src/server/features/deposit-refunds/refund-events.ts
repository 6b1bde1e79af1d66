/**
 * The payment provider's refund events (refund.created / refund.updated / refund.failed), dispatched
 * here by the payments webhook inside its transaction: the pending refund they name becomes succeeded
 * (refunded_at) or failed, with an audit row. A replayed event never gets here (payment_events), and a
 * refund already settled does not change again.
 */
import { recordAudit } from '../audit/audit.repo';
import type { Tx } from '../../db/client';
import * as repo from './deposit-refunds.repo';

export interface RefundEvent {
  id: string;
  providerRefundId: string;
  refundId: string | null;
  status: string;
  amountPence: number | null;
}

/** The provider's refund status as ours: pending, requires_action (and unknown ones) change nothing. */
export function refundOutcome(status: string): 'succeeded' | 'failed' | null {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return null;
}

export async function applyRefundEvent(tx: Tx, event: RefundEvent, now: Date): Promise<void> {
  const outcome = refundOutcome(event.status);
  if (!outcome) return;
  const row = await repo.settleRefundByEvent(tx, { refundId: event.refundId, providerRefundId: event.providerRefundId }, outcome, now);
  if (!row) return; // Not a refund of ours, or already settled.
  await recordAudit(tx, {
    actorUserId: null,
    action: outcome === 'succeeded' ? 'deposit.refund_succeeded' : 'deposit.refund_failed',
    entityType: 'property',
    entityId: row.propertyId,
    details: { refundId: row.id, providerRefundId: event.providerRefundId, amountPence: row.amountPence, eventId: event.id, status: event.status },
  });
}
