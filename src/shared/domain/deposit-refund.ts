/**
 * Refunding a property's deposit (issue 18 point 5; docs/product.md §1.9, the contract terms: the deposit is
 * returned within 14 days of the contract's end, less unpaid charges). Pure: which properties may be
 * refunded, what is withheld for the unpaid items, the balance going back, and the words owners and
 * staff read. The server decides with the same functions.
 */
import { DEPOSIT_REFUND_MESSAGES, depositRefundedText } from './charges';
import { formatPence } from './money';
import { formatDate } from '../format-dates';

/** What a deposit can settle: an unpaid collection invoice, a requested damage charge, a pending charge. */
export const WITHHELD_TYPES = ['collection', 'damage', 'charge'] as const;
export type WithheldType = (typeof WITHHELD_TYPES)[number];

/** One unpaid item the deposit pays (amountPence = what is still owed on it). */
export interface WithheldItem {
  type: WithheldType;
  id: string;
  label: string;
  amountPence: number;
}

export const DEPOSIT_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DepositRefundStatus = (typeof DEPOSIT_REFUND_STATUSES)[number];

/**
 * What is withheld and what goes back: every unpaid item with something still owed (each is settled
 * from the deposit in full), their total, and the deposit less that total. A balance at or below 0
 * means there is nothing to refund (staff chase the payment instead).
 */
export function refundBalance(depositPence: number, unpaid: readonly WithheldItem[]): {
  withheld: WithheldItem[];
  withheldPence: number;
  balancePence: number;
} {
  const withheld = unpaid.filter((item) => item.amountPence > 0);
  const withheldPence = withheld.reduce((sum, item) => sum + item.amountPence, 0);
  return { withheld, withheldPence, balancePence: depositPence - withheldPence };
}

export interface RefundFacts {
  archived: boolean;
  /** The status of the property's latest contract, null when it has none. */
  latestContractStatus: string | null;
  /** Whether the deposit was received (paid through the checkout or recorded by staff). */
  depositReceived: boolean;
  /** Whether a refund was already made for this property. */
  refunded: boolean;
}

/** Whether the property's contract has ended: the property is archived or its latest contract cancelled. */
export function contractEnded(p: Pick<RefundFacts, 'archived' | 'latestContractStatus'>): boolean {
  return p.archived || p.latestContractStatus === 'cancelled';
}

/** Why the deposit cannot be refunded now, or null when it can (the balance is checked apart). */
export function refundRefusal(p: RefundFacts): string | null {
  if (p.refunded) return DEPOSIT_REFUND_MESSAGES.alreadyRefunded;
  if (!p.depositReceived) return DEPOSIT_REFUND_MESSAGES.notPaid;
  if (!contractEnded(p)) return DEPOSIT_REFUND_MESSAGES.notEnded;
  return null;
}

/** 'Deposit refund of £X pending'. */
export const depositRefundPendingText = (amountPence: number) => `Deposit refund of ${formatPence(amountPence)} pending`;

/** 'Deposit refund of £X failed': the provider refused it; staff are told to contact the owner. */
export const depositRefundFailedText = (amountPence: number) => `Deposit refund of ${formatPence(amountPence)} failed`;

/** The refund as owners and staff read it, by its status: refunded on its day, pending or failed. */
export function depositRefundText(refund: { status: DepositRefundStatus; amountPence: number; refundedAt: string | null }): string {
  if (refund.status === 'succeeded') return depositRefundedText(refund.amountPence, formatDate(refund.refundedAt));
  if (refund.status === 'failed') return depositRefundFailedText(refund.amountPence);
  return depositRefundPendingText(refund.amountPence);
}
