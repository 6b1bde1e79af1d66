import { describe, expect, it } from 'vitest';
import { dayCellLabel, eventLabel } from './event-style';

const request = (status: 'pending' | 'accepted' | 'declined') => ({
  title: `Linen service: Sea View (${status.toUpperCase()})`,
  requestId: 'r1',
  requestStatus: status,
  propertyName: 'Sea View',
});
const other = { title: 'Window cleaner', requestId: null, requestStatus: null, propertyName: null };

describe('the calendar day cell names each event with its status (issue 19 M4)', () => {
  it("says which request was accepted and which declined, not only '1 event'", () => {
    expect(dayCellLabel('2026-11-24', false, [request('declined')])).toBe('Tuesday 24 Nov 2026: 1 event: Linen request for Sea View, declined');
    expect(dayCellLabel('2026-11-24', true, [request('accepted'), other])).toBe(
      'Tuesday 24 Nov 2026, today: 2 events: Linen request for Sea View, accepted; Window cleaner',
    );
    expect(eventLabel(request('pending'))).toBe('Linen request for Sea View, pending');
  });

  it('names the first events of a busy day and says how many more (issue 21)', () => {
    expect(dayCellLabel('2026-11-24', false, [request('pending'), other], 7)).toBe(
      'Tuesday 24 Nov 2026: 7 events: Linen request for Sea View, pending; Window cleaner; and 5 more',
    );
    expect(dayCellLabel('2026-11-24', false, [other], 51, 50)).toBe('Tuesday 24 Nov 2026: 50+ events: Window cleaner; and more');
  });

  it('says so for an empty day', () => {
    expect(dayCellLabel('2026-11-24', false, [])).toBe('Tuesday 24 Nov 2026: no events');
  });
});
