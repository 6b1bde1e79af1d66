/**
 * Damage Activities (docs/product.md §2.2 'Damage Activities', §3, §4 'Damage activity', §8, §9): the period
 * filter, a record's charge state and estimated price, the page's texts and the photo limits. Pure; the
 * server decides with them and the page words itself with them.
 */
import { MESSAGES } from '../constants';
import { damageUnitPence } from './checkout';
import { ROLLING_PERIOD_LABELS, ROLLING_PERIODS, rollingPeriodStart, type RollingPeriod } from './rolling-period';

/** The ledgers' one rolling period (7 / 30 / 90 days or all time). */
export const DAMAGE_PERIODS = ROLLING_PERIODS;
export type DamagePeriod = RollingPeriod;
/** The spec gives 7 and 30 days; issue 10 chooses 7 (decision 0125). */
export const DEFAULT_DAMAGE_PERIOD: DamagePeriod = '7';
export const DAMAGE_PERIOD_LABELS = ROLLING_PERIOD_LABELS;

/** Records entered from this moment on are in the period (null: all time). */
export const damagePeriodStart = rollingPeriodStart;

export const DAMAGE_CHARGE_STATES = ['charged', 'requested', 'chargeable', 'no_price'] as const;
export type DamageChargeState = (typeof DAMAGE_CHARGE_STATES)[number];

export interface DamageChargeInput {
  chargedAt: Date | string | null;
  chargeRequestedAt: Date | string | null;
  productPricePence: number | null | undefined;
  unitPricePence: number | null | undefined;
  quantity: number;
}

/**
 * Charged once the webhook set charged_at; otherwise 'no_price' only when the record has no unit price
 * above 0 (the Charge column's 'No price set'; a stock item's damage is charged like a product's,
 * decision 0163); otherwise requested (a payment request is open) or chargeable. A quantity of 0 (or a
 * total above the most one charge may be) stays chargeable, so a click gets the reason.
 */
export function damageChargeState(input: DamageChargeInput): DamageChargeState {
  if (input.chargedAt) return 'charged';
  if (!(damageUnitPence(input) > 0)) return 'no_price';
  return input.chargeRequestedAt ? 'requested' : 'chargeable';
}

/**
 * Owners see the amount of a record only once it is theirs to pay (requested) or paid (charged): what they
 * owe and what was charged, never the provider's internal estimate of a record nobody charged (issue 19 M9).
 */
export function ownerSeesAmount(state: DamageChargeState): boolean {
  return state === 'requested' || state === 'charged';
}

/** Est. Price: unit price × quantity, in pence. */
export function estimatedPricePence(input: Pick<DamageChargeInput, 'productPricePence' | 'unitPricePence' | 'quantity'>): number {
  return damageUnitPence(input) * input.quantity;
}

export const DAMAGE_MESSAGES = {
  loadFailed: 'Failed to load damage records',
  empty: 'No Damage Activities Found',
  noMatch: 'No damage activities match your search criteria',
  noneYet: 'No damage activities have been recorded yet',
  notFound: 'Damage record not found',
  allProperties: 'All Properties',
  noPrice: 'No price set',
  charged: 'Charged',
  requested: 'Charge requested',
  chargeLabel: (amount: string) => `Charge ${amount}`,
  /** What staff see once payment was requested, instead of a second 'Charge' (issue 19). */
  awaitingPayment: (amount: string) => `${amount} awaiting the owner's payment`,
  requestSent: (amount: string) => `Payment of ${amount} requested from the owner`,
  requestReused: (amount: string) => `Payment of ${amount} was already requested from the owner; the same request stands`,
  requestUnsent: (amount: string) =>
    `Payment of ${amount} requested, but this client has no owner account to e-mail: it waits under Payments due in their portal once they sign in`,
  notRequested: 'No payment has been requested for this damage yet',
  /** An owner's view of a record nobody asked them to pay. */
  notCharged: 'Not charged',
  tooManyPhotos: 'A damage record can have at most 5 photos',
  photoTooLarge: 'Photos must be smaller than 10MB',
  photoNotFound: 'Photo not found',
} as const;

/** At most 5 photos per damage record (issue 10). */
export const DAMAGE_PHOTOS_MAX = 5;
/** An upload's size limit: a phone camera's full-size JPEG fits (decision 0126). */
export const DAMAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Stored photos are at most this many pixels on their longer side. */
export const DAMAGE_PHOTO_MAX_EDGE = 1600;
export const DAMAGE_PHOTO_CONTENT_TYPE = 'image/webp';

/** A photo's address (staff with damages_view, or the record's owner). */
export function damagePhotoUrl(activityId: string, photoId: string): string {
  return `/api/damages/${encodeURIComponent(activityId)}/photos/${encodeURIComponent(photoId)}`;
}

/** The refusal message for a chosen file, or null when it may be uploaded (the server checks the content too). */
export function damagePhotoFileProblem(file: { type: string; size: number }): string | null {
  if (file.type && !file.type.toLowerCase().startsWith('image/')) return MESSAGES.selectImage;
  if (file.size > DAMAGE_PHOTO_MAX_BYTES) return DAMAGE_MESSAGES.photoTooLarge;
  return null;
}

/** What staff are told after Charge: sent, already requested, or requested with nobody to e-mail. */
export function chargeRequestNotice(result: { created: boolean; emailed: number }, amount: string): { tone: 'success' | 'warning'; text: string } {
  if (!result.created) return { tone: 'success', text: DAMAGE_MESSAGES.requestReused(amount) };
  if (result.emailed === 0) return { tone: 'warning', text: DAMAGE_MESSAGES.requestUnsent(amount) };
  return { tone: 'success', text: DAMAGE_MESSAGES.requestSent(amount) };
}
