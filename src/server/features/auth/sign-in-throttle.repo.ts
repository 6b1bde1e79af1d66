/** Sign-in failure counters (sign_in_throttles): shared by every app process on the database. */
import { eq, inArray, sql } from 'drizzle-orm';
import { waitSeconds, withFailure, type ThrottleState } from '@shared/domain/sign-in-throttle';
import type { DbOrTx } from '../../db/client';
import { signInThrottles } from '../../db/schema';

const EPOCH = new Date(0);

export async function readStates(db: DbOrTx, keys: string[]): Promise<Map<string, ThrottleState>> {
  const rows = await db.select().from(signInThrottles).where(inArray(signInThrottles.key, keys));
  return new Map(rows.map(({ key, ...state }) => [key, state]));
}

/**
 * Counts one failure under the key at `now`, in one transaction with the row locked (two processes
 * cannot both pass). With `whenAllowed`, nothing is counted while the key must wait: the answer is
 * then the wait in seconds. Returns the failures counted so far otherwise.
 */
export async function countFailure(
  db: DbOrTx,
  key: string,
  now: Date,
  free: number,
  options: { whenAllowed: boolean },
): Promise<{ counted: true; failures: number } | { counted: false; wait: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(signInThrottles).values({ key, failures: 0, lastFailureAt: EPOCH, blockedUntil: EPOCH }).onConflictDoNothing();
    const [row] = await tx.select().from(signInThrottles).where(eq(signInThrottles.key, key)).for('update');
    const state = row.failures > 0 ? row : undefined;
    const wait = waitSeconds(state, now);
    if (options.whenAllowed && wait > 0) return { counted: false, wait };
    const next = withFailure(state, now, free);
    await tx.update(signInThrottles).set(next).where(eq(signInThrottles.key, key));
    return { counted: true, failures: next.failures };
  });
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

/** Removes every counter whose key starts with the prefix (compared literally: no LIKE wildcards). */
export async function clearKeysStartingWith(db: DbOrTx, prefix: string): Promise<void> {
  await db.delete(signInThrottles).where(sql`starts_with(${signInThrottles.key}, ${prefix})`);
}
