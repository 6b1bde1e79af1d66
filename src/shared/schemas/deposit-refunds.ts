/** Deposit refunds (issue 18 point 5): the refund request and the shapes the deposit-refund API returns. */
import { z } from 'zod';
import { DEPOSIT_REFUND_STATUSES, WITHHELD_TYPES, type DepositRefundStatus, type WithheldItem } from '../domain/deposit-refund';
import type { AssertTrue, Same } from './same-shape';

export const DEPOSIT_REFUND_NOTE_MAX = 500;

export const ZRefundDeposit = z.object({
  /** Required when the deposit goes back outside the app ('manual'): how it was returned. */
  note: z.string().max(DEPOSIT_REFUND_NOTE_MAX, `The note must be at most ${DEPOSIT_REFUND_NOTE_MAX} characters`).optional(),
});
export type TRefundDeposit = z.infer<typeof ZRefundDeposit>;

// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

/** How the refund goes back: through the payment provider that took the deposit, or by staff outside the app. */
const ZDepositRefundProvider = z.enum(['stripe', 'test', 'manual']);
export type DepositRefundProvider = z.infer<typeof ZDepositRefundProvider>;

const ZWithheldItem = z
  .object({ type: z.enum(WITHHELD_TYPES), id: z.string(), label: z.string(), amountPence: z.number().int() })
  .meta({ id: 'WithheldItem' });
export type WithheldItemShapeCheck = AssertTrue<Same<z.infer<typeof ZWithheldItem>, WithheldItem>>;

/** What everyone who may see the property reads of its refund (owners get only this). */
export const ZDepositRefundSummary = z
  .object({
    status: z.enum(DEPOSIT_REFUND_STATUSES),
    amountPence: z.number().int(),
    refundedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DepositRefundSummary' });
export type TDepositRefundSummary = z.infer<typeof ZDepositRefundSummary>;
export type DepositRefundStatusCheck = AssertTrue<Same<TDepositRefundSummary['status'], DepositRefundStatus>>;

/** The whole refund, for staff who refund deposits. */
export const ZDepositRefund = ZDepositRefundSummary.extend({
  id: z.string(),
  depositPence: z.number().int(),
  withheldPence: z.number().int(),
  withheld: z.array(ZWithheldItem),
  provider: z.string(),
  note: z.string().nullable(),
}).meta({ id: 'DepositRefund' });
export type TDepositRefund = z.infer<typeof ZDepositRefund>;

/** GET /api/properties/:id/deposit-refund for staff with canRefundDeposit. */
export const ZDepositRefundView = z
  .object({
    deposit: z.object({ amountPence: z.number().int(), paidAt: z.string().nullable(), via: z.enum(['checkout', 'recorded']) }).nullable(),
    eligible: z.boolean(),
    /** Why not, when not eligible (DEPOSIT_REFUND_MESSAGES). */
    reason: z.string().nullable(),
    /** Where the refund would go: the provider of the deposit's payment, or 'manual' (a note is required). */
    provider: ZDepositRefundProvider.nullable(),
    unpaid: z.array(ZWithheldItem),
    withheldPence: z.number().int(),
    balancePence: z.number().int(),
    refund: ZDepositRefund.nullable(),
  })
  .meta({ id: 'DepositRefundView' });
export type TDepositRefundView = z.infer<typeof ZDepositRefundView>;

/** GET /api/properties/:id/deposit-refund for anyone else who may see the property. */
export const ZDepositRefundOwnerView = z.object({ refund: ZDepositRefundSummary.nullable() }).meta({ id: 'DepositRefundOwnerView' });
export type TDepositRefundOwnerView = z.infer<typeof ZDepositRefundOwnerView>;

/** GET /api/properties/:id/deposit-refund: the staff's whole picture or the owner's status. */
export const ZDepositRefundAnswer = z.union([ZDepositRefundView, ZDepositRefundOwnerView]);

/** GET /api/deposit-refunds: the refunds of the caller's properties (owners), or all (staff who refund). */
export const ZDepositRefundListItem = ZDepositRefundSummary.extend({ propertyId: z.string(), propertyName: z.string() }).meta({
  id: 'DepositRefundListItem',
});
export type TDepositRefundListItem = z.infer<typeof ZDepositRefundListItem>;

export const ZDepositRefundList = z.object({ refunds: z.array(ZDepositRefundListItem) });
