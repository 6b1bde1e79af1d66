/**
 * /api/damages (issue 10): the Damage Activities list with its filters and summary, the charge request
 * and the damage photos.
 */
import { z } from 'zod';
import { DAMAGE_MESSAGES, DAMAGE_PERIODS, DEFAULT_DAMAGE_PERIOD, type DamageChargeState, type DamagePeriod } from '../domain/damages';

export const DAMAGES_PAGE_SIZE = 50;

export const ZListDamagesQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  /** 'all' or a property id. */
  property: z
    .union([z.literal('all'), z.uuid({ error: 'Property must be all or a property id' })], {
      error: 'Property must be all or a property id',
    })
    .default('all'),
  period: z.enum(DAMAGE_PERIODS, { error: 'Period must be 7, 30, 90 or all' }).default(DEFAULT_DAMAGE_PERIOD),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(100_000, 'Page is too far')
    .default(1),
});
export type TListDamagesQuery = z.input<typeof ZListDamagesQuery>;

export const ZDamageId = z.object({ id: z.uuid({ error: DAMAGE_MESSAGES.notFound }) });
export const ZDamagePhotoId = z.object({
  id: z.uuid({ error: DAMAGE_MESSAGES.notFound }),
  photoId: z.uuid({ error: DAMAGE_MESSAGES.photoNotFound }),
});

export interface TDamageActivity {
  id: string;
  createdAt: string;
  propertyId: string;
  propertyName: string;
  clientName: string;
  itemName: string;
  itemSku: string | null;
  quantity: number;
  /**
   * Unit price × quantity, pence. In a property owner's view only once requested or charged (what they
   * owe or paid), else null: the provider's estimate is not theirs to see (issue 19 M9).
   */
  estimatedPricePence: number | null;
  notes: string | null;
  chargeState: DamageChargeState;
  chargedAt: string | null;
  chargeRequestedAt: string | null;
  /** The 10-day deadline from entry (docs/product.md §2.1). */
  paymentDueAt: string;
  /** Requested, unpaid and past paymentDueAt (the server's clock): a late payment fee may be added (issue 18). */
  paymentOverdue: boolean;
  photoCount: number;
}

export interface TDamagesSummary {
  totalActivities: number;
  totalQuantity: number;
  /** The estimate over every record: staff only, null in a property owner's view (issue 19 M9). */
  estimatedTotalPence: number | null;
  chargedCount: number;
  /** Requested of the owner and not paid yet. */
  owedPence: number;
  /** Paid (charged). */
  chargedPence: number;
}

export interface TDamagesResponse {
  damages: TDamageActivity[];
  summary: TDamagesSummary;
  /** Properties with damage records in the caller's scope, for the property filter. */
  properties: { id: string; name: string }[];
  period: DamagePeriod;
  page: number;
  pageSize: number;
}

export interface TChargeRequest {
  activityId: string;
  amountPence: number;
  chargeRequestedAt: string;
  paymentDueAt: string;
  /** False when an open request was reused (no second e-mail). */
  created: boolean;
  /** Owners e-mailed by this request (0 when reused, or when the client has no owner account). */
  emailed: number;
}

export interface TDamagePhoto {
  id: string;
  url: string;
  width: number;
  height: number;
  createdAt: string;
}
