/**
 * Stock data for the bench (issue 10; the super admin who reads /api/stock is seed-audit's): the shelf's 15 stock
 * items, and on every property three of them assigned (a cover and a sheet of one bed size, towels),
 * so the read sums 15,000 property_stock rows split by the properties' card status.
 */
import { BED_SIZES } from '@shared/domain/properties';
import type { Db } from '../../src/server/db/client';
import { propertyStock, stockItems } from '../../src/server/db/schema';

export async function seedBenchStock(db: Db, props: { id: string }[]): Promise<void> {
  const items = await db
    .insert(stockItems)
    .values([
      ...BED_SIZES.map((size) => ({ category: 'covers' as const, type: 'Duvet Cover', size, onShelf: 40 })),
      ...BED_SIZES.map((size) => ({ category: 'sheets' as const, type: 'Fitted Sheet', size, onShelf: 40 })),
      ...BED_SIZES.map((size) => ({ category: 'pillowcases' as const, type: 'Pillowcase', size, onShelf: 80 })),
      ...['Hand Towel', 'Bath Towel', 'Bath Mat'].map((type) => ({ category: 'towels' as const, type, onShelf: 60 })),
    ])
    .returning({ id: stockItems.id, category: stockItems.category, size: stockItems.size, type: stockItems.type });
  const of = (category: string, size: string) => items.find((i) => i.category === category && i.size === size)!;
  const towels = items.filter((i) => i.category === 'towels');
  const rows = props.flatMap((p, i) => {
    const size = BED_SIZES[i % BED_SIZES.length];
    return [
      { propertyId: p.id, stockItemId: of('covers', size).id, quantity: 2 },
      { propertyId: p.id, stockItemId: of('sheets', size).id, quantity: 2 },
      { propertyId: p.id, stockItemId: towels[i % towels.length].id, quantity: 4 },
    ];
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(propertyStock).values(rows.slice(i, i + 1000));
}
