/** Charges (issue 18): the provider's charge settings, and the shapes the charges API shares. */
import { z } from 'zod';
import { CHARGE_KINDS, CHARGE_STATUSES, LATE_FEE_SUBJECTS, MAX_CHARGE_PENCE, type ChargeKind, type ChargeStatus } from '../domain/charges';
import { poundsToPence } from '../domain/money';
import type { AssertTrue, Same } from './same-shape';

const pence = (what: string) =>
  z
    .number({ error: `${what} must be an amount in pence` })
    .int(`${what} must be whole pence`)
    .min(1, `${what} must be at least £0.01`)
    .max(MAX_CHARGE_PENCE, `${what} must be at most £100,000.00`);

const days = (what: string, min: number) =>
  z
    .number({ error: `${what} must be a number of days` })
    .int(`${what} must be whole days`)
    .min(min, `${what} must be at least ${min}`)
    .max(365, `${what} must be at most 365`);

const missedFee = z
  .number({ error: 'The missed collection fee must be an amount in pence' })
  .int('The missed collection fee must be whole pence')
  .min(0, 'The missed collection fee must be £0.00 (off) or more')
  .max(MAX_CHARGE_PENCE, 'The missed collection fee must be at most £100,000.00');

export const ZChargeSettings = z.object({
  lateChangeoverPence: pence('The late changeover charge'),
  lateChangeoverEveryDays: days('The repeat interval', 1),
  latePaymentAuto: z.boolean({ error: 'Say whether late payment fees are added automatically' }),
  latePaymentPence: pence('The late payment fee'),
  latePaymentAfterDays: days('The days after the deadline', 0),
  /** 0 = off (the default); a settings row saved before the field existed reads as 0. */
  missedCollectionPence: missedFee.default(0),
});
export type TChargeSettings = z.infer<typeof ZChargeSettings>;
/** PUT /api/charge-settings: a body without the missed collection fee (a client older than the fee) keeps the fee in force. */
export const ZChargeSettingsBody = ZChargeSettings.extend({ missedCollectionPence: missedFee.optional() });
export type TChargeSettingsBody = z.infer<typeof ZChargeSettingsBody>;
/** GET and PUT /api/charge-settings answer the settings in force. */
export const ZChargeSettingsAnswer = z.object({ settings: ZChargeSettings });

/** One charge as the owner's Payments due, the board and the provider's charges view show it. */
export const ZCharge = z
  .object({
    id: z.string(),
    kind: z.enum(CHARGE_KINDS),
    status: z.enum(CHARGE_STATUSES),
    amountPence: z.number().int(),
    reason: z.string(),
    propertyId: z.string(),
    propertyName: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    linenCardId: z.string().nullable(),
    period: z.number().int().nullable(),
    subjectType: z.enum(LATE_FEE_SUBJECTS).nullable(),
    subjectId: z.string().nullable(),
    /** Null when the server added it (the hire clock, the automatic policy). */
    createdByName: z.string().nullable(),
    createdAt: z.string(),
    deadline: z.string(),
    paidAt: z.string().nullable(),
    paidVia: z.string().nullable(),
    waivedAt: z.string().nullable(),
    waiveReason: z.string().nullable(),
  })
  .meta({ id: 'Charge' });
export type TCharge = z.infer<typeof ZCharge>;
export type ChargeKindCheck = AssertTrue<Same<TCharge['kind'], ChargeKind>>;
export type ChargeStatusCheck = AssertTrue<Same<TCharge['status'], ChargeStatus>>;

// ── Forms: money typed in pounds, stored in pence ─────────────────────────────────────────────────

const POUNDS = /^\d{1,6}(\.\d{1,2})?$/;

/** An amount typed in pounds ('25' or '25.00'): more than £0, at most £100,000.00, at most 2 decimals; gives pence. */
export const ZChargePounds = (what: string) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, { message: `Enter ${what}`, abort: true })
    .refine((v) => POUNDS.test(v.replace(/^£/, '')), `${what[0].toUpperCase()}${what.slice(1)} must be an amount in pounds, e.g. 25.00`)
    .transform((v) => poundsToPence(v.replace(/^£/, '')))
    .refine((p) => p >= 1, `${what[0].toUpperCase()}${what.slice(1)} must be at least £0.01`)
    .refine((p) => p <= MAX_CHARGE_PENCE, `${what[0].toUpperCase()}${what.slice(1)} must be at most £100,000.00`);

/** A fee typed in pounds that may be 0 (off): '0', '0.00' or up to £100,000.00, at most 2 decimals; gives pence. */
export const ZFeePounds = (what: string) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, { message: `Enter ${what} (0 for none)`, abort: true })
    .refine((v) => POUNDS.test(v.replace(/^£/, '')), `${what[0].toUpperCase()}${what.slice(1)} must be an amount in pounds, e.g. 25.00`)
    .transform((v) => poundsToPence(v.replace(/^£/, '')))
    .refine((p) => p <= MAX_CHARGE_PENCE, `${what[0].toUpperCase()}${what.slice(1)} must be at most £100,000.00`);

/** Whole days typed in a field, from `min` to 365. */
export const ZDaysText = (what: string, min: number) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, { message: `Enter ${what}`, abort: true })
    .refine((v) => /^\d{1,3}$/.test(v), `${what[0].toUpperCase()}${what.slice(1)} must be whole days`)
    .transform(Number)
    .refine((n) => n >= min && n <= 365, `${what[0].toUpperCase()}${what.slice(1)} must be from ${min} to 365 days`);

/** Settings > Charges as typed: pounds and days as text; parses to ZChargeSettings' shape. */
export const ZChargeSettingsForm = z.object({
  lateChangeover: ZChargePounds('the late changeover charge'),
  everyDays: ZDaysText('the repeat interval', 1),
  latePaymentAuto: z.boolean(),
  latePayment: ZChargePounds('the late payment fee'),
  afterDays: ZDaysText('the days after the deadline', 0),
  missedCollection: ZFeePounds('the missed collection fee'),
});
export type TChargeSettingsFormInput = z.input<typeof ZChargeSettingsForm>;

/** Pence as the pounds a field shows ('25.00'). */

/** A contract's own late changeover charge as typed: empty (or null) = the provider's setting; else pounds, giving pence. */
export const ZOverridePounds = z
  .union([z.literal(''), z.null(), ZChargePounds('the late changeover charge')])
  .transform((v) => (v === '' ? null : v));

/** A contract's own repeat interval as typed: empty (or null) = the provider's setting; else whole days from 1 to 365. */
export const ZOverrideDays = z.union([z.literal(''), z.null(), ZDaysText('the repeat interval', 1)]).transform((v) => (v === '' ? null : v));
