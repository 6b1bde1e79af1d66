import { describe, expect, it } from 'vitest';
import { parseFeed } from './booking-feed';

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

describe('parseBookings', () => {
  it('takes an all-day DTEND as the check-out day', () => {
    const text = ics(event('DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205', 'UID:abc@airbnb.com', 'SUMMARY:Reserved'));
    expect(parseFeed(text).bookings).toEqual([
      { uid: 'abc@airbnb.com', checkin: '2026-12-01', checkout: '2026-12-05', checkInTime: null, checkOutTime: null, cancelled: false },
    ]);
  });

  it('takes the London date of a timed DTEND', () => {
    const text = ics(
      // 23:30 UTC in summer is 00:30 the next day in London.
      event('DTSTART:20260701T150000Z', 'DTEND:20260710T233000Z', 'UID:utc-summer'),
      // 23:30 UTC in winter is still the same day in London.
      event('DTSTART:20261201T150000Z', 'DTEND:20261210T233000Z', 'UID:utc-winter'),
      // 20:00 in New York (UTC-5 in December) is 01:00 the next day in London.
      event('DTSTART;TZID=America/New_York:20261201T150000', 'DTEND;TZID=America/New_York:20261207T200000', 'UID:ny'),
      // A floating time is London's wall clock.
      event('DTSTART:20261201T150000', 'DTEND:20261203T230000', 'UID:floating'),
    );
    expect(parseFeed(text).bookings.map((b) => [b.uid, b.checkout])).toEqual([
      ['utc-summer', '2026-07-11'],
      ['utc-winter', '2026-12-10'],
      ['ny', '2026-12-08'],
      ['floating', '2026-12-03'],
    ]);
  });

  it('reads the check-in day and both London times of a timed stay', () => {
    const text = ics(event('DTSTART:20260701T140000Z', 'DTEND:20260705T090000Z', 'UID:timed'));
    expect(parseFeed(text).bookings).toEqual([
      { uid: 'timed', checkin: '2026-07-01', checkout: '2026-07-05', checkInTime: '15:00', checkOutTime: '10:00', cancelled: false },
    ]);
  });

  it('reads the end from DURATION when there is no DTEND, and a one-day stay from a DTSTART date alone', () => {
    const text = ics(event('DTSTART;VALUE=DATE:20261201', 'DURATION:P3D', 'UID:dur'), event('DTSTART;VALUE=DATE:20261201', 'UID:one-day'));
    expect(parseFeed(text).bookings.map((b) => b.checkout)).toEqual(['2026-12-04', '2026-12-02']);
  });

  it('marks STATUS:CANCELLED and skips events without a UID', () => {
    const text = ics(
      event('DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205', 'UID:gone', 'STATUS:CANCELLED'),
      event('DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205'),
    );
    expect(parseFeed(text).bookings).toEqual([
      { uid: 'gone', checkin: '2026-12-01', checkout: '2026-12-05', checkInTime: null, checkOutTime: null, cancelled: true },
    ]);
  });

  it('refuses text that is no calendar in plain words', () => {
    expect(() => parseFeed('<html>Sign in</html>')).toThrow('That link did not return a calendar');
    expect(() => parseFeed('BEGIN:VCALENDAR\r\nthis is : not ; valid\r\n')).toThrow('That link did not return a calendar');
  });

  it('reads an empty calendar as no bookings', () => {
    expect(parseFeed(ics())).toEqual({ prodId: '-//Airbnb Inc//Hosting Calendar 0.8.8//EN', bookings: [], unread: 0, blocks: 0 });
  });

  it('leaves out blocks that are not stays, and keeps the stays beside them (issue 24 item 1)', () => {
    const stay = (uid: string, summary: string) => event('DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205', `UID:${uid}`, `SUMMARY:${summary}`);
    const text = ics(
      stay('airbnb-block', 'Airbnb (Not available)'),
      stay('booking-closed', 'CLOSED - Not available'),
      stay('vrbo-blocked', 'Blocked'),
      stay('owner', 'Owner stay'),
      stay('reserved', 'Reserved'),
      stay('vrbo-guest', 'Reserved - Anna Smith'),
      stay('no-summary', ''),
    );
    const feed = parseFeed(text);
    expect(feed.bookings.map((b) => b.uid)).toEqual(['reserved', 'vrbo-guest', 'no-summary']);
    expect(feed.blocks).toBe(4);
  });
});
