/**
 * The payment provider's refund events (refund.created / refund.updated / refund.failed), dispatched
 * here by the payments webhook inside its transaction: the pending refund they name becomes succeeded
 * (refunded_at) or failed, with an audit row. A replayed event never gets here (payment_events), and a
 * refund already settled does not change again. An event that names no refund of ours (a refund made in
 * the provider's dashboard, or one whose row is missing) is acknowledged and audited as a warning,
 * 'deposit.refund_unmatched', so staff can reconcile it (issue 19).
 */
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { refundOutcome } from '@shared/domain/provider-refunds';
import type { ProviderRefundEvent } from '../payments';
import * as repo from './deposit-refunds.repo';

/** What of the provider's refund event is applied here. */
export type RefundEvent = Pick<ProviderRefundEvent, 'id' | 'providerRefundId' | 'refundId' | 'status' | 'amountPence'>;

export async function applyRefundEvent(tx: Tx, event: RefundEvent, now: Date): Promise<void> {
  const match = { refundId: event.refundId, providerRefundId: event.providerRefundId };
  if (!(await repo.refundExists(tx, match))) return auditUnmatched(tx, event);
  const outcome = refundOutcome(event.status);
  if (!outcome) return;
  const row = await repo.settleRefundByEvent(tx, match, outcome, now);
  if (!row) return; // Already settled.
  await audit(tx, null, {
    action: outcome === 'succeeded' ? 'deposit.refund_succeeded' : 'deposit.refund_failed',
    entityType: 'property',
    entityId: row.propertyId,
    details: { refundId: row.id, providerRefundId: event.providerRefundId, amountPence: row.amountPence, eventId: event.id, status: event.status },
  });
}

/** A refund event naming no refund of ours: acknowledged, and a warning in the audit log to reconcile. */
async function auditUnmatched(tx: Tx, event: RefundEvent): Promise<void> {
  await audit(tx, null, {
    action: 'deposit.refund_unmatched',
    entityType: 'refund',
    entityId: event.providerRefundId,
    details: {
      warning: true,
      eventId: event.id,
      providerRefundId: event.providerRefundId,
      refundId: event.refundId,
      status: event.status,
      amountPence: event.amountPence,
      note: 'A refund event from the payment provider matches no refund recorded here: check it in the provider and reconcile',
    },
  });
}
