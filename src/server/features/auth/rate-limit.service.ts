/**
 * Limits on the auth routes (decisions 0010, 0164). Sign-in: failures throttled with back-off per
 * account and IP, per account and known device, and per account across unknown devices
 * (sign-in-throttle.service); attempts per IP across accounts in a fixed window. When a throttle
 * starts the account's owner is e-mailed an unlock link (account-unlock.service). Sign-up and
 * password-reset requests: per client IP. New e-mail verification links: per user.
 * RATE_LIMIT_SCALE multiplies every limit.
 */
import { MESSAGES, VERIFY_EMAIL_RESEND_SECONDS } from '@shared/constants';
import type { DbOrTx } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import * as repo from './rate-limit.repo';
import { createSignInThrottle } from './sign-in-throttle.service';

export const LIMITS = {
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signUpPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetPerIp: { max: 5, windowSeconds: 15 * 60 },
  verifyEmailCooldown: { max: 1, windowSeconds: VERIFY_EMAIL_RESEND_SECONDS },
  verifyEmailPerHour: { max: 10, windowSeconds: 60 * 60 },
  /** 'Sync now' of one property's booking calendar (issue 19 H2): each sync reads a remote feed. */
  bookingSyncPerProperty: { max: 6, windowSeconds: 10 * 60 },
  /** A property-management system's webhook calls per calling address (decision 0201). */
  bookingWebhookPerIp: { max: 600, windowSeconds: 60 },
} as const;

const ipKey = (ip: string) => `sign-in:ip:${ip}`;

export function createRateLimiter(db: DbOrTx, now: () => Date, scale = 1) {
  const max = (kind: keyof typeof LIMITS) => LIMITS[kind].max * scale;
  return {
    ...createSignInThrottle(db, now, scale),
    /** Counts a sign-in attempt from an unknown device against its IP (all accounts together). */
    async limitSignInIp(ip: string): Promise<void> {
      if ((await repo.hit(db, ipKey(ip), LIMITS.signInPerIp.windowSeconds, now())) > max('signInPerIp')) {
        throw tooManyRequests(MESSAGES.tooManyAttempts);
      }
    },
    /** A success takes its own attempt off the IP's count (an office signing in all day). */
    async signInIpSucceeded(ip: string): Promise<void> {
      await repo.decrement(db, ipKey(ip));
    },
    /** Counts a request by its key (an IP, a property id) and refuses it over the limit. */
    async limit(kind: 'signUpPerIp' | 'resetPerIp' | 'bookingSyncPerProperty' | 'bookingWebhookPerIp', key: string, message: string = MESSAGES.tooManyRequests): Promise<void> {
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

declare module '../../lib/context' {
  interface AppDeps {
    /** Our limiter in the database (decision 0001): every process shares its counters. */
    rateLimiter: RateLimiter;
  }
}
