/**
 * Unlock links for accounts locked after failed sign-ins: rows in Better Auth's verifications table
 * keyed by the hash of the link's token (never the token), holding the user's id.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verifications } from '../../db/schema';

const PREFIX = 'account-unlock:';

export async function insertUnlockLink(db: DbOrTx, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(verifications).values({ id: randomUUID(), identifier: `${PREFIX}${tokenHash}`, value: userId, expiresAt });
}

/** Removes the link and returns its user's id; undefined when unknown, used or expired. */
export async function takeUnlockLink(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, `${PREFIX}${tokenHash}`), gt(verifications.expiresAt, now)))
    .returning({ userId: verifications.value });
  return row?.userId;
}

export async function deleteUnlockLinksOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId)));
}

/** A password reset ends every other reset link of the user (Better Auth keeps them as `reset-password:{token}`). */
export async function deleteResetLinksOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
}

/** The user id a still-valid reset-password link belongs to (Better Auth keys it by the token). */
export async function findResetLinkUserId(db: DbOrTx, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, now)));
  return row?.userId;
}
