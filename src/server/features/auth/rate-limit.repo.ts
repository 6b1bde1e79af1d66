/** Fixed-window counters in the database, so every instance shares them. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';

/** Adds one hit to the key's window (starting a new window when the old one has passed) and returns the count. */
export async function hit(db: DbOrTx, key: string, windowSeconds: number, now: Date): Promise<number> {
  return (await hitWindow(db, key, windowSeconds, now)).count;
}

/** As hit(), also returning when the key's current window started. */
export async function hitWindow(db: DbOrTx, key: string, windowSeconds: number, now: Date): Promise<{ count: number; windowStart: Date }> {
  const windowStartCutoff = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row;
}

export async function decrement(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Removes every counter whose key starts with the prefix (compared literally: no LIKE wildcards). */
export async function clearPrefix(db: DbOrTx, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}
