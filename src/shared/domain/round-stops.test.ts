import { describe, expect, it } from 'vitest';
import {
  cardStopKind,
  legMapUrl,
  legUrls,
  inRoundOrder,
  mergeOrder,
  orderProblem,
  parseStopKey,
  postcodeInAddress,
  ROUND_MESSAGES,
  roundDayProblem,
  stopKey,
  stopWindow,
  windowText,
  type WindowBooking,
} from './round-stops';
import { addDays } from './calendar';

const DAY = '2026-11-28';
const ID = '3f2a9c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b';
const booking = (b: Partial<WindowBooking>): WindowBooking => ({
  checkIn: '2026-11-20',
  checkOut: '2026-11-25',
  checkInTime: null,
  checkOutTime: null,
  cancelled: false,
  ...b,
});

describe('the window of a stop', () => {
  it('runs from the check-out of the guests leaving to the check-in of the guests arriving', () => {
    const w = stopWindow(DAY, [booking({ checkOut: DAY, checkOutTime: '11:00' }), booking({ checkIn: DAY, checkInTime: '15:30' })]);
    expect(w).toEqual({ from: 660, to: 930 });
    expect(windowText(w)).toBe('11:00–15:30');
  });

  it('takes 10:00 and 16:00 when the source states no time (or a malformed one)', () => {
    expect(stopWindow(DAY, [booking({ checkOut: DAY }), booking({ checkIn: DAY, checkInTime: '4pm' })])).toEqual({ from: 600, to: 960 });
  });

  it('is open to the day’s end after a check-out alone, and from its start before a check-in alone', () => {
    expect(windowText(stopWindow(DAY, [booking({ checkOut: DAY })]))).toBe('after 10:00');
    expect(windowText(stopWindow(DAY, [booking({ checkIn: DAY, checkInTime: '14:00' })]))).toBe('before 14:00');
  });

  it('has no window without a booking leaving or arriving that day, or when the booking is cancelled', () => {
    expect(stopWindow(DAY, [])).toBeNull();
    expect(stopWindow(DAY, [booking({ checkIn: '2026-11-26', checkOut: '2026-11-30' })])).toBeNull();
    expect(stopWindow(DAY, [booking({ checkOut: DAY, cancelled: true })])).toBeNull();
    expect(windowText(null)).toBe('any time');
  });

  it('keeps the narrowest window when several bookings leave or arrive', () => {
    const w = stopWindow(DAY, [
      booking({ checkOut: DAY, checkOutTime: '09:00' }),
      booking({ checkOut: DAY, checkOutTime: '10:30' }),
      booking({ checkIn: DAY, checkInTime: '17:00' }),
      booking({ checkIn: DAY, checkInTime: '15:00' }),
    ]);
    expect(w).toEqual({ from: 630, to: 900 });
  });
});

describe('the stops of a day', () => {
  it('delivers new cards, collects due changeovers, returns bags in transit', () => {
    expect(cardStopKind({ id: ID, status: 'new', checkOutOnDay: false })).toBe('deliver');
    expect(cardStopKind({ id: ID, status: 'changeover_due', checkOutOnDay: false })).toBe('collect');
    expect(cardStopKind({ id: ID, status: 'in_transit', checkOutOnDay: false })).toBe('return');
  });

  it('collects linen on beds only where guests leave that day', () => {
    expect(cardStopKind({ id: ID, status: 'on_beds', checkOutOnDay: true })).toBe('collect');
    expect(cardStopKind({ id: ID, status: 'on_beds', checkOutOnDay: false })).toBeNull();
  });

  it('plans today up to 14 days ahead, no past day and no impossible date', () => {
    const today = '2026-11-27';
    expect(roundDayProblem(today, today)).toBeNull();
    expect(roundDayProblem(addDays(today, 14), today)).toBeNull();
    expect(roundDayProblem(addDays(today, 15), today)).toBe(ROUND_MESSAGES.farDay);
    expect(roundDayProblem('2026-11-26', today)).toBe(ROUND_MESSAGES.pastDay);
    expect(roundDayProblem('2026-11-31', today)).toBe(ROUND_MESSAGES.badDay);
    expect(roundDayProblem('28/11/2026', today)).toBe(ROUND_MESSAGES.badDay);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the saved order', () => {
  it('keeps the saved order of stops still there, then the new ones in the planner’s order', () => {
    expect(mergeOrder(['c', 'gone', 'a'], ['a', 'b', 'c', 'd'])).toEqual(['c', 'a', 'b', 'd']);
  });

  it('is the planner’s order when nothing is saved', () => {
    expect(mergeOrder(null, ['b', 'a'])).toEqual(['b', 'a']);
  });

  it('refuses repeated or unknown keys in an order sent', () => {
    const key = stopKey('collect', ID);
    expect(parseStopKey(key)).toEqual({ kind: 'collect', id: ID });
    expect(orderProblem([key, stopKey('request', ID)])).toBeNull();
    expect(orderProblem([key, key])).toBe(ROUND_MESSAGES.repeatedStop);
    expect(orderProblem(['pickup:1'])).toBe(ROUND_MESSAGES.badKey);
  });
});

describe('places and map links', () => {
  it('reads the last postcode of an address', () => {
    expect(postcodeInAddress('1 Quay Street, Stockton TS18 1AA')).toBe('TS181AA');
    expect(postcodeInAddress('Flat 2, 3 High St\nDarlington dl3 7bb')).toBe('DL37BB');
    expect(postcodeInAddress('The Old Barn, Yarm')).toBeNull();
    expect(postcodeInAddress(null)).toBeNull();
  });

  it('opens a driving route for each leg, the first from the business’s place', () => {
    expect(legMapUrl('TS1 1AA', 'TS18 1AA')).toBe('https://www.google.com/maps/dir/?api=1&origin=TS1+1AA&destination=TS18+1AA&travelmode=driving');
    expect(legMapUrl(null, 'TS18 1AA')).toBe('https://www.google.com/maps/dir/?api=1&destination=TS18+1AA&travelmode=driving');
    const [first, none, third] = legUrls('TS1 1AA', ['TS18 1AA', null, 'DL3 7BB']);
    expect(first).toContain('origin=TS1+1AA');
    expect(none).toBeNull();
    expect(third).toContain('origin=TS18+1AA&destination=DL3+7BB');
  });
});

describe('the courier’s lists', () => {
  const a = { id: '00000000-0000-4000-8000-00000000000a' };
  const b = { id: '00000000-0000-4000-8000-00000000000b' };
  const c = { id: '00000000-0000-4000-8000-00000000000c' };

  it('follow the saved round’s order, the cards it does not list after in their own order', () => {
    const order = [stopKey('collect', c.id), stopKey('deliver', a.id), stopKey('collect', a.id)];
    expect(inRoundOrder([a, b, c], 'collect', order)).toEqual([c, a, b]);
  });

  it('keep their own order without a saved round', () => {
    expect(inRoundOrder([a, b, c], 'collect', null)).toEqual([a, b, c]);
  });
});
