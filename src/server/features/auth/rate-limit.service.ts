/**
 * Limits on the auth routes. Sign-in: failed attempts per account (a success clears them) and per
 * client IP. Sign-up and password-reset requests: per client IP. RATE_LIMIT_SCALE multiplies every
 * limit (for offices where many people share one address). New e-mail verification links: per user.
 */
import { MESSAGES } from '@shared/constants';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import * as repo from './rate-limit.repo';

export const LIMITS = {
  signInPerAccount: { max: 5, windowSeconds: 15 * 60 },
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signUpPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetPerIp: { max: 5, windowSeconds: 15 * 60 },
  verifyEmailPerUser: { max: 3, windowSeconds: 15 * 60 },
} as const;

const accountKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `sign-in:ip:${ip}`;

export function createRateLimiter(db: Db, now: () => Date, scale = 1) {
  const max = (kind: keyof typeof LIMITS) => LIMITS[kind].max * scale;
  return {
    /**
     * Counts the attempt before the password is checked (so parallel attempts cannot slip past the
     * limit) and refuses it when the account or the IP is over its limit of recent failures.
     */
    async beforeSignIn(email: string, ip: string): Promise<void> {
      const { signInPerAccount: acct, signInPerIp: perIp } = LIMITS;
      const accountHits = await repo.hit(db, accountKey(email), acct.windowSeconds, now());
      const ipHits = await repo.hit(db, ipKey(ip), perIp.windowSeconds, now());
      if (accountHits > max('signInPerAccount') || ipHits > max('signInPerIp')) throw tooManyRequests(MESSAGES.tooManyAttempts);
    },
    /** A success clears the account's failures and takes its own attempt off the IP's count. */
    async afterSignIn(email: string, ip: string, succeeded: boolean): Promise<void> {
      if (!succeeded) return;
      await repo.clear(db, accountKey(email));
      await repo.decrement(db, ipKey(ip));
    },
    /** Counts a request by the IP (or, for verification links, the user id) and refuses it over the limit. */
    async limit(kind: 'signUpPerIp' | 'resetPerIp' | 'verifyEmailPerUser', key: string): Promise<void> {
      if ((await repo.hit(db, `${kind}:${key}`, LIMITS[kind].windowSeconds, now())) > max(kind)) {
        throw tooManyRequests(MESSAGES.tooManyRequests);
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
