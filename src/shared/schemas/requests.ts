/**
 * Linen requests, the owner dashboard, the calendar, its feed, booking-calendar import and reminder
 * settings (issue 9): the API's inputs (zod, shared with the forms) and outputs.
 *
 * Routes (JSON; errors are the usual envelope; another owner's record is a 404):
 *   GET    /api/linen-requests?status=&from=&to=&limit=&cursor=
 *                                                -> { requests: TLinenRequestItem[], nextCursor } owner-scoped; a keyset
 *                                                    page by requestedDate, then createdAt; from/to are 'YYYY-MM-DD'
 *                                                    (inclusive); cursor is the previous page's nextCursor (decision 0175)
 *   GET    /api/linen-requests/counts               -> TLinenRequestCounts: pending and upcoming accepted, from London today
 *   POST   /api/linen-requests                      ZCreateLinenRequest -> 201 { request, message } decided by the
 *                                                    48-hour rule (owners: own non-archived properties; staff: kanban_edit)
 *   POST   /api/linen-requests/:id/accept           -> { request, message } (rule applies again: too late -> stored declined)
 *   POST   /api/linen-requests/:id/decline          ZDeclineRequest -> { request, message }
 *                                                    not pending -> 409 REQUEST_MESSAGES.alreadyDecided
 *   GET    /api/dashboard                           -> TDashboard (property owners, super admins)
 *   GET    /api/calendar-events?from=&to=           -> { events: TCalendarEvent[] } (at most 62 days; owners: own + their requests')
 *   POST   /api/calendar-events                     ZCreateCalendarEvent -> 201 { event }
 *   DELETE /api/calendar-events/:id                 own event (staff: any non-request event) -> 204
 *   GET    /api/calendar-feed                       -> TCalendarFeed (the caller's private feed URL, null if none)
 *   POST   /api/calendar-feed                       -> TCalendarFeed (a new token; the old URL stops working)
 *   DELETE /api/calendar-feed                       -> 204 (the URL stops working)
 *   GET    /api/calendar-feed/:token.ics             public: text/calendar (RFC 5545) of the token owner's events
 *   GET    /api/properties/:id/booking-calendar     -> { calendar: TBookingCalendar | null }
 *   PUT    /api/properties/:id/booking-calendar     ZBookingCalendar -> { calendar, result } (saves, then syncs once)
 *   DELETE /api/properties/:id/booking-calendar     -> 204
 *   POST   /api/properties/:id/booking-calendar/sync -> { calendar, result: TSyncResult }
 *   GET    /api/booking-calendars/stale              -> TStaleFeedList: feeds not read for 6 hours (owners: own; kanban_view)
 *   GET    /api/linen-requests/booking-gone          -> { requests: TLinenRequestItem[] } accepted requests whose booking left
 *                                                    the calendar, by date, at most 100 (owners: own; kanban_view)
 *   POST   /api/linen-requests/:id/booking-gone/keep   -> { request, message } clears the flag (staff with kanban_edit)
 *   POST   /api/linen-requests/:id/booking-gone/cancel -> { request, message } declines it with the reason (staff with kanban_edit)
 *   GET    /api/notification-settings               -> { settings: TNotificationSetting[] }
 *   PUT    /api/notification-settings               ZNotificationSetting -> { settings }
 *   POST   /api/notifications/unsubscribe           ZUnsubscribe (public; the signed token from the mail) -> { kind, label }
 */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import { CALENDAR_MESSAGES as C, DEFAULT_EVENT_COLOR } from '../domain/calendar';
import {
  DECLINE_REASON_MAX,
  LINEN_REQUEST_SOURCES,
  LINEN_REQUEST_STATUSES,
  REQUEST_MAX_PAGE_SIZE,
  REQUEST_MESSAGES as R,
  REQUEST_PAGE_SIZE,
  isCalendarDay,
} from '../domain/linen-requests';
import { UUID_PATTERN } from './ids';
import { ZOptionalText } from './properties';

// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

