import { describe, expect, it } from 'vitest';
import {
  bookingHorizon,
  bookingPlatform,
  bookingRequestNote,
  calendarFetchUrl,
  bookingMoment,
  checkoutDay,
  isCalendarBlock,
  isFeedStale,
  FEED_STALE_AFTER_MS,
  moveNeedsNotice,
  staleCutoff,
  isWebhookBookingUid,
  MAX_OPEN_BOOKING_REQUESTS,
  planBookingSync,
  staysToKeep,
  type StoredBookingRequest,
} from './booking-import';

describe('calendarFetchUrl and bookingPlatform', () => {
  it('reads webcal:// as https://', () => {
    expect(calendarFetchUrl(' webcal://www.airbnb.co.uk/calendar/ical/1.ics?s=x ')).toBe('https://www.airbnb.co.uk/calendar/ical/1.ics?s=x');
    expect(calendarFetchUrl('http://example.com/a.ics')).toBe('http://example.com/a.ics');
  });

  it('names the platform from the host', () => {
    expect(bookingPlatform('https://www.airbnb.co.uk/calendar/ical/123.ics?s=abc')).toBe('Airbnb');
    expect(bookingPlatform('https://www.airbnb.com/calendar/ical/123.ics')).toBe('Airbnb');
    expect(bookingPlatform('http://www.vrbo.com/icalendar/abc.ics')).toBe('Vrbo');
    expect(bookingPlatform('https://admin.booking.com/hotel/hoteladmin/ical.html?t=x')).toBe('Booking.com');
    expect(bookingPlatform('https://evil-airbnb.example/x.ics')).toBeNull();
    expect(bookingPlatform('https://booking.com.evil.example/x.ics')).toBeNull();
    expect(bookingPlatform('not a url')).toBeNull();
    expect(bookingPlatform('http://10.0.0.2/cal.ics', '-//Airbnb Inc//Hosting Calendar 0.8.8//EN')).toBe('Airbnb');
    expect(bookingPlatform('http://10.0.0.2/cal.ics', '-//Example//Calendar//EN')).toBeNull();
    expect(bookingRequestNote('Airbnb')).toBe('Booking check-out (Airbnb)');
    expect(bookingRequestNote(null)).toBe('Booking check-out');
  });
});

describe('bookingMoment', () => {
  const wall = (day: number, hour: number) => ({ year: 2026, month: 3, day, hour, minute: 30, second: 0 });
  it('gives no time for an all-day date', () => expect(bookingMoment({ kind: 'date', date: '2026-03-29' })).toEqual({ day: '2026-03-29', time: null }));
  it("gives a timed end's London day and time, across the clock change", () => {
    expect(bookingMoment({ kind: 'time', wall: wall(28, 10), tzid: 'UTC' })).toEqual({ day: '2026-03-28', time: '10:30' }); // GMT
    expect(bookingMoment({ kind: 'time', wall: wall(29, 10), tzid: 'UTC' })).toEqual({ day: '2026-03-29', time: '11:30' }); // BST
    expect(bookingMoment({ kind: 'time', wall: wall(29, 18), tzid: 'America/New_York' })).toEqual({ day: '2026-03-29', time: '23:30' });
    expect(bookingMoment({ kind: 'time', wall: wall(29, 15), tzid: null })).toEqual({ day: '2026-03-29', time: '15:30' });
  });
});

