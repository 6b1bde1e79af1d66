/** Private calendar feeds (issue 9): one token per user; replacing it is the only way to change it. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeedOf(db: DbOrTx, userId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findFeedByToken(db: DbOrTx, token: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row;
}

/** Stores the user's token, replacing any earlier one (whose URL then stops working). */
export async function replaceFeed(db: DbOrTx, userId: string, token: string, now: Date): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: now } })
    .returning();
  return row;
}

/** Removes the user's feed; true when there was one. */
export async function deleteFeed(db: DbOrTx, userId: string): Promise<boolean> {
  const gone = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
  return gone.length > 0;
}
