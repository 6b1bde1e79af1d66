/**
 * The variance list and the missed-collection fee (issue 22, decisions 0187 and 0192): the keys that make
 * each charge happen once, the replacement price of a counted item, what a variance row may do, and the
 * texts. Pure; the server decides.
 */
import { inventoryItemLabel } from './courier-visits';
import { MAX_CHARGE_PENCE } from './charges';
import { formatPence } from './money';
import { inventorySlotOf } from './stock-item-slots';

/** The unique key of a short item's replacement charge: one charge per visit and item, ever. */
export const varianceChargeKey = (visitId: string, item: string): string => `variance:${visitId}:${item}`;
/** The unique key of a missed collection's fee: one fee per visit, ever. */
export const missedFeeKey = (visitId: string): string => `missed:${visitId}`;

/** A reason typed when a variance is marked resolved: at most this many characters. */
export const RESOLVE_REASON_MAX = 500;

export const VARIANCE_MESSAGES = {
  notFound: 'Variance not found',
  onlyShort: 'Only an item counted short can be charged',
  alreadyCharged: 'A replacement charge has already been added for this item',
  alreadyResolved: 'This variance has already been resolved',
  reasonRequired: 'Please give a reason',
  reasonTooLong: `The reason must be at most ${RESOLVE_REASON_MAX} characters`,
  amount: `Enter an amount between £0.01 and ${formatPence(MAX_CHARGE_PENCE)}`,
  noClient: 'This property has no client to charge',
  charged: 'Replacement charge added',
  resolved: 'Variance resolved',
  loadFailed: 'Failed to load variances',
} as const;

/** A stock item as the replacement price reads it (stock_items: category, type, size, unit cost). */
export interface ReplacementStockItem {
  category: string;
  type: string;
  size: string;
  unitCostPence: number;
}

/** A name to compare: lower case, letters only, singular ('Bath Towels' and 'bath_towels' → 'bath towel'). */
const nameOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/s\b/g, '');

/**
 * The replacement price of one counted item ('covers.double', 'towels.bath_mats'): the unit cost of the
 * stock item it is (the price a damage row names, decision 0163), matched as the forecast and the par
 * levels match stock items (inventorySlotOf: bed linen by category and size, 'Super King' for superking;
 * towels by type, 'Bath Mat' for bath_mats). Among several priced items of the slot, the one named as the
 * item is ('Bath Towel' before 'Bath Sheet'), else the first in the order given. A category's one item of
 * no size stands for every size (the demo's pillowcases). Null when no priced stock item matches: staff
 * then type the amount.
 */
export function replacementUnitPence(item: string, stock: readonly ReplacementStockItem[]): number | null {
  const [group, part] = item.split('.') as [string, string | undefined];
  if (!part) return null;
  const priced = stock.filter((s) => {
    const slot = inventorySlotOf(s);
    return s.unitCostPence > 0 && slot !== null && slot.group === group && ('size' in slot ? slot.size : slot.kind) === part;
  });
  const named = (s: ReplacementStockItem) => (group === 'towels' ? nameOf(s.type) === nameOf(part) : nameOf(s.size).replace(/ /g, '') === part);
  const ofGroup = stock.filter((s) => s.category === group);
  const unsized = group !== 'towels' && ofGroup.length === 1 && ofGroup[0].size.trim() === '' ? ofGroup[0] : undefined;
  const found = priced.find(named) ?? priced[0] ?? unsized;
  return found && found.unitCostPence > 0 ? found.unitCostPence : null;
}

/** The amount a short item's charge suggests: the items short × their replacement price, or null without a price. */
export function suggestedReplacementPence(shortBy: number, unitPence: number | null): number | null {
  if (unitPence === null || shortBy <= 0) return null;
  return Math.min(shortBy * unitPence, MAX_CHARGE_PENCE);
}

/** The charge's reason, as the owner reads it under Payments due: 'Linen short at collection: Bath mats × 2'. */
export function replacementReason(item: string, shortBy: number): string {
  return `Linen short at collection: ${inventoryItemLabel(item)} × ${shortBy}`;
}

/** The missed collection fee's reason. */
export const MISSED_COLLECTION_REASON = 'Missed collection: our courier could not get in';

/**
 * What a courier's 'No access' is, by the column the card is in when it is applied: at a collection
 * (Changeover Due: the card stays for the next round and the fee may apply), a return (In Transit) or a
 * delivery (New), which stay on their lists. On Beds there is nothing to do at the door: the stop is
 * refused as moved by someone else (the phone only offers stops of the other three).
 */
export type MissedStop = 'collection' | 'return' | 'delivery';
export function missedStopOf(status: string): MissedStop | null {
  if (status === 'changeover_due') return 'collection';
  if (status === 'in_transit') return 'return';
  if (status === 'new') return 'delivery';
  return null;
}

/** The proof page of a visit (decision 0187's proof view): each variance row links there. */
export const visitProofPath = (visitId: string): string => `/visits/${visitId}`;