describe('checkoutDay', () => {
  const wall = (day: number, hour: number) => ({ year: 2026, month: 3, day, hour, minute: 30, second: 0 });
  it('keeps an all-day end as it is', () => expect(checkoutDay({ kind: 'date', date: '2026-03-29' })).toBe('2026-03-29'));
  it('gives the London date of a UTC end on either side of the clock change', () => {
    expect(checkoutDay({ kind: 'time', wall: wall(28, 23), tzid: 'UTC' })).toBe('2026-03-28'); // GMT
    expect(checkoutDay({ kind: 'time', wall: wall(29, 23), tzid: 'UTC' })).toBe('2026-03-30'); // BST
  });
  it('converts a zoned end, and reads a floating or unknown zone as London', () => {
    expect(checkoutDay({ kind: 'time', wall: wall(29, 9), tzid: 'Asia/Tokyo' })).toBe('2026-03-29');
    expect(checkoutDay({ kind: 'time', wall: wall(29, 7), tzid: 'Asia/Tokyo' })).toBe('2026-03-28');
    expect(checkoutDay({ kind: 'time', wall: wall(29, 23), tzid: null })).toBe('2026-03-29');
    expect(checkoutDay({ kind: 'time', wall: wall(29, 23), tzid: 'GMT Standard Time' })).toBe('2026-03-29');
  });
});

describe('planBookingSync', () => {
  const today = '2026-12-01';
  const stored = (bookingUid: string, requestedDate: string, status: StoredBookingRequest['status'] = 'pending') => ({
    id: `req-${bookingUid}`,
    bookingUid,
    requestedDate,
    status,
  });

  it("leaves a webhook's requests alone when the calendar feed lacks them, and counts them towards the limit", () => {
    const fromWebhook = stored('guesty:r-1', '2026-12-05');
    const calendarOnly = (uid: string) => !isWebhookBookingUid(uid);
    expect(planBookingSync([], [fromWebhook, stored('ical-gone', '2026-12-06')], today, calendarOnly).withdraw.map((w) => w.bookingUid)).toEqual(['ical-gone']);
    // A webhook's delivery answers for no other stay: nothing withdrawn.
    expect(planBookingSync([{ uid: 'guesty:r-2', checkout: '2026-12-07', cancelled: false }], [fromWebhook], today, () => false).withdraw).toEqual([]);
    // The limit counts every open request, whichever source made it.
    const full = Array.from({ length: MAX_OPEN_BOOKING_REQUESTS }, (_, i) => stored(`guesty:r-${i}`, '2026-12-05'));
    const plan = planBookingSync([{ uid: 'guesty:new', checkout: '2026-12-08', cancelled: false }], full, today, () => false);
    expect([plan.create.length, plan.skipped.overLimit]).toEqual([0, 1]);
  });

  it('creates new bookings from today on and ignores past ones', () => {
    const plan = planBookingSync(
      [
        { uid: 'new', checkout: '2026-12-05', cancelled: false },
        { uid: 'today', checkout: today, cancelled: false },
        { uid: 'past', checkout: '2026-11-30', cancelled: false },
      ],
      [],
      today,
    );
    expect(plan.create.map((b) => b.uid)).toEqual(['new', 'today']);
    expect(plan.move).toEqual([]);
    expect(plan.withdraw).toEqual([]);
  });

  it('moves a pending request whose check-out changed, never a decided one', () => {
    const plan = planBookingSync(
      [
        { uid: 'a', checkout: '2026-12-09', cancelled: false },
        { uid: 'b', checkout: '2026-12-09', cancelled: false },
        { uid: 'c', checkout: '2026-12-05', cancelled: false },
      ],
      [stored('a', '2026-12-05'), stored('b', '2026-12-05', 'accepted'), stored('c', '2026-12-05')],
      today,
    );
    expect(plan.move).toEqual([{ id: 'req-a', bookingUid: 'a', from: '2026-12-05', to: '2026-12-09' }]);
    expect(plan.create).toEqual([]);
  });

  it('withdraws cancelled and removed bookings that are pending and ahead, and nothing else', () => {
    const plan = planBookingSync(
      [
        { uid: 'cancel', checkout: '2026-12-05', cancelled: true },
        { uid: 'cancel-declined', checkout: '2026-12-05', cancelled: true },
        { uid: 'cancel-unknown', checkout: '2026-12-05', cancelled: true },
      ],
      [
        stored('cancel', '2026-12-05'),
        stored('cancel-declined', '2026-12-05', 'declined'),
        stored('removed', '2026-12-07'),
        stored('removed-today', today),
        stored('removed-past', '2026-11-20'),
        stored('removed-accepted', '2026-12-07', 'accepted'),
      ],
      today,
    );
    expect(plan.withdraw).toEqual([
      { id: 'req-cancel', bookingUid: 'cancel', date: '2026-12-05', reason: 'cancelled' },
      { id: 'req-removed', bookingUid: 'removed', date: '2026-12-07', reason: 'removed' },
    ]);
    expect(plan.create).toEqual([]);
  });

  it('counts a UID listed twice once, the live copy winning over a cancelled one', () => {
    const plan = planBookingSync(
      [
        { uid: 'x', checkout: '2026-12-05', cancelled: true },
        { uid: 'x', checkout: '2026-12-06', cancelled: false },
        { uid: 'x', checkout: '2026-12-07', cancelled: false },
      ],
      [],
      today,
    );
    expect(plan.create).toEqual([{ uid: 'x', checkout: '2026-12-06', cancelled: false }]);
  });

  it('skips check-outs more than 365 days ahead, and counts them', () => {
    expect(bookingHorizon(today)).toBe('2027-12-01');
    const plan = planBookingSync(
      [
        { uid: 'edge', checkout: '2027-12-01', cancelled: false },
        { uid: 'far', checkout: '2027-12-02', cancelled: false },
      ],
      [],
      today,
    );
    expect(plan.create.map((b) => b.uid)).toEqual(['edge']);
    expect(plan.skipped).toEqual({ beyondHorizon: 1, overLimit: 0 });
  });

  it('creates at most the per-property limit of open requests, earliest check-outs first', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 11, 1 + n)).toISOString().slice(0, 10);
    const feed = Array.from({ length: 20_000 }, (_, i) => ({ uid: `b${i}`, checkout: day(20_000 - i > 300 ? 300 : (i % 300) + 1), cancelled: false }));
    feed.push({ uid: 'kept', checkout: day(1), cancelled: false });
    const plan = planBookingSync(feed, [stored('kept', day(1)), stored('old-declined', day(2), 'declined'), stored('past', '2026-11-01')], today);
    expect(plan.create).toHaveLength(MAX_OPEN_BOOKING_REQUESTS - 1);
    expect(plan.skipped.overLimit).toBe(20_000 - (MAX_OPEN_BOOKING_REQUESTS - 1));
    const dates = plan.create.map((b) => b.checkout);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe(day(1));
  });
});

