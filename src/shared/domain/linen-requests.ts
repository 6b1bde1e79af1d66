/**
 * Linen requests (docs/product.md §2.4 'Linen request', §5, §8, §9): the 48-hour rule counted to 08:00
 * Europe/London on the requested date, the request's calendar event title and the messages both
 * sides show. The server decides with its own `now` (DESIGN §5.1); the browser never does.
 */
import { londonInstant } from './london-time';

export const REQUEST_LEAD_HOURS = 48;
/** The requested date is counted at this London hour. */
export const REQUEST_SERVICE_HOUR = 8;

export const LINEN_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type LinenRequestStatus = (typeof LINEN_REQUEST_STATUSES)[number];
export const LINEN_REQUEST_SOURCES = ['owner', 'staff', 'booking'] as const;
export type LinenRequestSource = (typeof LINEN_REQUEST_SOURCES)[number];

/** Requests a page of a /requests list holds (Load more asks for the next), and the most one read may ask (decision 0175). */
export const REQUEST_PAGE_SIZE = 50;
export const REQUEST_MAX_PAGE_SIZE = 200;

/** The property the Request Linen Service form starts with: the only one, when there is exactly one (issue 19, low). */
export function preselectedRequestProperty(properties: readonly { id: string }[]): string {
  return properties.length === 1 ? properties[0].id : '';
}

export const REQUEST_MESSAGES = {
  required: 'Please select both a property and a date',
  tooLate: 'Linen must be requested more than 48 hours before the service is required',
  /** Shown when a submitted request is accepted by the rule. */
  acceptedOnSubmit: "Linen request accepted: you gave more than 48 hours' notice.",
  accepted: 'Linen request accepted! Service will be scheduled.',
  declined: 'Linen request declined.',
  alreadyDecided: 'This request was already accepted or declined by someone else.',
  dateMoved: 'The booking behind this request moved to another date meanwhile. Please look at it again.',
  dateInPast: 'The date cannot be in the past',
  submitFailed: 'Failed to submit linen request. Please try again.',
  acceptFailed: 'Failed to accept request. Please try again.',
  declineFailed: 'Failed to decline request. Please try again.',
  /**
   * What requests declined without a reason stored before issue 19 M7 (now null): the decline e-mail
   * treats it as no reason.
   */
  declinedByUser: 'Declined',
} as const;

/** The longest decline reason (issue 19 M7). */
export const DECLINE_REASON_MAX = 300;

/** Reasons offered as one-tap suggestions in the decline dialog; the reason stays optional and free text. */
export const DECLINE_REASON_SUGGESTIONS = ['No availability on that date', 'Property not onboarded', 'Duplicate request'] as const;

/** The reason a decline e-mail states, or null when none was given (the e-mail then has no Reason line). */
export function statedDeclineReason(reason: string | null | undefined): string | null {
  const text = reason?.trim();
  return text && text !== REQUEST_MESSAGES.declinedByUser ? text : null;
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const m = DAY_ONLY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * The instant of 08:00 Europe/London on `day` ('YYYY-MM-DD'): 08:00 UTC in winter, 07:00 UTC in
 * summer time. (UK clocks change at 01:00 UTC, so 08:00 is never ambiguous or missing.)
 */
export function serviceInstant(day: string): Date {
  if (!DAY_ONLY.test(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return londonInstant(day, REQUEST_SERVICE_HOUR);
}

export type RequestDecision = { status: 'accepted' } | { status: 'declined'; reason: string };

/** The 48-hour rule: more than 48 hours from `now` to 08:00 London on `day` is accepted, else declined. */
export function decideByLeadTime(day: string, now: Date): RequestDecision {
  const hours = (serviceInstant(day).getTime() - now.getTime()) / 3_600_000;
  return hours > REQUEST_LEAD_HOURS ? { status: 'accepted' } : { status: 'declined', reason: REQUEST_MESSAGES.tooLate };
}

/** The title of a request's calendar event (id linen-{requestId}): the property, marked once decided. */
export function requestEventTitle(propertyName: string, status: LinenRequestStatus): string {
  const base = `Linen service: ${propertyName}`;
  if (status === 'accepted') return `${base} (ACCEPTED)`;
  if (status === 'declined') return `${base} (DECLINED)`;
  return base;
}

/** The id the spec gives a request's calendar event. */
export const requestEventId = (requestId: string): string => `linen-${requestId}`;

/** The dashboard's welcome name: contact name, else the client's name, else 'Property Owner'. */
export function welcomeNameOf(client: { contactName: string | null; name: string | null } | null): string {
  return client?.contactName?.trim() || client?.name?.trim() || 'Property Owner';
}
