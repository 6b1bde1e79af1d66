/**
 * E-mail verification for owners who signed themselves up. The link carries a token in Better Auth's
 * format (signed, valid 24 hours) and is checked by Better Auth's verify-email endpoint; we also keep
 * the token's hash until it is used, so each link works once. Mails go through the outbox.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { EMAIL_VERIFICATION_SECONDS, MESSAGES } from '@shared/constants';
import type { DbOrTx } from '../../db/client';
import type { AppDeps, Caller } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { emailVerificationMail, about, enqueueMail } from '../mail';
import { findUserById } from '../users';
import type { Auth } from './auth';
import { deleteVerificationLinksOf, insertVerificationLink, takeVerificationLink } from './email-verification.repo';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The e-mailed link opens our page, which confirms it for the signed-in account it was sent for
 * (a POST with that session): opening it alone — a mail scanner, or whoever owns the mailbox when
 * someone else signed up with their address — verifies nothing.
 */
export const verificationLink = (appUrl: string, token: string) => `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;

/**
 * A token for the user's current e-mail in the form Better Auth's verify-email endpoint accepts, with
 * a random id so that no two links are alike.
 */
export async function createVerificationToken(auth: Auth, user: { id: string; email: string }): Promise<string> {
  const { secret } = await auth.$context;
  return createEmailVerificationToken(secret, user.email, undefined, EMAIL_VERIFICATION_SECONDS, {
    userId: user.id,
    jti: randomUUID(),
  });
}

/** A new link, kept (by its token's hash) and queued as a mail: call it inside the caller's transaction. */
export async function queueVerificationMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'auth' | 'env' | 'now'>,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const token = await createVerificationToken(deps.auth, user);
  const expiresAt = new Date(deps.now().getTime() + EMAIL_VERIFICATION_SECONDS * 1000);
  await insertVerificationLink(tx, hashOf(token), user.id, expiresAt);
  await enqueueMail(tx, about([emailVerificationMail(user.email, user.name, verificationLink(deps.env.appUrl, token))], { userId: user.id }));
}

/**
 * A new link for the signed-in user, unless their e-mail is verified already. Returns the seconds to
 * wait instead when the user asked too recently (0 when the link was queued).
 */
export async function resendVerificationMail(deps: AppDeps, caller: Caller): Promise<number> {
  if (caller.user.emailVerified) throw new AppError(409, 'already_verified', MESSAGES.emailAlreadyVerified);
  const wait = await deps.rateLimiter.verificationLinkWait(caller.user.id);
  if (wait > 0) return wait;
  await deps.db.transaction((tx) => queueVerificationMail(tx, deps, caller.user));
  return 0;
}

/**
 * Confirms a link for the signed-in user it was issued to: true when it was valid, unused and theirs,
 * and their e-mail is now verified. Another user's link is neither used nor spent.
 */
export async function followVerificationLink(deps: AppDeps, token: string, callerId: string): Promise<boolean> {
  const userId = await takeVerificationLink(deps.db, hashOf(token), callerId, deps.now());
  if (!userId) return false;
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    if (isAPIError(err)) return false;
    throw err;
  }
  if (!(await findUserById(deps.db, userId))?.emailVerified) return false;
  await deleteVerificationLinksOf(deps.db, userId);
  return true;
}
