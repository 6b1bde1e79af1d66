import { describe, expect, it } from 'vitest';
import { countsSummary, differenceText, receivedLate } from './visit-proof';

describe('visit proof wording', () => {
  it('says a difference as short or over', () => {
    expect(differenceText(-1)).toBe('1 short');
    expect(differenceText(3)).toBe('3 over');
    expect(differenceText(0)).toBe('Matches');
  });

  it('shows the received time only when it came 5 minutes or more after the door', () => {
    expect(receivedLate('2026-11-27T10:00:00.000Z', '2026-11-27T10:04:59.000Z')).toBe(false);
    expect(receivedLate('2026-11-27T10:00:00.000Z', '2026-11-27T10:05:00.000Z')).toBe(true);
    // A phone a little ahead of the server: received 'before' it happened is not late.
    expect(receivedLate('2026-11-27T10:02:00.000Z', '2026-11-27T10:00:00.000Z')).toBe(false);
  });

  it('sums up the counts', () => {
    expect(countsSummary([])).toBe('No counts were recorded at this stop.');
    expect(countsSummary([0, 0])).toBe('Every count matches what was out on hire.');
    expect(countsSummary([0, -1, 2])).toBe('2 of 3 items differ from what was out on hire.');
    expect(countsSummary([-1])).toBe('1 of 1 item differs from what was out on hire.');
  });
});
