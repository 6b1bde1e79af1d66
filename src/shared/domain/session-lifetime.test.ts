import { describe, expect, it } from 'vitest';
import { SESSION_MAX_IDLE_SECONDS } from '../constants';
import { absoluteSessionEnd, isSessionLive, refreshedSessionExpiry, SESSION_MAX_AGE_SECONDS, SESSION_REFRESH_SECONDS } from './session-lifetime';

const HOUR = 3600_000;
const created = new Date('2026-03-01T09:00:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);
/** A session whose idle deadline was last written at `lastActive`. */
const session = (lastActiveMs: number) => ({ createdAt: created, expiresAt: at(lastActiveMs + SESSION_MAX_IDLE_SECONDS * 1000) });

describe('session lifetime', () => {
  it('is live until 24 hours after the last recorded activity', () => {
    expect(isSessionLive(session(0), at(23.9 * HOUR))).toBe(true);
    expect(isSessionLive(session(0), at(24 * HOUR))).toBe(false);
    expect(isSessionLive(session(20 * HOUR), at(30 * HOUR))).toBe(true);
  });

  it('ends 7 days after creation however recent the activity', () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(7 * 24 * 3600);
    expect(absoluteSessionEnd({ createdAt: created })).toEqual(at(7 * 24 * HOUR));
    const busy = session(7 * 24 * HOUR - HOUR); // active an hour before the end
    expect(isSessionLive(busy, at(7 * 24 * HOUR - 1))).toBe(true);
    expect(isSessionLive(busy, at(7 * 24 * HOUR))).toBe(false);
    expect(isSessionLive(busy, at(7 * 24 * HOUR + 1000))).toBe(false);
  });

  it('writes new activity at most once per refresh interval', () => {
    expect(refreshedSessionExpiry(session(0), at(SESSION_REFRESH_SECONDS * 1000 - 1))).toBeNull();
    expect(refreshedSessionExpiry(session(0), at(SESSION_REFRESH_SECONDS * 1000))).toEqual(
      at(SESSION_REFRESH_SECONDS * 1000 + SESSION_MAX_IDLE_SECONDS * 1000),
    );
    expect(refreshedSessionExpiry(session(10 * HOUR), at(10 * HOUR + 60_000))).toBeNull();
  });

  it('never moves the idle deadline past the absolute end', () => {
    const late = session(5.9 * 24 * HOUR); // idle deadline 6.9 days after creation
    expect(refreshedSessionExpiry(late, at(6 * 24 * HOUR))).toEqual(at(7 * 24 * HOUR));
    const capped = { createdAt: created, expiresAt: at(7 * 24 * HOUR) };
    expect(refreshedSessionExpiry(capped, at(6.9 * 24 * HOUR))).toBeNull();
  });
});
