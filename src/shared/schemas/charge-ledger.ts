/**
 * The charges after they exist (issue 18): paying one (POST /api/payments/charge-checkout), waiving one
 * (POST /api/charges/:id/waive), adding a late payment fee (POST /api/charges/late-fee), and the
 * provider's charges view (GET /api/charges, /api/charges/export.csv).
 */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import { CHARGE_KINDS, CHARGE_MESSAGES, CHARGE_STATUSES, LATE_FEE_SUBJECTS, MAX_CHARGE_PENCE } from '../domain/charges';
import { ROLLING_PERIODS } from '../domain/rolling-period';
import { ZCharge } from './charges';

export const ZChargeCheckout = z.object({ chargeId: z.uuid({ error: 'Charge is required' }) });
export type TChargeCheckout = z.input<typeof ZChargeCheckout>;

export const ZChargeId = z.object({ id: z.uuid({ error: CHARGE_MESSAGES.notFound }) });

export const ZWaiveCharge = z.object({
  reason: z
    .string({ error: CHARGE_MESSAGES.waiveReasonRequired })
    .trim()
    .min(1, CHARGE_MESSAGES.waiveReasonRequired)
    .max(500, 'The reason must be at most 500 characters'),
});
export type TWaiveCharge = z.input<typeof ZWaiveCharge>;

export const ZLateFee = z.object({
  subjectType: z.enum(LATE_FEE_SUBJECTS, { error: 'Say whether the fee is for a collection or a damage charge' }),
  subjectId: z.uuid({ error: 'The overdue item is required' }),
  amountPence: z
    .number({ error: CHARGE_MESSAGES.lateFeeAmount })
    .int(CHARGE_MESSAGES.lateFeeAmount)
    .min(1, CHARGE_MESSAGES.lateFeeAmount)
    .max(MAX_CHARGE_PENCE, CHARGE_MESSAGES.lateFeeAmount),
  reason: z
    .string({ error: CHARGE_MESSAGES.lateFeeReasonRequired })
    .trim()
    .min(1, CHARGE_MESSAGES.lateFeeReasonRequired)
    .max(500, 'The reason must be at most 500 characters'),
});
export type TLateFee = z.input<typeof ZLateFee>;

export const CHARGE_KIND_FILTERS = ['all', ...CHARGE_KINDS] as const;
export const CHARGE_STATUS_FILTERS = ['all', ...CHARGE_STATUSES] as const;
export const CHARGES_PAGE_SIZE = 50;
export const CHARGES_MAX_PAGE_SIZE = 200;

/** The filters the list and the CSV share. */
export const ZChargeFilters = z.object({
  kind: z.enum(CHARGE_KIND_FILTERS, { error: 'Kind must be all, late_changeover, late_payment, replacement or missed_collection' }).default('all'),
  status: z.enum(CHARGE_STATUS_FILTERS, { error: 'Status must be all, pending, paid or waived' }).default('all'),
  period: z.enum(ROLLING_PERIODS, { error: 'Period must be 7, 30, 90 or all' }).default('30'),
  search: z.string().trim().max(200, 'Search is too long').optional(),
});
export type TChargeFilters = z.infer<typeof ZChargeFilters>;

export const ZListChargesQuery = ZChargeFilters.extend({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(CHARGES_MAX_PAGE_SIZE, `Limit must be at most ${CHARGES_MAX_PAGE_SIZE}`)
    .default(CHARGES_PAGE_SIZE),
  cursor: ZPageCursor,
});
export type TListChargesQuery = z.input<typeof ZListChargesQuery>;
export type TListChargesArgs = z.infer<typeof ZListChargesQuery>;

// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

/** The totals over the whole filtered set (not only the page). */
export const ZChargesSummary = z.object({
  count: z.number().int(),
  pendingCount: z.number().int(),
  pendingPence: z.number().int(),
  paidCount: z.number().int(),
  paidPence: z.number().int(),
  waivedCount: z.number().int(),
  waivedPence: z.number().int(),
});
export type TChargesSummary = z.infer<typeof ZChargesSummary>;

/** A row of the charges view: pending past its deadline is overdue (the server's clock). */
export const ZChargeRow = ZCharge.extend({ overdue: z.boolean() }).meta({ id: 'ChargeRow' });
export type TChargeRow = z.infer<typeof ZChargeRow>;

export const ZChargesResponse = z.object({
  charges: z.array(ZChargeRow),
  summary: ZChargesSummary,
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TChargesResponse = z.infer<typeof ZChargesResponse>;
