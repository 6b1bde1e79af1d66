/**
 * The courier's data for bench/courier.ts and `bench:pages --courier` (issue 22): a courier login (the
 * seeded 'courier' role: kanban_move, so bag exchange, and nothing else) and a linen inventory on every
 * property, so the round's `onHire` prefills the counts and the server computes differences as it does
 * for a real business (the base seed leaves inventories empty). The inventory follows the property's
 * beds: `default_bed_config` 1-4 double beds' worth of covers, sheets, pillowcases and towels.
 */
import { sql } from 'drizzle-orm';
import { emptyLinenInventory, type LinenInventory } from '@shared/domain/properties';
import type { Db } from '../../src/server/db/client';
import type { Auth } from '../../src/server/features/auth';
import { createAccount } from '../../src/server/features/users';
import { BENCH_PASSWORD } from './seed';

export const BENCH_COURIER_EMAIL = 'bench-courier@example.com';

/** What a property with `beds` beds has out on hire (pure; bench/lib/courier-plan.test.ts reads it through the plan). */
export function benchInventory(beds: number): LinenInventory {
  const inv = emptyLinenInventory();
  const n = Math.max(1, beds);
  inv.covers.double = n;
  inv.sheets.double = n;
  inv.pillowcases.double = 2 * n;
  inv.towels.bath_towels = 2 * n;
  inv.towels.hand_towels = 2 * n;
  inv.towels.bath_mats = 1;
  return inv;
}

export async function seedBenchCourier(db: Db, auth: Auth): Promise<void> {
  await createAccount(auth, db, { email: BENCH_COURIER_EMAIL, password: BENCH_PASSWORD, name: 'Bench Courier', roleName: 'courier' });
  for (const beds of [1, 2, 3, 4]) {
    await db.execute(
      sql`update properties set linen_inventory = ${JSON.stringify(benchInventory(beds))}::jsonb
          where greatest(1, least(4, default_bed_config)) = ${beds}`,
    );
  }
}
