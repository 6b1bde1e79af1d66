/**
 * Demo stock with the properties (issue 10, decision 0130): linen assigned from the shelf to the demo
 * properties, so /stock shows linen on beds and, for the two cards in transit, in transit, with every
 * status: Duvet Cover (Super King) out of stock, single covers and pillowcases to order, double covers
 * at par, king covers overstocked.
 */
import type { Db } from '../db/client';
import { properties, propertyStock, stockItems } from '../db/schema';

type Holding = [type: string, size: string, quantity: number];

const set = (size: string, n: number): Holding[] => [
  ['Duvet Cover', size, n],
  ['Flat Sheet', size, n],
];

const DEMO_HOLDINGS: Record<string, Holding[]> = {
  'Harbour Loft': [...set('single', 4), ['Pillowcase', '', 7], ['Hand Towel', '', 4], ['Bath Towel', '', 4], ['Bath Mat', '', 2]],
  'Seaview Cottage': [...set('double', 5), ['Pillowcase', '', 7], ['Hand Towel', '', 4], ['Bath Towel', '', 4], ['Bath Mat', '', 2]],
  "Fisherman's Rest": [...set('double', 4), ['Pillowcase', '', 7], ['Hand Towel', '', 4], ['Bath Towel', '', 3], ['Bath Mat', '', 2]],
  'Dune View': [...set('single', 4), ['Pillowcase', '', 7], ['Hand Towel', '', 4], ['Bath Towel', '', 3], ['Bath Mat', '', 2]],
  'Riverside Apartment': [
    ...set('double', 4),
    ...set('king', 2),
    ['Pillowcase', '', 6],
    ['Hand Towel', '', 4],
    ['Bath Towel', '', 3],
    ['Bath Mat', '', 1],
  ],
  'Quayside Studio': [...set('single', 4), ['Pillowcase', '', 6], ['Hand Towel', '', 4], ['Bath Towel', '', 3], ['Bath Mat', '', 1]],
  // In transit (their cards are): this linen is at the laundry.
  'Marina House': [...set('single', 2), ['Pillowcase', '', 4], ['Hand Towel', '', 2], ['Bath Towel', '', 2], ['Bath Mat', '', 1]],
  'Lighthouse Lodge': [
    ...set('double', 2),
    ...set('king', 2),
    ['Pillowcase', '', 4],
    ['Hand Towel', '', 2],
    ['Bath Towel', '', 2],
    ['Bath Mat', '', 1],
  ],
};

export async function seedDemoStock(db: Db): Promise<void> {
  const [items, props] = await Promise.all([db.select().from(stockItems), db.select({ id: properties.id, name: properties.name }).from(properties)]);
  const rows = Object.entries(DEMO_HOLDINGS).flatMap(([name, holdings]) => {
    const property = props.find((p) => p.name === name);
    if (!property) return [];
    return holdings.flatMap(([type, size, quantity]) => {
      const item = items.find((i) => i.type === type && i.size === size);
      return item ? [{ propertyId: property.id, stockItemId: item.id, quantity }] : [];
    });
  });
  if (rows.length > 0) await db.insert(propertyStock).values(rows).onConflictDoNothing();
}
