/** Deposit refunds (issue 18 point 5): the refund request and the shapes the deposit-refund API returns. */
import { z } from 'zod';
import type { DepositRefundStatus, WithheldItem } from '../domain/deposit-refund';

export const DEPOSIT_REFUND_NOTE_MAX = 500;

export const ZRefundDeposit = z.object({
  /** Required when the deposit goes back outside the app ('manual'): how it was returned. */
  note: z.string().max(DEPOSIT_REFUND_NOTE_MAX, `The note must be at most ${DEPOSIT_REFUND_NOTE_MAX} characters`).optional(),
});
export type TRefundDeposit = z.infer<typeof ZRefundDeposit>;

/** How the refund goes back: through the payment provider that took the deposit, or by staff outside the app. */
export type DepositRefundProvider = 'stripe' | 'test' | 'manual';

/** What everyone who may see the property reads of its refund (owners get only this). */
export interface TDepositRefundSummary {
  status: DepositRefundStatus;
  amountPence: number;
  refundedAt: string | null;
  createdAt: string;
}

/** The whole refund, for staff who refund deposits. */
export interface TDepositRefund extends TDepositRefundSummary {
  id: string;
  depositPence: number;
  withheldPence: number;
  withheld: WithheldItem[];
  provider: string;
  note: string | null;
}

/** GET /api/properties/:id/deposit-refund for staff with canRefundDeposit. */
export interface TDepositRefundView {
  deposit: { amountPence: number; paidAt: string | null; via: 'checkout' | 'recorded' } | null;
  eligible: boolean;
  /** Why not, when not eligible (DEPOSIT_REFUND_MESSAGES). */
  reason: string | null;
  /** Where the refund would go: the provider of the deposit's payment, or 'manual' (a note is required). */
  provider: DepositRefundProvider | null;
  unpaid: WithheldItem[];
  withheldPence: number;
  balancePence: number;
  refund: TDepositRefund | null;
}

/** GET /api/properties/:id/deposit-refund for anyone else who may see the property. */
export interface TDepositRefundOwnerView {
  refund: TDepositRefundSummary | null;
}

/** GET /api/deposit-refunds: the refunds of the caller's properties (owners), or all (staff who refund). */
export interface TDepositRefundListItem extends TDepositRefundSummary {
  propertyId: string;
  propertyName: string;
}
