/** Charges (issue 18): the provider's charge settings, and the shapes the charges API shares. */
import { z } from 'zod';
import { MAX_CHARGE_PENCE, type ChargeKind, type ChargeStatus } from '../domain/charges';

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

export const ZChargeSettings = z.object({
  lateChangeoverPence: pence('The late changeover charge'),
  lateChangeoverEveryDays: days('The repeat interval', 1),
  latePaymentAuto: z.boolean({ error: 'Say whether late payment fees are added automatically' }),
  latePaymentPence: pence('The late payment fee'),
  latePaymentAfterDays: days('The days after the deadline', 0),
});
export type TChargeSettings = z.infer<typeof ZChargeSettings>;

/** One charge as the owner's Payments due, the board and the provider's charges view show it. */
export interface TCharge {
  id: string;
  kind: ChargeKind;
  status: ChargeStatus;
  amountPence: number;
  reason: string;
  propertyId: string;
  propertyName: string;
  clientId: string;
  clientName: string;
  linenCardId: string | null;
  period: number | null;
  subjectType: 'collection' | 'damage' | null;
  subjectId: string | null;
  /** Null when the server added it (the hire clock, the automatic policy). */
  createdByName: string | null;
  createdAt: string;
  deadline: string;
  paidAt: string | null;
  paidVia: string | null;
  waivedAt: string | null;
  waiveReason: string | null;
}
