/**
 * Sign-in throttling (issue 19 M5, decision 0164; the rule in @shared/domain/sign-in-throttle).
 *
 * - A known device (its cookie verified for this account) has its own counter only: no per-IP limit,
 *   no account-wide back-off, so strangers can never keep the owner's own browser out.
 * - An unknown device is counted per account and IP, and waits too once the account's failures from
 *   every unknown device together pass their free allowance. Attempts per IP across accounts keep
 *   their fixed window (rate-limit.service).
 * The source counter is taken before the password is checked (parallel guesses cannot slip past) and
 * cleared by a success; the account-wide counter counts real failures only.
 */
import { SIGN_IN_THROTTLE, startsBackOff, waitSeconds } from '@shared/domain/sign-in-throttle';
import type { DbOrTx } from '../../db/client';
import * as counters from './rate-limit.repo';
import * as repo from './sign-in-throttle.repo';

const normal = (email: string) => email.trim().toLowerCase();
/** Every key of one account starts with this prefix (so an unlock can clear them all). */
export const accountKeyPrefix = (email: string) => `sign-in:account:${normal(email)}|`;
const accountKey = (email: string) => `${accountKeyPrefix(email)}all`;
const sourceKey = (email: string, source: SignInSource) =>
  source.device ? `${accountKeyPrefix(email)}device:${source.device}` : `${accountKeyPrefix(email)}ip:${source.ip}`;

/** Where an attempt comes from: the client IP, and the known-device nonce when the cookie verified. */
export interface SignInSource {
  ip: string;
  device: string | null;
}

export type ThrottleReason = 'device' | 'ip' | 'account';
export type SignInGate = { allowed: true } | { allowed: false; reason: ThrottleReason; waitSeconds: number };

export function createSignInThrottle(db: DbOrTx, now: () => Date, scale = 1) {
  const freePerSource = SIGN_IN_THROTTLE.freePerSource * scale;
  const freePerAccount = SIGN_IN_THROTTLE.freePerAccount * scale;
  const sourceReason = (source: SignInSource): ThrottleReason => (source.device ? 'device' : 'ip');

  return {
    /** Decides whether this attempt may check its password, and if so counts it against its source. */
    async gateSignIn(email: string, source: SignInSource): Promise<SignInGate> {
      if (!source.device) {
        const account = (await repo.readStates(db, [accountKey(email)])).get(accountKey(email));
        const wait = waitSeconds(account, now());
        if (wait > 0) return { allowed: false, reason: 'account', waitSeconds: wait };
      }
      const taken = await repo.countFailure(db, sourceKey(email, source), now(), freePerSource, { whenAllowed: true });
      return taken.counted ? { allowed: true } : { allowed: false, reason: sourceReason(source), waitSeconds: taken.wait };
    },

    /**
     * After a wrong password: counts it for the whole account too, and names the counter whose
     * back-off this failure started (the owner is e-mailed an unlock link then), or null.
     */
    async signInFailed(email: string, source: SignInSource): Promise<ThrottleReason | null> {
      const sourceState = (await repo.readStates(db, [sourceKey(email, source)])).get(sourceKey(email, source));
      const account = await repo.countFailure(db, accountKey(email), now(), freePerAccount, { whenAllowed: false });
      if (sourceState && startsBackOff(sourceState.failures, freePerSource)) return sourceReason(source);
      if (!source.device && account.counted && startsBackOff(account.failures, freePerAccount)) return 'account';
      return null;
    },

    /** A success forgets the failures of its source (this IP, or this device). */
    async signInSucceeded(email: string, source: SignInSource): Promise<void> {
      await repo.clearKey(db, sourceKey(email, source));
    },

    /** Ends every sign-in throttle of the account (an unlock link, a password reset). */
    async unlockAccount(email: string): Promise<void> {
      await repo.clearKeysStartingWith(db, accountKeyPrefix(email));
    },
  };
}

/**
 * Forgets every sign-in counter of an account, in the caller's transaction (an erased account, decision
 * 0146): the throttles and the fixed-window counters kept under the same prefix before decision 0164.
 */
export async function forgetAccountThrottles(db: DbOrTx, email: string): Promise<void> {
  await counters.clearPrefix(db, accountKeyPrefix(email));
  await repo.clearKeysStartingWith(db, accountKeyPrefix(email));
}
