/** The caller's rows in Better Auth's sessions table: always scoped to the user, never exposing tokens. */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

export async function listLiveSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
}

/** Deletes one of the user's sessions; returns false when the id is not theirs (or not there). */
export async function deleteSessionOf(db: DbOrTx, userId: string, sessionId: string): Promise<{ userAgent: string | null } | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ userAgent: sessions.userAgent });
  return row;
}

/** Deletes every session of the user but the one with this token; returns how many ended. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepToken: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return rows.length;
}
