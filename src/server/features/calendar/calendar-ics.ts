/**
 * The private feed's text: RFC 5545 via ical-generator (decision 0105). All-day events with stable
 * UIDs (the event's API id at the app's host), a request's status in its summary (the title already
 * says ACCEPTED or DECLINED; a pending one says so too).
 */
import ical from 'ical-generator';
import { addDays } from '@shared/domain/calendar';
import type { TCalendarEvent } from '@shared/schemas/requests';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** The summary a calendar app shows: the title, and '(PENDING)' for a request not yet decided. */
export function feedSummary(event: TCalendarEvent): string {
  return event.requestStatus === 'pending' ? `${event.title} (PENDING)` : event.title;
}

export function buildIcs(input: { appUrl: string; calendarName: string; events: TCalendarEvent[]; stamp: Date }): string {
  const host = new URL(input.appUrl).hostname || 'linen.local';
  const calendar = ical({
    name: input.calendarName,
    prodId: { company: 'Linen Hire', product: 'Back Office', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const event of input.events) {
    calendar.createEvent({
      id: `${event.id}@${host}`,
      start: dayStart(event.date),
      end: dayStart(addDays(event.date, 1)),
      allDay: true,
      summary: feedSummary(event),
      description: [event.propertyName ? `Property: ${event.propertyName}` : null, event.description].filter(Boolean).join('\n') || null,
      stamp: input.stamp,
    });
  }
  return calendar.toString();
}
