/**
 * Where a stock item sits in a property's linen inventory (issue 24): one matching of stock items
 * (category, type, size as the business typed them) to bed sizes and towel kinds, for the forecast's
 * shelf, the par levels and the replacement price of a counted item.
 */
import { BED_SIZES, type BedSize } from './properties';

/** A stock item's size as a bed size ('Super King', 'super-king' → superking), or null. */
export function bedSizeOf(size: string): BedSize | null {
  const s = size.toLowerCase().replace(/[^a-z]/g, '');
  return (BED_SIZES as readonly string[]).includes(s) ? (s as BedSize) : null;
}

export type TowelKindOf = 'hand_towels' | 'bath_towels' | 'bath_mats';

/** A towel stock item's kind from its type ('Bath Towel', 'Hand towel', 'Bath Mat'), or null. */
export function towelKindOf(type: string): TowelKindOf | null {
  const t = type.toLowerCase();
  if (t.includes('mat')) return 'bath_mats';
  if (t.includes('hand')) return 'hand_towels';
  if (t.includes('bath')) return 'bath_towels';
  return null;
}

/** Where a stock item sits in a linen inventory's shape: (group, size) or (towels, kind); null for others. */
export type InventorySlot = { group: 'covers' | 'sheets' | 'pillowcases'; size: BedSize } | { group: 'towels'; kind: TowelKindOf };

export function inventorySlotOf(item: { category: string; type: string; size: string }): InventorySlot | null {
  if (item.category === 'covers' || item.category === 'sheets' || item.category === 'pillowcases') {
    const size = bedSizeOf(item.size);
    return size ? { group: item.category, size } : null;
  }
  if (item.category === 'towels') {
    const kind = towelKindOf(item.type);
    return kind ? { group: 'towels', kind } : null;
  }
  return null;
}
