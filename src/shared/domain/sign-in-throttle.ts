/**
 * Sign-in throttling with back-off (issue 19 M5, decision 0164). Failed sign-ins are counted per
 * source — one account from one client IP, or one account from one known device (a device cookie set
 * at an earlier successful sign-in) — and per account across every unknown device. A counter allows a
 * number of failures free, then each further failure makes the next attempt wait twice as long
 * (30 s, 1 min, 2 min … at most 15 minutes). A counter with no failure for 24 hours is forgotten.
 * There is no lock the right password from a known device cannot pass: its own counter only.
 */

export const SIGN_IN_THROTTLE = {
  /** Failures of one account from one IP (or one known device) before the back-off starts. */
  freePerSource: 5,
  /** Failures of one account from all unknown devices together before they all back off. */
  freePerAccount: 30,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** A counter with no failure for this long starts again from nothing. */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  /** No attempt is allowed before this moment. */
  blockedUntil: Date;
}

/** The wait after the `failures`-th failure: none while under `free`, then doubling up to the ceiling. */
export function backOffSeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  const { baseDelaySeconds, maxDelaySeconds } = SIGN_IN_THROTTLE;
  const doublings = Math.min(failures - free, 16);
  return Math.min(baseDelaySeconds * 2 ** doublings, maxDelaySeconds);
}

/** The state as it stands at `now`: undefined once forgotten. */
export function currentState(state: ThrottleState | undefined, now: Date): ThrottleState | undefined {
  if (!state) return undefined;
  const idleMs = now.getTime() - state.lastFailureAt.getTime();
  return idleMs >= SIGN_IN_THROTTLE.forgetAfterSeconds * 1000 ? undefined : state;
}

/** Whole seconds to wait before the next attempt is allowed (0: allowed now). */
export function waitSeconds(state: ThrottleState | undefined, now: Date): number {
  const live = currentState(state, now);
  if (!live) return 0;
  return Math.max(0, Math.ceil((live.blockedUntil.getTime() - now.getTime()) / 1000));
}

/** The state after one more failure at `now`. */
export function withFailure(state: ThrottleState | undefined, now: Date, free: number): ThrottleState {
  const failures = (currentState(state, now)?.failures ?? 0) + 1;
  return { failures, lastFailureAt: now, blockedUntil: new Date(now.getTime() + backOffSeconds(failures, free) * 1000) };
}

/** True for the failure that starts the back-off of a counter (the owner is e-mailed an unlock link then). */
export const startsBackOff = (failures: number, free: number) => failures === free;

/** '30 seconds', '1 minute', '15 minutes' — the wait as the lock message says it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
