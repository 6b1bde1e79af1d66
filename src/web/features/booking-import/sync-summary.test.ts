import { describe, expect, it } from 'vitest';
import { syncSummary } from './sync-summary';

describe('syncSummary', () => {
  const result = { ok: true, created: 0, moved: 0, withdrawn: 0, flagged: 0, skipped: 0, error: null };
  it('names what changed, with plurals', () => {
    expect(syncSummary({ ...result, created: 1 })).toBe('Calendar synced: 1 check-out imported');
    expect(syncSummary({ ...result, created: 3, moved: 1, withdrawn: 2 }, 'Booking calendar saved')).toBe(
      'Booking calendar saved: 3 check-outs imported, 1 request moved, 2 requests withdrawn',
    );
  });
  it('names accepted requests flagged because their booking is gone', () => {
    expect(syncSummary({ ...result, flagged: 1 })).toBe('Calendar synced: 1 accepted request flagged: its booking is gone');
  });
  it('says what was skipped and why', () => {
    expect(syncSummary({ ...result, created: 200, skipped: 2 })).toBe(
      'Calendar synced: 200 check-outs imported, 2 bookings skipped (only check-outs in the next 365 days, and at most 200 open requests per property, are imported)',
    );
  });
  it('says when nothing changed', () => expect(syncSummary(result)).toBe('Calendar synced: nothing new'));
});