export const ZLinenRequest = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    propertyName: z.string(),
    clientId: z.string().nullable(),
    clientName: z.string().nullable(),
    /** 'YYYY-MM-DD' */
    requestedDate: z.string(),
    /** 08:00 Europe/London on requestedDate, ISO. */
    requestedFor: z.string(),
    notes: z.string().nullable(),
    status: z.enum(LINEN_REQUEST_STATUSES),
    source: z.enum(LINEN_REQUEST_SOURCES),
    acceptedAt: z.string().nullable(),
    declinedAt: z.string().nullable(),
    declineReason: z.string().nullable(),
    createdAt: z.string(),
    /** The request's calendar event id: 'linen-{id}'. */
    eventId: z.string(),
    /** When its booking left the calendar or was cancelled, while a person has not yet decided (issue 24); ISO. */
    bookingGoneAt: z.string().nullable(),
  })
  .meta({ id: 'LinenRequest' });
export type TLinenRequest = z.infer<typeof ZLinenRequest>;

/** A request as the lists of /requests show it (decision 0175: a list row is not the whole record). */
export const ZLinenRequestItem = ZLinenRequest.pick({
  id: true,
  propertyName: true,
  clientName: true,
  requestedDate: true,
  notes: true,
  status: true,
  source: true,
  bookingGoneAt: true,
}).meta({ id: 'LinenRequestItem' });
export type TLinenRequestItem = z.infer<typeof ZLinenRequestItem>;
export const ZLinenRequestList = z.object({
  requests: z.array(ZLinenRequestItem),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TLinenRequestList = z.infer<typeof ZLinenRequestList>;
/** GET /api/linen-requests/booking-gone: accepted requests whose booking left the calendar (issue 24), by date, at most 100. */
export const ZBookingGoneList = z.object({ requests: z.array(ZLinenRequestItem) });
/** How many requests each list of /requests holds: pending (still to decide) and accepted, from London today. */
export const ZLinenRequestCounts = z.object({ pending: z.number().int(), upcoming: z.number().int() });
export type TLinenRequestCounts = z.infer<typeof ZLinenRequestCounts>;
/** A new request, an accept or a decline: the request as decided and the message saying why. */
export const ZLinenRequestAnswer = z.object({ request: ZLinenRequest, message: z.string() });
export type TLinenRequestAnswer = z.infer<typeof ZLinenRequestAnswer>;

export const ZDashboardProperty = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  cardId: z.string(),
  daysOnBeds: z.number().int().nullable(),
  overBeds: z.boolean(),
  /** The next accepted request's date, if any. */
  serviceRequestedFor: z.string().nullable(),
});
export type TDashboardProperty = z.infer<typeof ZDashboardProperty>;

/** The late-changeover charge and its repeat interval, with the rule as owners read it (hireClockRule). */
export const ZHireClockTerms = z.object({
  amountPence: z.number().int(),
  everyDays: z.number().int(),
  rule: z.string(),
});
export type THireClockTerms = z.infer<typeof ZHireClockTerms>;