describe('isCalendarBlock', () => {
  it('knows the platforms\' and owners\' blocks from stays', () => {
    for (const block of ['Airbnb (Not available)', 'CLOSED - Not available', 'Not available', 'Blocked', 'BLOCKED: maintenance', 'Owner block', "Owner's stay", 'Owner use', 'Unavailable']) {
      expect(isCalendarBlock(block), block).toBe(true);
    }
    for (const stay of ['Reserved', 'Reserved - Anna Smith', 'Airbnb (Reserved)', 'Booking for John', 'Closed-loop cleaning guest', '', null, undefined]) {
      expect(isCalendarBlock(stay), String(stay)).toBe(false);
    }
  });
});

describe('accepted requests whose booking is gone (issue 24)', () => {
  const today = '2026-12-01';
  const accepted = (bookingUid: string, requestedDate: string, bookingGone = false): StoredBookingRequest => ({
    id: `req-${bookingUid}`,
    bookingUid,
    requestedDate,
    status: 'accepted',
    bookingGone,
  });

  it('flags an accepted request whose booking left a complete feed or came back cancelled, never withdraws it', () => {
    const plan = planBookingSync(
      [{ uid: 'cancelled', checkout: '2026-12-03', cancelled: true }],
      [accepted('gone', '2026-12-05'), accepted('cancelled', '2026-12-03'), accepted('past-gone', '2026-11-20'), accepted('gone-today', today)],
      today,
    );
    expect(plan.flag).toEqual([
      { id: 'req-cancelled', bookingUid: 'cancelled', date: '2026-12-03', reason: 'cancelled' },
      { id: 'req-gone', bookingUid: 'gone', date: '2026-12-05', reason: 'removed' },
    ]);
    expect(plan.withdraw).toEqual([]);
    expect(plan.unflag).toEqual([]);
  });

  it('flags once, and clears the flag when the booking is live again', () => {
    const again = planBookingSync([], [accepted('gone', '2026-12-05', true)], today);
    expect(again.flag).toEqual([]);
    const back = planBookingSync([{ uid: 'gone', checkout: '2026-12-05', cancelled: false }], [accepted('gone', '2026-12-05', true)], today);
    expect(back.unflag).toEqual([{ id: 'req-gone', bookingUid: 'gone', date: '2026-12-05' }]);
    expect(back.flag).toEqual([]);
    expect(back.move).toEqual([]);
  });

  it('never flags a request a person kept, gone or cancelled, and its booking coming back creates nothing', () => {
    const kept = { ...accepted('kept', '2026-12-05'), bookingKept: true };
    expect(planBookingSync([], [kept], today).flag).toEqual([]);
    expect(planBookingSync([{ uid: 'kept', checkout: '2026-12-05', cancelled: true }], [kept], today).flag).toEqual([]);
    const back = planBookingSync([{ uid: 'kept', checkout: '2026-12-05', cancelled: false }], [kept], today);
    expect(back).toMatchObject({ create: [], flag: [], unflag: [], move: [] });
  });
});

