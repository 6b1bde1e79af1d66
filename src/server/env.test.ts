import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './env';

describe('readEnv: every setting in one schema', () => {
  it('reads the web directory and the scheduled jobs’ periods, leaving unset periods to each job', () => {
    const env = readEnv({ NODE_ENV: 'test', WEB_DIR: '/srv/web', OUTBOX_INTERVAL_MS: '100', REMINDER_INTERVAL_MS: '2000' });
    expect(env.webDir).toBe('/srv/web');
    expect(env.intervals).toEqual({ outbox: 100, linenSweep: undefined, reminders: 2000, lateFees: undefined });
    expect(readEnv({ NODE_ENV: 'test' }).webDir).toMatch(/dist[\\/]web$/);
  });

  it('refuses a period that is not a whole number of milliseconds instead of silently using the default', () => {
    expect(() => readEnv({ NODE_ENV: 'test', LINEN_SWEEP_INTERVAL_MS: 'soon' })).toThrow(ConfigError);
    expect(() => readEnv({ NODE_ENV: 'test', LATE_FEE_INTERVAL_MS: '5' })).toThrow(/LATE_FEE_INTERVAL_MS/);
  });
});
