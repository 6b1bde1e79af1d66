/**
 * Reads the bookings out of an iCal feed with ical.js (decision 0110): each VEVENT's UID, its
 * check-in and check-out days and London times when timed (shared/domain/booking-import.ts bookingMoment) and whether it is STATUS:CANCELLED,
 * and the feed's PRODID. Events that only block dates (isCalendarBlock: 'Not available', 'Blocked') are
 * counted and left out.
 * Events without a UID or an end are skipped; text that is no calendar is a CalendarFetchError.
 */
import ICAL from 'ical.js';
import { BOOKING_MESSAGES as M, bookingMoment, isCalendarBlock, MAX_FEED_EVENTS, type BookingEnd, type Feed, type FeedBooking } from '@shared/domain/booking-import';
import { CalendarFetchError } from './safe-fetch';

function endOf(time: ICAL.Time): BookingEnd {
  // A DTSTART reads the same way as a DTEND.
  const pad = (n: number) => String(n).padStart(2, '0');
  if (time.isDate) return { kind: 'date', date: `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}` };
  // ical.js keeps an unregistered TZID parameter's name in `timezone` (not in its typings).
  const named = (time as unknown as { timezone?: string }).timezone;
  const tzid = time.zone?.tzid === 'UTC' ? 'UTC' : (named ?? (time.zone && time.zone.tzid !== 'floating' ? time.zone.tzid : null));
  return {
    kind: 'time',
    wall: { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second },
    tzid: tzid ?? null,
  };
}

export function parseFeed(text: string): Feed {
  let calendar: ICAL.Component;
  try {
    if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2000))) throw new Error('not a calendar');
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new CalendarFetchError(M.notCalendar);
  }
  const bookings: FeedBooking[] = [];
  let blocks = 0;
  const vevents = calendar.getAllSubcomponents('vevent');
  for (const vevent of vevents.slice(0, MAX_FEED_EVENTS)) {
    try {
      // An empty exceptions list: without it each Event scans every VEVENT of the feed for recurrence
      // exceptions, which made reading a feed quadratic (20,000 events took minutes; issue 19 H2).
      const event = new ICAL.Event(vevent, { exceptions: [] });
      const uid = event.uid?.trim();
      const end = event.endDate;
      if (!uid || !end) continue;
      if (isCalendarBlock(String(vevent.getFirstPropertyValue('summary') ?? ''))) {
        blocks++;
        continue;
      }
      const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
      const out = bookingMoment(endOf(end));
      const start = event.startDate ? bookingMoment(endOf(event.startDate)) : null;
      const into = start && start.day <= out.day ? start : null;
      bookings.push({
        uid: uid.slice(0, 500),
        checkout: out.day,
        cancelled: status === 'CANCELLED',
        checkin: into?.day ?? out.day,
        checkInTime: into?.time ?? null,
        checkOutTime: out.time,
      });
    } catch {
      // An event ical.js cannot read (a broken date) is skipped; the rest of the feed still counts.
    }
  }
  const prodId = calendar.getFirstPropertyValue('prodid');
  return { prodId: typeof prodId === 'string' ? prodId : null, bookings, unread: Math.max(0, vevents.length - MAX_FEED_EVENTS), blocks };
}