describe('moveNeedsNotice: the 48-hour rule for a moved request', () => {
  // 08:00 London on 2026-12-03 is 08:00 UTC (winter).
  it('is true when the new day’s service is 48 hours away or less, false beyond', () => {
    expect(moveNeedsNotice('2026-12-03', new Date('2026-12-01T08:00:00Z'))).toBe(true);
    expect(moveNeedsNotice('2026-12-03', new Date('2026-12-01T07:59:59Z'))).toBe(false);
    expect(moveNeedsNotice('2026-12-02', new Date('2026-12-01T20:00:00Z'))).toBe(true);
    expect(moveNeedsNotice('2026-12-10', new Date('2026-12-01T20:00:00Z'))).toBe(false);
  });

  it('counts to 08:00 London in summer time (07:00 UTC)', () => {
    expect(moveNeedsNotice('2026-07-03', new Date('2026-07-01T07:00:00Z'))).toBe(true);
    expect(moveNeedsNotice('2026-07-03', new Date('2026-07-01T06:59:00Z'))).toBe(false);
  });
});

describe('isFeedStale', () => {
  const created = new Date('2026-12-01T00:00:00Z');
  it('is stale 6 hours after the last good read, or after it was added when never read well', () => {
    expect(FEED_STALE_AFTER_MS).toBe(6 * 3_600_000);
    const read = new Date('2026-12-01T10:00:00Z');
    expect(isFeedStale(read, created, new Date('2026-12-01T15:59:59Z'))).toBe(false);
    expect(isFeedStale(read, created, new Date('2026-12-01T16:00:00Z'))).toBe(true);
    expect(isFeedStale(null, created, new Date('2026-12-01T05:59:00Z'))).toBe(false);
    expect(isFeedStale(null, created, new Date('2026-12-01T06:00:00Z'))).toBe(true);
    expect(staleCutoff(new Date('2026-12-01T16:00:00Z'))).toEqual(read);
  });
});

describe('staysToKeep', () => {
  it('keeps a whole feed from today to the horizon, and every stay a webhook names', () => {
    const stays = [{ checkout: '2026-11-30' }, { checkout: '2026-12-01' }, { checkout: '2027-12-01' }, { checkout: '2027-12-02' }];
    expect(staysToKeep(stays, true, '2026-12-01')).toEqual([{ checkout: '2026-12-01' }, { checkout: '2027-12-01' }]);
    expect(staysToKeep(stays, false, '2026-12-01')).toEqual(stays);
  });
});
