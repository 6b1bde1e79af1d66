/**
 * Invoices and credit notes (issue 23; decision 0194): what an owner pays or owes is stated on a
 * numbered invoice (a deposit on a deposit receipt, when the business treats deposits as money held),
 * and money given back or let off on a numbered credit note against it. Pure rules: the numbers, the
 * dates, the status and the credit a note may give.
 */
import { formatPence } from './money';
import { addDays } from './calendar';

/** What an invoice is for: the record it states, one invoice per record. */
export type InvoiceSource = 'collection' | 'damage' | 'charge' | 'deposit' | 'purchase' | 'subscription';
export const INVOICE_SOURCES: readonly InvoiceSource[] = ['collection', 'damage', 'charge', 'deposit', 'purchase', 'subscription'];

/** An invoice, or a deposit's receipt (money held, outside the scope of VAT, when the business says so). */
export type InvoiceKind = 'invoice' | 'deposit_receipt';

export const INVOICE_SOURCE_LABELS: Record<InvoiceSource, string> = {
  collection: 'Collection',
  damage: 'Damage charge',
  charge: 'Charge',
  deposit: 'Damage deposit',
  purchase: 'One-off service',
  subscription: 'Subscription',
};

/** Why a credit note was issued. */
export type CreditReason = 'waived' | 'goodwill' | 'deposit_refund' | 'deposit_applied' | 'cancelled';
export const CREDIT_REASONS: readonly CreditReason[] = ['waived', 'goodwill', 'deposit_refund', 'deposit_applied', 'cancelled'];
export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  waived: 'Charge waived',
  goodwill: 'Goodwill credit',
  deposit_refund: 'Deposit refunded',
  deposit_applied: 'Deposit applied to unpaid items',
  cancelled: 'Cancelled',
};

/** 'waiting': recorded while the business details are not set; numbered (issued) once they are. */
export type InvoiceStatus = 'waiting' | 'unpaid' | 'paid' | 'credited';

export const INVOICE_LIMITS = {
  /** Digits a document number is padded to: INV-000042. */
  numberDigits: 6,
  creditNoteText: 500,
  /** Invoices and credit notes a page. */
  pageSize: 50,
} as const;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  waiting: 'Invoice number pending: the business details are not set yet',
  creditTooMuch: (leftPence: number) => `A credit note cannot exceed what is left on its invoice (${formatPence(leftPence)})`,
  creditNothingLeft: 'This invoice has been credited in full',
  creditAmountFormat: 'Enter an amount from £0.01',
  creditNoteTextRequired: 'Enter the reason for the credit',
  creditNoteTextTooLong: `The reason must be at most ${INVOICE_LIMITS.creditNoteText} characters`,
  creditWaiting: 'An invoice can be credited once it has its number',
  creditRequestId: 'The credit note form is out of date; close it and open it again',
  creditIssued: (number: string) => `Credit note ${number} issued`,
} as const;

/** A document's number: its prefix and its place in its sequence, padded: ('INV-', 42) → 'INV-000042'. */
export function documentNumber(prefix: string, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError('documentNumber: a sequence from 1');
  return `${prefix}${String(seq).padStart(INVOICE_LIMITS.numberDigits, '0')}`;
}


/** When an invoice is due: on its issue day when it was paid at issue, else after the payment terms' days. */
export function dueDate(issueDay: string, termsDays: number, paidAtIssue: boolean): string {
  return paidAtIssue ? issueDay : addDays(issueDay, termsDays);
}

export interface InvoiceAmounts {
  number: string | null;
  grossPence: number;
  /** What was paid towards it (cards, deposits applied, payments staff recorded). */
  paidPence: number;
  /** What credit notes against it came to. */
  creditedPence: number;
}

/** What is left to credit on an invoice: its total less the credit notes already against it. */
export const creditableLeft = (inv: Pick<InvoiceAmounts, 'grossPence' | 'creditedPence'>): number => Math.max(0, inv.grossPence - inv.creditedPence);

/** What the owner still owes on it: the total less credits and payments, never below 0. */
export const owedOn = (inv: InvoiceAmounts): number => Math.max(0, inv.grossPence - inv.creditedPence - inv.paidPence);

/** waiting until numbered; credited once credit notes cover it all; paid once nothing is owed; else unpaid. */
export function invoiceStatus(inv: InvoiceAmounts): InvoiceStatus {
  if (inv.number === null) return 'waiting';
  if (inv.creditedPence >= inv.grossPence) return 'credited';
  return owedOn(inv) === 0 ? 'paid' : 'unpaid';
}

