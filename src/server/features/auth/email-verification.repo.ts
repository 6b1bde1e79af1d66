/**
 * The e-mail verification links still unused: one row per link in Better Auth's verifications table,
 * keyed by the hash of the link's token (never the token itself), holding the user's id.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verifications } from '../../db/schema';

const PREFIX = 'email-verification:';

export async function insertVerificationLink(db: DbOrTx, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(verifications).values({ id: randomUUID(), identifier: `${PREFIX}${tokenHash}`, value: userId, expiresAt });
}

/** Removes the user's link and returns their id; undefined when it is unknown, used, expired or another user's. */
export async function takeVerificationLink(db: DbOrTx, tokenHash: string, userId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, `${PREFIX}${tokenHash}`),
        eq(verifications.value, userId),
        gt(verifications.expiresAt, now),
      ),
    )
    .returning({ userId: verifications.value });
  return row?.userId;
}

/** Once the e-mail is verified, the user's other links are of no use. */
export async function deleteVerificationLinksOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId)));
}
