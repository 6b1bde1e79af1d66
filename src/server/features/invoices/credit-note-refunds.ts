/**
 * Sending a credit note's refunds to the payment provider (decision 0194, amended 2026-11-27). The
 * credit note's transaction only writes them (credit_note_refunds, 'pending'); after it commits, each is
 * sent with its own idempotency key, at once by the request that issued the note and again by the
 * scheduled job until the provider accepts it. Each send holds the refund's row lock (SKIP LOCKED), so
 * one process sends it at a time, and the key makes the provider answer a repeat with the refund it made:
 * a crash between the provider's answer and our commit is sent again and refunds nothing twice.
 * The provider's id is kept per refund; a refusal keeps the attempt and its error, and is audited.
 */
import type { AppDeps } from '../../lib/context';
import { recordAudit } from '../../lib/audit';
import { describeUnexpected, logError } from '../../lib/log-error';
import * as refunds from './credit-note-refunds.repo';
import { setCreditNoteRefund } from './invoices.repo';

/** How often the job sends the refunds that are due again. */
export const CREDIT_REFUNDS_EVERY_MS = 60_000;
/** After this many refusals a refund is 'failed' (shown on the invoice) and no longer retried. */
export const CREDIT_REFUND_MAX_ATTEMPTS = 8;
const BATCH = 50;

/** The wait before the next attempt after `attempts` refusals: 1, 2, 4 … minutes, at most 2 hours. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1) * 60_000, 2 * 60 * 60_000);

type Deps = Pick<AppDeps, 'db' | 'now' | 'payments'>;

/**
 * Sends pending refunds: one credit note's (after its transaction, whenever due), or every refund due
 * (the scheduled job). Returns how many the provider accepted in this call.
 */
export async function sendCreditNoteRefunds(deps: Deps, only?: { creditNoteId: string }): Promise<number> {
  let accepted = 0;
  for (const id of await refunds.pendingRefundIds(deps.db, { creditNoteId: only?.creditNoteId, now: deps.now(), limit: BATCH })) {
    try {
      if (await sendOne(deps, id)) accepted++;
    } catch (err) {
      logError('A credit note refund could not be sent (sent again by the next run)', err);
    }
  }
  return accepted;
}

/** The scheduled job: every process runs it; each refund is claimed by one at a time. */
export const retryCreditNoteRefunds = (deps: Deps) => sendCreditNoteRefunds(deps);

async function sendOne(deps: Deps, id: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claimed = await refunds.claimPendingRefund(tx, id);
    if (!claimed) return false;
    const { refund: r, invoiceId, creditNote } = claimed;
    const now = deps.now();
    const attempts = r.attempts + 1;
    const about = { creditNote, creditNoteId: r.creditNoteId, refundId: r.id, key: r.idempotencyKey, paymentId: r.paymentId, amountPence: r.amountPence, attempt: attempts };
    let providerRefundId: string;
    try {
      // Always attempt 1: the same key every time, so the provider refunds this row once.
      providerRefundId = (await deps.payments.refund({ paymentIntentId: r.providerPaymentId, amountPence: r.amountPence, refundId: r.idempotencyKey, attempt: 1 }))
        .providerRefundId;
    } catch (err) {
      const error = describeUnexpected(err).split('\n')[0] ?? 'refused';
      const failed = attempts >= CREDIT_REFUND_MAX_ATTEMPTS;
      await refunds.markRefused(tx, r.id, { attempts, error, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)), failed });
      await recordAudit(tx, {
        actorUserId: null,
        action: failed ? 'credit_note.refund_failed' : 'credit_note.refund_refused',
        entityType: 'invoice',
        entityId: invoiceId,
        details: { ...about, error, warning: true },
      });
      logError(`Credit note refund ${r.idempotencyKey} refused by the payment provider (attempt ${attempts})`, err);
      return false;
    }
    await refunds.markRefunded(tx, r.id, providerRefundId, now);
    if (r.position === 1) await setCreditNoteRefund(tx, r.creditNoteId, providerRefundId);
    await recordAudit(tx, { actorUserId: null, action: 'credit_note.refunded', entityType: 'invoice', entityId: invoiceId, details: { ...about, providerRefundId } });
    return true;
  });
}