/** 'Unpaid', 'Paid on 3 Dec 2026', 'Credited', 'Number pending'. */
export function invoiceStatusText(status: InvoiceStatus, paidOn: string | null): string {
  if (status === 'paid') return paidOn ? `Paid on ${paidOn}` : 'Paid';
  if (status === 'credited') return 'Credited';
  if (status === 'waiting') return 'Number pending';
  return 'Unpaid';
}

/**
 * How a credit of `creditPence` is settled: it first lets off what is still owed, and the rest is money
 * to give back, refunded through the payment provider up to what was taken by card and not yet
 * refunded. A credit above what is left to credit is refused (null).
 */
export function creditSettlement(
  inv: InvoiceAmounts & { cardPaidPence: number; refundedPence: number },
  creditPence: number,
): { letOffPence: number; refundPence: number } | null {
  if (!Number.isInteger(creditPence) || creditPence <= 0 || creditPence > creditableLeft(inv)) return null;
  const letOff = Math.min(creditPence, owedOn(inv));
  const refund = Math.min(creditPence - letOff, Math.max(0, inv.cardPaidPence - inv.refundedPence));
  return { letOffPence: letOff, refundPence: refund };
}

/** A card payment a credit note's refund may go back to, with what earlier credit notes already send back from it. */
export interface RefundableCardPayment {
  id: string;
  amountPence: number;
  refundedPence: number;
}

/**
 * How a credit note's refund is split over the invoice's card payments (newest first, as given): each
 * payment gives back at most what it has left after earlier refunds, so no refund exceeds its payment.
 * The plan may fall short of `refundPence` when the payments have less left: the credit note refunds
 * what the plan sends back, never more.
 */
export function planCardRefunds(newestFirst: readonly RefundableCardPayment[], refundPence: number): { paymentId: string; amountPence: number }[] {
  const plan: { paymentId: string; amountPence: number }[] = [];
  let left = Math.max(0, refundPence);
  for (const p of newestFirst) {
    if (left <= 0) break;
    const amount = Math.min(left, Math.max(0, p.amountPence - p.refundedPence));
    if (amount <= 0) continue;
    plan.push({ paymentId: p.id, amountPence: amount });
    left -= amount;
  }
  return plan;
}

/**
 * Whether the provider's paid invoice is a plan's renewal we invoice (decision 0194, amended 2026-11-27):
 * a new period of a subscription ('subscription_cycle') for more than nothing. The first period is the
 * checkout's invoice, and this app makes no other kind of subscription invoice.
 */
export const isRenewalToInvoice = (paid: { billingReason: string | null; totalPence: number }): boolean =>
  paid.billingReason === 'subscription_cycle' && paid.totalPence > 0;

/** After this many refusals a credit note's card refund is 'failed' (shown on the invoice) and no longer retried. */
export const CREDIT_REFUND_MAX_ATTEMPTS = 8;

/** The wait before a credit note's refund is sent again after `attempts` refusals: 1, 2, 4 … minutes, at most 2 hours. */
export const creditRefundRetryDelayMs = (attempts: number): number => Math.min(2 ** Math.max(0, attempts - 1) * 60_000, 2 * 60 * 60_000);

export type CreditRefundStatus = 'none' | 'pending' | 'refunded' | 'failed';

/**
 * What a credit note's refund stands at, for the invoice and the credit note's PDF: '£12.00 refunded',
 * '£12.00 refund pending', '£5.00 refunded, £7.00 refund pending'. A credit note refunding nothing has
 * no text; one with no refund rows (made before they were kept, or a deposit refund's) reads refunded.
 */
export function creditRefundState(
  refundPence: number,
  refunds: readonly { amountPence: number; status: 'pending' | 'refunded' | 'failed' }[],
): { status: CreditRefundStatus; text: string | null } {
  if (refundPence <= 0) return { status: 'none', text: null };
  if (refunds.length === 0) return { status: 'refunded', text: `${formatPence(refundPence)} refunded` };
  const sum = (s: string) => refunds.filter((r) => r.status === s).reduce((t, r) => t + r.amountPence, 0);
  const done = sum('refunded');
  const pending = sum('pending');
  const failed = sum('failed');
  const parts = [
    done > 0 ? `${formatPence(done)} refunded` : null,
    pending > 0 ? `${formatPence(pending)} refund pending` : null,
    failed > 0 ? `${formatPence(failed)} refund failed` : null,
  ].filter((p): p is string => p !== null);
  return { status: failed > 0 ? 'failed' : pending > 0 ? 'pending' : 'refunded', text: parts.join(', ') };
}
