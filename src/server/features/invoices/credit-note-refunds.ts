/**
 * Sending a credit note's refunds to the payment provider (decision 0194, amended 2026-11-27). The
 * credit note's transaction only writes them (credit_note_refunds, 'pending'); after it commits, each is
 * sent with its idempotency key, at once by the request that issued the note and again by the scheduled
 * job until the provider accepts it. Each send holds the refund's row lock (SKIP LOCKED), so one process
 * sends it at a time. An attempt's key makes the provider answer a repeat of it with the refund it made
 * (a crash between the provider's answer and our commit is sent again under the same key); a later
 * attempt first asks the provider for a refund made under our refund id, then sends with a key of its own.
 * The provider's id is kept per refund; a refusal keeps the attempt and its error, and is audited.
 */
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { refundOutcome } from '@shared/domain/provider-refunds';
import { CREDIT_REFUND_MAX_ATTEMPTS, creditRefundRetryDelayMs } from '@shared/domain/invoices';
import { recordAudit } from '../../lib/audit';
import { describeUnexpected, logError } from '../../lib/log-error';
import * as refunds from './credit-note-refunds.repo';
import { setCreditNoteRefund } from './invoices.repo';

/** How often the job sends the refunds that are due again. */
export const CREDIT_REFUNDS_EVERY_MS = 60_000;
const BATCH = 50;

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
    const now = deps.now();
    const claimed = await refunds.claimPendingRefund(tx, id, now);
    if (!claimed) return false;
    const { refund: r, invoiceId, creditNote } = claimed;
    const attempts = r.attempts + 1;
    const about = { creditNote, creditNoteId: r.creditNoteId, refundId: r.id, key: r.idempotencyKey, paymentId: r.paymentId, amountPence: r.amountPence, attempt: attempts };
    let providerRefundId: string;
    let found = false;
    try {
      // A retry asks the provider first whether an earlier attempt's refund was made (its answer lost):
      // then that refund is the one. Otherwise each attempt has a key of its own, as the provider keeps
      // an answer under a key, refusals included, and would give the same refusal back for a day.
      const made = attempts > 1 && deps.payments.findRefund ? await deps.payments.findRefund(r.providerPaymentId, r.idempotencyKey) : null;
      found = made !== null;
      providerRefundId = (
        made ?? (await deps.payments.refund({ paymentIntentId: r.providerPaymentId, amountPence: r.amountPence, refundId: r.idempotencyKey, attempt: attempts }))
      ).providerRefundId;
    } catch (err) {
      const error = describeUnexpected(err).split('\n')[0] ?? 'refused';
      const failed = attempts >= CREDIT_REFUND_MAX_ATTEMPTS;
      await refunds.markRefused(tx, r.id, { attempts, error, nextAttemptAt: new Date(now.getTime() + creditRefundRetryDelayMs(attempts)), failed });
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
    const details = { ...about, providerRefundId, ...(found ? { foundAtProvider: true } : {}) };
    await recordAudit(tx, { actorUserId: null, action: 'credit_note.refunded', entityType: 'invoice', entityId: invoiceId, details });
    return true;
  });
}

/** What of the provider's refund event is applied here (the payments webhook's ProviderRefundEvent). */
export interface CreditRefundEvent {
  id: string;
  providerRefundId: string;
  refundId: string | null;
  status: string;
}

/**
 * The provider's event about a credit note's refund (its metadata.refund_id is our key, 'credit-…'):
 * a refund still pending here becomes refunded; one the provider reports failed or cancelled becomes
 * failed (the money did not go back), audited as a warning. False when no refund of a credit note has
 * that key (the event is someone else's).
 */
export async function applyCreditRefundEvent(tx: Tx, event: CreditRefundEvent, now: Date): Promise<boolean> {
  const row = event.refundId ? await refunds.lockRefundByKey(tx, event.refundId) : undefined;
  if (!row) return false;
  const outcome = refundOutcome(event.status);
  const about = { creditNoteId: row.creditNoteId, refundId: row.id, key: row.idempotencyKey, amountPence: row.amountPence, providerRefundId: event.providerRefundId, eventId: event.id, status: event.status };
  const invoiceId = await refunds.invoiceOfCreditNote(tx, row.creditNoteId);
  if (outcome === 'succeeded' && row.status === 'pending') {
    await refunds.markRefunded(tx, row.id, event.providerRefundId, now);
    await recordAudit(tx, { actorUserId: null, action: 'credit_note.refunded', entityType: 'invoice', entityId: invoiceId, details: about });
  } else if (outcome === 'failed' && row.status !== 'failed') {
    await refunds.markFailedByProvider(tx, row.id, `The payment provider reported the refund ${event.status}`);
    await recordAudit(tx, { actorUserId: null, action: 'credit_note.refund_failed', entityType: 'invoice', entityId: invoiceId, details: { ...about, warning: true } });
  }
  return true;
}
