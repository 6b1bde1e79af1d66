/**
 * The variance list (issue 22, decision 0192): counts at a courier's stop that differ from what was out on
 * hire, open or handled, and what staff do with one.
 *
 *   GET  /api/courier/variances?state=open|handled&property=&cursor=   a keyset page, newest first
 *   POST /api/courier/variances/:visitId/:item/charge   { amountPence } a short item's replacement charge, once
 *   POST /api/courier/variances/:visitId/:item/resolve  { reason }      resolved with a reason, once
 */
import { z } from 'zod';
import { INVENTORY_ITEMS, type InventoryItem } from '../domain/courier-visits';
import { RESOLVE_REASON_MAX, VARIANCE_MESSAGES as M } from '../domain/courier-variances';
import { CHARGE_STATUSES, MAX_CHARGE_PENCE } from '../domain/charges';
import { poundsToPence } from '../domain/money';
import { ZIdField } from './ids';

/** A page of the list holds this many rows. */
export const VARIANCES_PAGE_SIZE = 50;
export const VARIANCE_STATES = ['open', 'handled'] as const;

export const ZListVariancesQuery = z.object({
  state: z.enum(VARIANCE_STATES, { error: 'Choose open or handled' }).default('open'),
  property: ZIdField('Property not found').optional(),
  cursor: z.string().max(400).optional(),
});
export type TListVariancesQuery = z.input<typeof ZListVariancesQuery>;

export const ZVarianceParam = z.object({
  visitId: ZIdField(M.notFound),
  item: z.enum(INVENTORY_ITEMS as [InventoryItem, ...InventoryItem[]], { error: M.notFound }),
});

/** The replacement's amount in pence, as the damage charges bound it (more than 0, at most £100,000.00). */
export const ZChargeReplacement = z.object({
  amountPence: z.number({ error: M.amount }).int(M.amount).min(1, M.amount).max(MAX_CHARGE_PENCE, M.amount),
});
export type TChargeReplacement = z.infer<typeof ZChargeReplacement>;

export const ZResolveVariance = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(RESOLVE_REASON_MAX, M.reasonTooLong),
});
export type TResolveVariance = z.infer<typeof ZResolveVariance>;

/** The charge dialog as typed: pounds, to pence. */
export const ZChargeReplacementForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { message: M.amount, abort: true })
    .refine((v) => /^\d{1,6}(\.\d{1,2})?$/.test(v.replace(/^£/, '')), M.amount)
    .transform((v) => poundsToPence(v.replace(/^£/, '')))
    .refine((p) => p >= 1 && p <= MAX_CHARGE_PENCE, M.amount),
});

export const ZVariance = z.object({
  visitId: z.string(),
  item: z.string(),
  /** 'Duvet covers · Double'. */
  label: z.string(),
  expected: z.number().int(),
  counted: z.number().int(),
  /** counted − expected: negative short, positive over. */
  difference: z.number().int(),
  happenedAt: z.string(),
  action: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  clientName: z.string().nullable(),
  courierName: z.string().nullable(),
  /** The item's replacement price (the stock item's unit cost), null when none is set. */
  unitPence: z.number().int().nullable(),
  /** Short × the replacement price: the charge dialog's amount; null when over or unpriced. */
  suggestedPence: z.number().int().nullable(),
  resolution: z
    .object({
      reason: z.string(),
      resolvedAt: z.string(),
      resolvedByName: z.string().nullable(),
      charge: z.object({ id: z.string(), amountPence: z.number().int(), status: z.enum(CHARGE_STATUSES) }).nullable(),
    })
    .nullable(),
});
export type TVariance = z.infer<typeof ZVariance>;

export const ZVariancesResponse = z.object({
  variances: z.array(ZVariance),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TVariancesResponse = z.infer<typeof ZVariancesResponse>;
export const ZVarianceAnswer = z.object({ variance: ZVariance });
