/**
 * Locked accounts: when failed sign-ins lock an account (for one IP or across all), its owner is
 * e-mailed an unlock link through the outbox, at most once per lock window; following the link
 * clears every sign-in lock of the account. Unknown e-mails are locked alike but get no mail.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../lib/context';
import { recordAudit } from '../audit/audit.repo';
import { accountLockedMail } from '../mail/auth-mail-templates';
import { about, enqueueMail } from '../mail/outbox.repo';
import { findUserByEmail, findUserById } from '../users/users.repo';
import { deleteUnlockLinksOf, insertUnlockLink, takeUnlockLink } from './account-unlock.repo';
import { LIMITS } from './rate-limit.service';

const UNLOCK_LINK_SECONDS = 60 * 60;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const unlockLink = (appUrl: string, token: string) => `${appUrl}/unlock-account?token=${encodeURIComponent(token)}`;

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'rateLimiter'>;

/** Called for the attempt that started a lock: e-mails the owner (once per window) and audits it. */
export async function accountLocked(deps: Deps, email: string, request: { ip: string; userAgent: string | null; reason: string }) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  await recordAudit(deps.db, {
    actorUserId: null,
    action: 'auth.locked',
    entityType: 'user',
    entityId: user.id,
    details: { reason: request.reason },
    ipAddress: request.ip,
    userAgent: request.userAgent,
  });
  if (!(await deps.rateLimiter.firstInWindow(`unlock-mail:${user.id}`, LIMITS.signInPerAccount.windowSeconds))) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await insertUnlockLink(tx, hashOf(token), user.id, new Date(deps.now().getTime() + UNLOCK_LINK_SECONDS * 1000));
    await enqueueMail(tx, about([accountLockedMail(user.email, user.name, unlockLink(deps.env.appUrl, token))], { userId: user.id }));
  });
}

/** Follows an unlock link: true when it was valid and unused, and the account's locks are cleared. */
export async function unlockWithLink(deps: Deps, token: string, request: { ip: string; userAgent: string | null }): Promise<boolean> {
  const userId = await takeUnlockLink(deps.db, hashOf(token), deps.now());
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) return false;
  await deps.rateLimiter.unlockAccount(user.email);
  await deleteUnlockLinksOf(deps.db, user.id);
  await recordAudit(deps.db, {
    actorUserId: null,
    action: 'auth.unlocked',
    entityType: 'user',
    entityId: user.id,
    ipAddress: request.ip,
    userAgent: request.userAgent,
  });
  return true;
}
