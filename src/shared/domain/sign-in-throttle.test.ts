import { describe, expect, it } from 'vitest';
import { backOffSeconds, describeWait, SIGN_IN_THROTTLE, startsBackOff, waitSeconds, withFailure, type ThrottleState } from './sign-in-throttle';

const T0 = new Date('2026-11-26T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function failTimes(n: number, free: number, when = T0): ThrottleState | undefined {
  let state: ThrottleState | undefined;
  for (let i = 0; i < n; i++) state = withFailure(state, when, free);
  return state;
}

describe('sign-in back-off', () => {
  it('allows the free failures, then doubles the wait from 30 seconds up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 11, 50].map((n) => backOffSeconds(n, 5))).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(backOffSeconds(29, 30)).toBe(0);
    expect(backOffSeconds(30, 30)).toBe(30);
    expect(backOffSeconds(10_000, 5)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });

  it('makes the next attempt wait only after the free failures', () => {
    expect(waitSeconds(failTimes(4, 5), T0)).toBe(0);
    const five = failTimes(5, 5);
    expect(waitSeconds(five, T0)).toBe(30);
    expect(waitSeconds(five, at(29))).toBe(1);
    expect(waitSeconds(five, at(30))).toBe(0);
    expect(waitSeconds(withFailure(five, at(30), 5), at(30))).toBe(60);
  });

  it('forgets a counter 24 hours after its last failure', () => {
    const many = failTimes(12, 5);
    expect(waitSeconds(many, at(14 * 60))).toBeGreaterThan(0);
    const day = SIGN_IN_THROTTLE.forgetAfterSeconds;
    expect(waitSeconds(many, at(day))).toBe(0);
    expect(withFailure(many, at(day), 5).failures).toBe(1);
    expect(withFailure(many, at(day - 1), 5).failures).toBe(13);
  });

  it('names the failure that starts a back-off', () => {
    expect([4, 5, 6].map((n) => startsBackOff(n, 5))).toEqual([false, true, false]);
  });

  it('says the wait in words', () => {
    expect([1, 30, 59, 60, 61, 120, 900].map(describeWait)).toEqual(['1 second', '30 seconds', '59 seconds', '1 minute', '2 minutes', '2 minutes', '15 minutes']);
  });
});
