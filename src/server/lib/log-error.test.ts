import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeUnexpected, logError } from './log-error';

const TOKEN = 'sess_5f3a9c0d2b7e41f8';

function failedQuery(): Error {
  const cause = new Error(`duplicate key value\nparams: ${TOKEN},2026-11-26`);
  const err = new Error(`Failed query: select * from sessions where token = $1\nparams: ${TOKEN}`, { cause });
  return err;
}

describe('logging an unexpected error', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the query, the cause and the stack frames, and drops the parameters everywhere', () => {
    const text = describeUnexpected(failedQuery());
    expect(text).toContain('Failed query: select * from sessions where token = $1');
    expect(text).toContain('(cause: duplicate key value)');
    expect(text).toMatch(/\n\s+at /);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('params:');
  });

  it('logs through one function with what failed', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    logError('Reminders failed', failedQuery());
    expect(spy).toHaveBeenCalledTimes(1);
    const line = String(spy.mock.calls[0][0]);
    expect(line.startsWith('Reminders failed: Error: Failed query')).toBe(true);
    expect(line).not.toContain(TOKEN);
  });

  it('describes thrown values that are not errors', () => {
    expect(describeUnexpected(`boom\nparams: ${TOKEN}`)).toBe('boom');
  });
});
