/**
 * What happens around Better Auth's reset-password endpoint: the link's user (for the personal-words
 * rule), and after a reset every other reset link of the user ends, the account's sign-in locks are
 * lifted (the reset proves the mailbox) and the event is audited. Better Auth itself ends the user's
 * sessions (revokeSessionsOnPasswordReset).
 */
import type { DbOrTx } from '../../db/client';
import type { AppDeps, RequestOrigin } from '../../lib/context';
import { findUserById, type UserRow } from '../users';
import { deleteResetLinksOf, findResetLinkUserId } from './account-unlock.repo';
import { auditAuthEvent } from './auth-audit';

/** The user a still-valid reset link belongs to. */
export async function findResetLinkUser(db: DbOrTx, token: string, now: Date): Promise<UserRow | undefined> {
  const userId = await findResetLinkUserId(db, token, now);
  return userId ? findUserById(db, userId) : undefined;
}

export async function passwordWasReset(deps: Pick<AppDeps, 'db' | 'rateLimiter'>, user: UserRow, request: RequestOrigin): Promise<void> {
  await deleteResetLinksOf(deps.db, user.id);
  await deps.rateLimiter.unlockAccount(user.email);
  await auditAuthEvent(deps.db, 'user.password_reset', { userId: user.id, email: user.email }, request);
}
