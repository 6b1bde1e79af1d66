/**
 * The courier's stops sent from a phone (issue 22, decision 0187): what each action moves, when the
 * phone's time is believed, and the differences between what was out on hire and what was counted.
 * Shared by the server (which decides) and the phone (which prefills and explains).
 */
import { LINEN_MESSAGES, type LinenMove } from './linen';
import {
  BED_SIZE_LABELS,
  BED_SIZES,
  LINEN_GROUP_LABELS,
  LINEN_GROUPS,
  TOWEL_KINDS,
  TOWEL_LABELS,
  type BedSize,
  type LinenGroup,
  type LinenInventory,
  type TowelKind,
} from './properties';

export const COURIER_ACTIONS = ['collect', 'return', 'deliver', 'no_access'] as const;
export type CourierAction = (typeof COURIER_ACTIONS)[number];

/** The board's move an action makes; 'No access' moves nothing. */
export const ACTION_MOVES: Record<CourierAction, LinenMove | null> = {
  collect: 'collect',
  return: 'return',
  deliver: 'deliver',
  no_access: null,
};

/** A phone's clock may run this far ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** An action older than this is not applied (a phone left in a drawer). */
export const MAX_ACTION_AGE_MS = 7 * 24 * 3_600_000;
/** A signature image, after re-encoding, at most this many bytes. */
export const SIGNATURE_MAX_BYTES = 100 * 1024;
/** Photos a stop may carry. */
export const VISIT_PHOTOS_MAX = 5;

export const VISIT_MESSAGES = {
  chooseAction: 'Choose collect, return, deliver or no access',
  signatureOrNobody: "Ask for a signature, or tick 'No one present'",
  signerName: 'Type the name of the person who signed',
  photoForNoAccess: "Take a photo of the door for 'No access'",
  tooManyPhotos: `A stop can have at most ${VISIT_PHOTOS_MAX} photos`,
  photoMissing: 'A photo of this stop has not arrived yet: send it again',
  signatureTooLarge: 'The signature image is too large',
  photoUnusable: 'This photo could not be used: take it again',
  clockAhead: "The phone's clock is ahead of the server's: check the phone's time, then send again",
  tooOld: 'This action is more than 7 days old and was not applied',
  sentByOther: 'This action was sent by someone else',
  otherProperty: 'This bag belongs to another property',
  movedSince: LINEN_MESSAGES.alreadyMoved,
  visitNotFound: 'Visit not found',
} as const;

/**
 * Why the server refuses a stop (or its photo) as invalid, by a code it answers with (the error's
 * `reason`), so the phone says it in the courier's language; the English text is the API's message.
 */
export const VISIT_PROBLEMS = {
  clock_ahead: VISIT_MESSAGES.clockAhead,
  too_old: VISIT_MESSAGES.tooOld,
  photo_missing: VISIT_MESSAGES.photoMissing,
  signature_too_large: VISIT_MESSAGES.signatureTooLarge,
  photo_unusable: VISIT_MESSAGES.photoUnusable,
} as const;
export type VisitProblem = keyof typeof VISIT_PROBLEMS;

/** Why the phone's time cannot be used (the action is then refused as invalid, not stored), or null. */
export function phoneTimeProblem(happenedAt: Date, now: Date): 'clock_ahead' | 'too_old' | null {
  if (happenedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return 'clock_ahead';
  if (happenedAt.getTime() < now.getTime() - MAX_ACTION_AGE_MS) return 'too_old';
  return null;
}

/**
 * The time a move takes from a phone: the phone's, but never after the server's now (a phone a little
 * ahead would otherwise start a hire clock in the future).
 */
export const moveTime = (happenedAt: Date, now: Date): Date => (happenedAt.getTime() > now.getTime() ? now : happenedAt);

/** An action that happened before the card's last move was overtaken by it: someone else moved the card meanwhile. */
export const overtaken = (happenedAt: Date, lastMoveAt: Date | null): boolean => lastMoveAt !== null && happenedAt.getTime() < lastMoveAt.getTime();

/** The items of a linen inventory a courier counts, as keys ('covers.double', 'towels.bath_mats'), in the form's order. */
export type InventoryItem = `${LinenGroup}.${BedSize}` | `towels.${TowelKind}`;
export const INVENTORY_ITEMS: readonly InventoryItem[] = [
  ...LINEN_GROUPS.flatMap((group) => BED_SIZES.map((size) => `${group}.${size}` as const)),
  ...TOWEL_KINDS.map((kind) => `towels.${kind}` as const),
];

/** An item's name for people: 'Duvet covers · Double', 'Bath mats'. */
export function inventoryItemLabel(item: string): string {
  const [group, part] = item.split('.') as [string, string];
  if (group === 'towels') return TOWEL_LABELS[part as TowelKind] ?? item;
  const groupLabel = LINEN_GROUP_LABELS[group as LinenGroup];
  const sizeLabel = BED_SIZE_LABELS[part as BedSize];
  return groupLabel && sizeLabel ? `${groupLabel} · ${sizeLabel}` : item;
}

/** What the inventory has out on hire per item (the items above 0 only): what a courier expects to count. */
export function onHire(inventory: LinenInventory): Map<string, number> {
  const out = new Map<string, number>();
  for (const group of LINEN_GROUPS) for (const size of BED_SIZES) if (inventory[group][size] > 0) out.set(`${group}.${size}`, inventory[group][size]);
  for (const kind of TOWEL_KINDS) if (inventory.towels[kind] > 0) out.set(`towels.${kind}`, inventory.towels[kind]);
  return out;
}

export interface VisitCount {
  item: string;
  expected: number;
  counted: number;
}

/** What a visit records per item: every item counted, with what was out on hire (0 for an item not listed). */
export function countsAgainstHire(counted: { item: string; counted: number }[], hired: Map<string, number>): VisitCount[] {
  return counted.map((c) => ({ item: c.item, counted: c.counted, expected: hired.get(c.item) ?? 0 }));
}

/** The items short (negative) or over (positive): counted less expected, the items that differ only. */
export function variances<T extends VisitCount>(counts: T[]): (T & { difference: number })[] {
  return counts.map((c) => ({ ...c, difference: c.counted - c.expected })).filter((c) => c.difference !== 0);
}
