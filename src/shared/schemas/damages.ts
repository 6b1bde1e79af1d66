/**
 * /api/damages (issue 10): the Damage Activities list with its filters and summary (a keyset page at a
 * time, issue 21), the property filter's search, the charge request and the damage photos.
 */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import {
  DAMAGE_CHARGE_STATES,
  DAMAGE_MESSAGES,
  DAMAGE_PERIODS,
  DEFAULT_DAMAGE_PERIOD,
  type DamageChargeState,
  type DamagePeriod,
} from '../domain/damages';
import type { AssertTrue, Same } from './same-shape';

export const DAMAGES_PAGE_SIZE = 50;
/** The property filter's search answers at most this many properties (issue 21). */
export const DAMAGE_PROPERTY_SEARCH_LIMIT = 20;

export const ZListDamagesQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  /** 'all' or a property id. */
  property: z
    .union([z.literal('all'), z.uuid({ error: 'Property must be all or a property id' })], {
      error: 'Property must be all or a property id',
    })
    .default('all'),
  period: z.enum(DAMAGE_PERIODS, { error: 'Period must be 7, 30, 90 or all' }).default(DEFAULT_DAMAGE_PERIOD),
  /** The last page's `nextCursor`: the next page, newest first (none: the first page). */
  cursor: ZPageCursor,
});
export type TListDamagesQuery = z.input<typeof ZListDamagesQuery>;

/** GET /api/damages/properties?search=: the property filter's search-as-you-type. */
export const ZDamagePropertySearchQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').default(''),
});

export const ZDamageId = z.object({ id: z.uuid({ error: DAMAGE_MESSAGES.notFound }) });
export const ZDamagePhotoId = z.object({
  id: z.uuid({ error: DAMAGE_MESSAGES.notFound }),
  photoId: z.uuid({ error: DAMAGE_MESSAGES.photoNotFound }),
});

// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

export const ZDamageActivity = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    propertyId: z.string(),
    propertyName: z.string(),
    clientName: z.string(),
    itemName: z.string(),
    itemSku: z.string().nullable(),
    quantity: z.number().int(),
    /**
     * Unit price × quantity, pence. In a property owner's view only once requested or charged (what they
     * owe or paid), else null: the provider's estimate is not theirs to see (issue 19 M9).
     */
    estimatedPricePence: z.number().int().nullable(),
    notes: z.string().nullable(),
    chargeState: z.enum(DAMAGE_CHARGE_STATES),
    chargedAt: z.string().nullable(),
    chargeRequestedAt: z.string().nullable(),
    /** The 10-day deadline from entry (docs/product.md §2.1). */
    paymentDueAt: z.string(),
    /** Requested, unpaid and past paymentDueAt (the server's clock): a late payment fee may be added (issue 18). */
    paymentOverdue: z.boolean(),
    photoCount: z.number().int(),
  })
  .meta({ id: 'DamageActivity' });
export type TDamageActivity = z.infer<typeof ZDamageActivity>;
export type DamageChargeStateCheck = AssertTrue<Same<TDamageActivity['chargeState'], DamageChargeState>>;

export const ZDamagesSummary = z.object({
  totalActivities: z.number().int(),
  totalQuantity: z.number().int(),
  /** The estimate over every record: staff only, null in a property owner's view (issue 19 M9). */
  estimatedTotalPence: z.number().int().nullable(),
  chargedCount: z.number().int(),
  /** Requested of the owner and not paid yet. */
  owedPence: z.number().int(),
  /** Paid (charged). */
  chargedPence: z.number().int(),
});
export type TDamagesSummary = z.infer<typeof ZDamagesSummary>;

export const ZDamagesResponse = z.object({
  damages: z.array(ZDamageActivity),
  summary: ZDamagesSummary,
  period: z.enum(DAMAGE_PERIODS),
  pageSize: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * Whether the caller's scope has any damage record at all, to tell 'none recorded yet' from 'none
   * match' on an empty page (read only then; true on a page with rows).
   */
  anyRecorded: z.boolean(),
});
export type TDamagesResponse = z.infer<typeof ZDamagesResponse>;
export type DamagePeriodCheck = AssertTrue<Same<TDamagesResponse['period'], DamagePeriod>>;

export const ZDamageProperty = z.object({ id: z.string(), name: z.string() }).meta({ id: 'DamageProperty' });

/** Up to DAMAGE_PROPERTY_SEARCH_LIMIT properties in scope with damage records, names starting with the search first. */
export const ZDamagePropertySearch = z.object({ properties: z.array(ZDamageProperty) });
export type TDamagePropertySearch = z.infer<typeof ZDamagePropertySearch>;

export const ZChargeRequest = z.object({
  activityId: z.string(),
  amountPence: z.number().int(),
  chargeRequestedAt: z.string(),
  paymentDueAt: z.string(),
  /** False when an open request was reused (no second e-mail). */
  created: z.boolean(),
  /** Owners e-mailed by this request (0 when reused, or when the client has no owner account). */
  emailed: z.number().int(),
});
export type TChargeRequest = z.infer<typeof ZChargeRequest>;

export const ZDamagePhoto = z
  .object({
    id: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'DamagePhoto' });
export type TDamagePhoto = z.infer<typeof ZDamagePhoto>;

/** GET /api/damages/:id/photos. */
export const ZDamagePhotos = z.object({ photos: z.array(ZDamagePhoto) });
/** POST /api/damages/:id/photos (201). */
export const ZDamagePhotoAdded = z.object({ photo: ZDamagePhoto });
