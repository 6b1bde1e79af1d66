/**
 * Throttled accounts (decision 0164): when failed sign-ins start a back-off (for one IP, one known
 * device, or unknown devices across all IPs), the owner is e-mailed an unlock link through the
 * outbox, at most once per 15 minutes; following the link clears every sign-in throttle of the
 * account, and the browser that followed it becomes a known device. Unknown e-mails are throttled
 * alike but get no mail.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps, RequestOrigin } from '../../lib/context';
import { accountLockedMail, about, enqueueMail } from '../mail';
import { findUserByEmail, findUserById } from '../users';
import { deleteUnlockLinksOf, insertUnlockLink, takeUnlockLink } from './account-unlock.repo';
import { SIGN_IN_THROTTLE } from '@shared/domain/sign-in-throttle';
import { audit } from '../../lib/audit';

const UNLOCK_LINK_SECONDS = 60 * 60;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const unlockLink = (appUrl: string, token: string) => `${appUrl}/unlock-account?token=${encodeURIComponent(token)}`;

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'rateLimiter'>;

/** Called for the attempt that started a lock: e-mails the owner (once per window) and audits it. */
export async function accountLocked(deps: Deps, email: string, request: RequestOrigin & { reason: string }) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  await audit(deps.db, request, { action: 'auth.locked', entityType: 'user', entityId: user.id, details: { reason: request.reason } });
  if (!(await deps.rateLimiter.firstInWindow(`unlock-mail:${user.id}`, SIGN_IN_THROTTLE.maxDelaySeconds))) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await insertUnlockLink(tx, hashOf(token), user.id, new Date(deps.now().getTime() + UNLOCK_LINK_SECONDS * 1000));
    await enqueueMail(tx, about([accountLockedMail(user.email, user.name, unlockLink(deps.env.appUrl, token))], { userId: user.id }));
  });
}

/** Follows an unlock link: the user's id when it was valid and unused (the account's throttles are cleared), else null. */
export async function unlockWithLink(deps: Deps, token: string, request: RequestOrigin): Promise<string | null> {
  const userId = await takeUnlockLink(deps.db, hashOf(token), deps.now());
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) return null;
  await deps.rateLimiter.unlockAccount(user.email);
  await deleteUnlockLinksOf(deps.db, user.id);
  await audit(deps.db, request, { action: 'auth.unlocked', entityType: 'user', entityId: user.id });
  return user.id;
}
