/**
 * The purpose registry (issue 20 item 4): a checkout pays for something another feature owns (a
 * property's deposit, a collection's invoice, a damage record, a charge). That feature says how its
 * checkout is priced and what a paid checkout means for its records; payments only keeps the checkout,
 * the order, the receipt and the 'payment.*' audit rows, and calls the owner by purpose. The handlers
 * are wired at start (boot.ts fills `AppDeps.paymentPurposes`, and `AppDeps.refundEvents` for the
 * provider's refund events), so payments imports none of them.
 */
import type { CheckoutPurpose } from '@shared/schemas/payments';
import type { Tx } from '../../db/client';
import type { AppDeps, RequestContext } from '../../lib/context';
import type { CheckoutLine, PaymentEvent } from './payment-provider';
import type { CheckoutRow } from './payments.repo';

/** The purposes another feature owns: every one but 'purchase' (the catalogue and plans, payments' own). */
export type OwnedPurpose = Exclude<CheckoutPurpose, 'purchase'>;

/** A subject's checkout as its owner prices it: one payment-mode checkout per caller and subject. */
export interface PurposeCheckout {
  lines: CheckoutLine[];
  reference: Record<string, string>;
  /** The record paid for: a caller has at most one open checkout per purpose and subject (decision 0166). */
  subjectId: string;
  /** Whether the caller's open checkout for the subject may be handed back (e.g. for the same amount). */
  reusable?: (open: CheckoutRow) => boolean;
}

/** A paid checkout, as its purpose's owner applies it in the webhook's transaction. */
export interface PaidCheckout {
  /** Who paid: the actor of the audit rows the owner writes. */
  userId: string;
  reference: Readonly<Record<string, string>>;
  /** What was paid (the provider's total, else the checkout's). */
  amountPence: number;
}

/** What a paid checkout meant for its subject. */
export interface PurposeOutcome {
  /** The subject's record was changed by this payment. */
  applied: boolean;
  /** Paid for something already paid: the order stands, and 'payment.duplicate' tells staff to refund it. */
  duplicate: boolean;
  /** Paid less than owed: recorded towards it, and audited as 'payment.short' on this record. */
  short?: { entityType: string; entityId: string; invoicePence: number; paidPence: number };
  /** What the receipt lists instead of the checkout's lines (a collection's invoice lines). */
  receiptItems?: string[];
}

export interface PaymentPurposeHandler {
  /**
   * Prices the checkout of a subject for the caller: who may pay (403), which record (404 when missing
   * or another owner's), whether it is still owed (409), and its lines.
   */
  checkout(deps: AppDeps, ctx: RequestContext, subjectId: string): Promise<PurposeCheckout>;
  /** Applies a paid checkout, once (payments completes the checkout first), inside the webhook's transaction. */
  applyPaid(tx: Tx, paid: PaidCheckout, now: Date): Promise<PurposeOutcome>;
}

/** Every owned purpose's handler: boot.ts must supply each one. */
export type PaymentPurposeHandlers = Record<OwnedPurpose, PaymentPurposeHandler>;

/** Nothing to apply: a reference without its subject (never written by this app) is acknowledged as applied. */
export const NOTHING_TO_APPLY: PurposeOutcome = { applied: true, duplicate: false };

/** The provider's result of a refund we asked for (refund.created / refund.updated / refund.failed). */
export type ProviderRefundEvent = Extract<PaymentEvent, { type: 'refund.created' | 'refund.updated' | 'refund.failed' }>;

/** Applies a refund event inside the webhook's transaction (the refunding feature: deposit-refunds). */
export type RefundEventHandler = (tx: Tx, event: ProviderRefundEvent, now: Date) => Promise<void>;

declare module '../../lib/context' {
  interface AppDeps {
    /** What each owned purpose means to the feature that owns it (boot.ts wires them). */
    paymentPurposes: PaymentPurposeHandlers;
    /** Where the provider's refund events go (boot.ts wires deposit-refunds). */
    refundEvents: RefundEventHandler;
  }
}
