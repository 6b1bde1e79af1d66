/**
 * Limits on the auth routes (decision 0010). Sign-in: failed attempts per account and client IP (the
 * lock applies to that IP only, so a stranger cannot keep the owner out), a higher ceiling per account
 * across all IPs, and attempts per IP across accounts. When an account is locked its owner is e-mailed
 * an unlock link (account-unlock.service). Sign-up and password-reset requests: per client IP. New
 * e-mail verification links: per user. RATE_LIMIT_SCALE multiplies every limit.
 */
import { MESSAGES, VERIFY_EMAIL_RESEND_SECONDS } from '@shared/constants';
import type { DbOrTx } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import * as repo from './rate-limit.repo';

export const LIMITS = {
  signInPerAccountIp: { max: 5, windowSeconds: 15 * 60 },
  signInPerAccount: { max: 30, windowSeconds: 15 * 60 },
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signUpPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetPerIp: { max: 5, windowSeconds: 15 * 60 },
  verifyEmailCooldown: { max: 1, windowSeconds: VERIFY_EMAIL_RESEND_SECONDS },
  verifyEmailPerHour: { max: 10, windowSeconds: 60 * 60 },
  /** 'Sync now' of one property's booking calendar (issue 19 H2): each sync reads a remote feed. */
  bookingSyncPerProperty: { max: 6, windowSeconds: 10 * 60 },
} as const;

const normal = (email: string) => email.trim().toLowerCase();
/** Every key of one account starts with this prefix (so an unlock can clear them all). */
export const accountKeyPrefix = (email: string) => `sign-in:account:${normal(email)}`;
const accountKey = (email: string) => `${accountKeyPrefix(email)}|all`;
const accountIpKey = (email: string, ip: string) => `${accountKeyPrefix(email)}|ip:${ip}`;
const ipKey = (ip: string) => `sign-in:ip:${ip}`;

export type SignInCheck = { locked: false } | { locked: true; reason: 'ip' | 'account'; firstRefusal: boolean };

export function createRateLimiter(db: DbOrTx, now: () => Date, scale = 1) {
  const max = (kind: keyof typeof LIMITS) => LIMITS[kind].max * scale;
  return {
    /**
     * Counts the attempt before the password is checked (so parallel attempts cannot slip past the
     * limit) and says whether it is refused: the IP over its limit across accounts, or the account
     * locked for this IP or across all IPs. firstRefusal is true for the attempt that started a lock.
     */
    async checkSignIn(email: string, ip: string): Promise<SignInCheck> {
      const { signInPerAccountIp: perAccountIp, signInPerAccount: perAccount, signInPerIp: perIp } = LIMITS;
      const ipHits = await repo.hit(db, ipKey(ip), perIp.windowSeconds, now());
      if (ipHits > max('signInPerIp')) throw tooManyRequests(MESSAGES.tooManyAttempts);
      const accountIpHits = await repo.hit(db, accountIpKey(email, ip), perAccountIp.windowSeconds, now());
      const accountHits = await repo.hit(db, accountKey(email), perAccount.windowSeconds, now());
      if (accountIpHits > max('signInPerAccountIp')) {
        return { locked: true, reason: 'ip', firstRefusal: accountIpHits === max('signInPerAccountIp') + 1 };
      }
      if (accountHits > max('signInPerAccount')) {
        return { locked: true, reason: 'account', firstRefusal: accountHits === max('signInPerAccount') + 1 };
      }
      return { locked: false };
    },
    /** A success clears the failures from this IP and takes its own attempt off the other counts. */
    async afterSignIn(email: string, ip: string, succeeded: boolean): Promise<void> {
      if (!succeeded) return;
      await repo.clear(db, accountIpKey(email, ip));
      await repo.decrement(db, accountKey(email));
      await repo.decrement(db, ipKey(ip));
    },
    /** Ends every sign-in lock of the account (an unlock link, a password reset). */
    async unlockAccount(email: string): Promise<void> {
      await repo.clearPrefix(db, accountKeyPrefix(email));
    },
    /** Counts a request by its key (an IP, a property id) and refuses it over the limit. */
    async limit(kind: 'signUpPerIp' | 'resetPerIp' | 'bookingSyncPerProperty', key: string, message: string = MESSAGES.tooManyRequests): Promise<void> {
      if ((await repo.hit(db, `${kind}:${key}`, LIMITS[kind].windowSeconds, now())) > max(kind)) {
        throw tooManyRequests(message);
      }
    },
    /**
     * One new verification link per user per VERIFY_EMAIL_RESEND_SECONDS (and a ceiling per hour):
     * returns 0 when a link may be sent now, else the seconds to wait (the Resend button counts them down).
     */
    async verificationLinkWait(userId: string): Promise<number> {
      for (const kind of ['verifyEmailCooldown', 'verifyEmailPerHour'] as const) {
        const { windowSeconds } = LIMITS[kind];
        const { count, windowStart } = await repo.hitWindow(db, `${kind}:${userId}`, windowSeconds, now());
        if (count > max(kind)) return Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now().getTime()) / 1000));
      }
      return 0;
    },
    /** True for the first call per key and window: used to send one unlock mail per lock. */
    async firstInWindow(key: string, windowSeconds: number): Promise<boolean> {
      return (await repo.hit(db, key, windowSeconds, now())) === 1;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
