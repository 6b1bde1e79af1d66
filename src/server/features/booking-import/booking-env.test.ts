import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../../env';

describe('booking-import settings', () => {
  it('refuses private calendar addresses and reads every 30 minutes unless told otherwise', () => {
    const env = readEnv({ NODE_ENV: 'test' });
    expect(env.icalAllowPrivate).toBe(false);
    expect(env.bookingSyncIntervalMs).toBe(30 * 60_000);
  });

  it('reads ICAL_ALLOW_PRIVATE and BOOKING_SYNC_INTERVAL_MS', () => {
    const env = readEnv({ NODE_ENV: 'test', ICAL_ALLOW_PRIVATE: 'true', BOOKING_SYNC_INTERVAL_MS: '60000' });
    expect(env.icalAllowPrivate).toBe(true);
    expect(env.bookingSyncIntervalMs).toBe(60_000);
    expect(readEnv({ NODE_ENV: 'test', ICAL_ALLOW_PRIVATE: '0' }).icalAllowPrivate).toBe(false);
  });

  it('refuses a nonsense interval or flag at start', () => {
    expect(() => readEnv({ NODE_ENV: 'test', BOOKING_SYNC_INTERVAL_MS: '5' })).toThrow(ConfigError);
    expect(() => readEnv({ NODE_ENV: 'test', ICAL_ALLOW_PRIVATE: 'yes' })).toThrow(ConfigError);
  });
});