export const ZDashboard = z.object({
  /** Contact name, else the client's name, else 'Property Owner'. */
  welcomeName: z.string(),
  totals: z.object({ properties: z.number().int(), changeoversDue: z.number().int(), activeServices: z.number().int() }),
  /** Cards in changeover_due on the caller's properties, longest on beds first. */
  propertiesRequiringChangeover: z.array(ZDashboardProperty),
  pendingRequests: z.array(ZLinenRequest),
  /** The caller's non-archived properties for the request modal, by name. */
  requestableProperties: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The hire clock's terms in force (issue 18): the provider's, and each property whose contract differs. */
  hireClock: ZHireClockTerms.extend({
    overrides: z.array(ZHireClockTerms.extend({ propertyId: z.string(), propertyName: z.string() })),
  }),
  /** The caller's pending charges (late changeover, late payment): count and total. */
  pendingCharges: z.object({ count: z.number().int(), pence: z.number().int() }),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const ZCalendarEvent = z
  .object({
    /** A request's event: 'linen-{requestId}'; any other: the event's uuid. */
    id: z.string(),
    title: z.string(),
    /** 'YYYY-MM-DD' */
    date: z.string(),
    description: z.string().nullable(),
    /** The stored colour (requests are coloured by status with eventColor). */
    color: z.string(),
    requestId: z.string().nullable(),
    requestStatus: z.enum(LINEN_REQUEST_STATUSES).nullable(),
    /** A declined request's reason, if one was given. */
    declineReason: z.string().nullable(),
    propertyName: z.string().nullable(),
    /** The caller may delete it (their own, or staff: any non-request event). */
    deletable: z.boolean(),
  })
  .meta({ id: 'CalendarEvent' });
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;
export const ZCalendarEventList = z.object({
  events: z.array(ZCalendarEvent),
  /** The next page's cursor (events by date, then when they were added); null on the last page. */
  nextCursor: z.string().nullable(),
});

/** What a month grid's chip shows of an event (issue 21: the grid reads these, the day dialog the whole events). */
export const ZCalendarChip = ZCalendarEvent.pick({ id: true, title: true, color: true, requestId: true, requestStatus: true, propertyName: true });
export type TCalendarChip = z.infer<typeof ZCalendarChip>;

export const ZCalendarDay = z.object({
  /** 'YYYY-MM-DD' */
  date: z.string(),
  /** The day's events, counted up to `countCap` + 1 (above `countCap`: "more than countCap"). */
  count: z.number().int(),
  /** The day's colour (dayColor over the counted events): a request's status first, else the first event's colour. */
  color: z.string().nullable(),
  /** The first few events, in the order the day dialog lists them. */
  events: z.array(ZCalendarChip),
});
export type TCalendarDay = z.infer<typeof ZCalendarDay>;

/** GET /api/calendar-events/month: the days with events in from..to (days without any are left out). */
export const ZCalendarMonth = z.object({ days: z.array(ZCalendarDay), countCap: z.number().int() });
export type TCalendarMonth = z.infer<typeof ZCalendarMonth>;
export const ZCalendarEventAnswer = z.object({ event: ZCalendarEvent });

export const ZCalendarFeed = z.object({
  /** The full https URL to paste into Google, Apple or Outlook; null when there is none. */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZBookingCalendarItem = z.object({
  propertyId: z.string(),
  url: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** The last sync's failure in plain words; null after a good sync. */
  lastError: z.string().nullable(),
  /** No good read for 6 hours (FEED_STALE_AFTER_HOURS), by the server's clock (issue 24). */
  stale: z.boolean(),
});
export type TBookingCalendar = z.infer<typeof ZBookingCalendarItem>;

export const ZSyncResult = z.object({
  ok: z.boolean(),
  created: z.number().int(),
  withdrawn: z.number().int(),
  /** Pending requests moved to a booking's changed check-out day. */
  moved: z.number().int(),
  /** Accepted requests flagged because their booking left the calendar or was cancelled (issue 24). */
  flagged: z.number().int(),
  /** Bookings not imported: more than 365 days ahead, or past the per-property limit (issue 19 H2). */
  skipped: z.number().int(),
  error: z.string().nullable(),
});
export type TSyncResult = z.infer<typeof ZSyncResult>;
/** A booking calendar not read successfully for 6 hours (issue 24), as the warnings list it. */
export const ZStaleFeed = z
  .object({
    propertyId: z.string(),
    propertyName: z.string(),
    clientName: z.string().nullable(),
    /** The last good read, ISO; null when never read well. */
    lastSyncedAt: z.string().nullable(),
    lastError: z.string().nullable(),
    /** When the calendar was added, ISO. */
    addedAt: z.string(),
  })
  .meta({ id: 'StaleFeed' });
export type TStaleFeed = z.infer<typeof ZStaleFeed>;
/** GET /api/booking-calendars/stale: at most 50, stalest first. */
export const ZStaleFeedList = z.object({ feeds: z.array(ZStaleFeed) });
export type TStaleFeedList = z.infer<typeof ZStaleFeedList>;

/** GET /api/properties/:id/booking-calendar: the property's calendar, null when none is set. */
export const ZBookingCalendarAnswer = z.object({ calendar: ZBookingCalendarItem.nullable() });
/** PUT and POST …/sync: the calendar after the read, and what the read did. */
export const ZBookingCalendarSynced = z.object({ calendar: ZBookingCalendarItem, result: ZSyncResult });

const ZNotificationKind = z.enum(['request_decisions', 'changeover_due', 'payment_reminders']);
export type NotificationKind = z.infer<typeof ZNotificationKind>;

export const ZNotificationSettingItem = z.object({
  kind: ZNotificationKind,
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type TNotificationSetting = z.infer<typeof ZNotificationSettingItem>;
/** GET and PUT /api/notification-settings: every kind with its switch. */
export const ZNotificationSettingList = z.object({ settings: z.array(ZNotificationSettingItem) });
/** POST /api/notifications/unsubscribe: the kind switched off and its label. */
export const ZUnsubscribed = z.object({ kind: ZNotificationKind, label: z.string() });

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────────

const ZOptionalDay = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isCalendarDay(v), message);

/** GET /api/linen-requests: a status, a day range and a keyset page. */
export const ZListLinenRequestsQuery = z.object({
  status: z.enum(LINEN_REQUEST_STATUSES, { error: 'Unknown status' }).optional(),
  from: ZOptionalDay('Enter the start date as YYYY-MM-DD'),
  to: ZOptionalDay('Enter the end date as YYYY-MM-DD'),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(REQUEST_MAX_PAGE_SIZE, `Limit must be at most ${REQUEST_MAX_PAGE_SIZE}`)
    .default(REQUEST_PAGE_SIZE),
  cursor: ZPageCursor,
});
export type TListLinenRequestsQuery = z.input<typeof ZListLinenRequestsQuery>;
export type TListLinenRequestsArgs = z.infer<typeof ZListLinenRequestsQuery>;

const ZDay = (message: string) => z.string({ error: message }).trim().min(1, message).refine(isCalendarDay, 'Enter a date as YYYY-MM-DD');

export const ZCreateLinenRequest = z.object({
  propertyId: z.string({ error: R.required }).trim().regex(UUID_PATTERN, R.required),
  requestedDate: ZDay(R.required),
  notes: ZOptionalText(1000),
});
export type TCreateLinenRequest = z.input<typeof ZCreateLinenRequest>;

/** An optional reason, shown to the owner and in their e-mail (issue 19 M7). */
export const ZDeclineRequest = z.object({ reason: ZOptionalText(DECLINE_REASON_MAX, `The reason must be at most ${DECLINE_REASON_MAX} characters`) });

export const ZCalendarMonthQuery = z.object({ from: ZDay('Choose a start date'), to: ZDay('Choose an end date') });

export const CALENDAR_PAGE_SIZE = 100;
export const CALENDAR_PAGE_MAX = 500;
const calendarPageSize = `The page size must be a whole number from 1 to ${CALENDAR_PAGE_MAX}`;
export const ZCalendarEventsQuery = ZCalendarMonthQuery.extend({
  cursor: ZPageCursor,
  limit: z.coerce.number({ error: calendarPageSize }).int(calendarPageSize).min(1, calendarPageSize).max(CALENDAR_PAGE_MAX, calendarPageSize).default(CALENDAR_PAGE_SIZE),
});

export const ZCreateCalendarEvent = z.object({
  title: z.string({ error: C.titleRequired }).trim().min(1, C.titleRequired).max(200, 'Title is too long'),
  date: ZDay(C.dateRequired),
  description: ZOptionalText(2000),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, C.colorInvalid)
    .default(DEFAULT_EVENT_COLOR),
});
export type TCreateCalendarEvent = z.input<typeof ZCreateCalendarEvent>;

export const ZBookingCalendar = z.object({
  url: z
    .string({ error: 'Paste the calendar’s iCal link' })
    .trim()
    .min(1, 'Paste the calendar’s iCal link')
    .max(2000, 'That link is too long')
    .refine((v) => /^(https?|webcal):\/\//i.test(v), 'The link must start with https://, http:// or webcal://'),
});

export const ZNotificationSetting = z.object({
  kind: ZNotificationKind,
  enabled: z.boolean(),
});

export const ZUnsubscribe = z.object({ token: z.string().trim().min(1, 'This unsubscribe link is incomplete').max(500) });
