/**
 * The bare baseline of GET /api/calendar-events/month (the month grid, issue 21): the same SQL as the
 * app's summariseDays for a manager (who sees every event), the same body: per day with events the
 * count up to the cap + 1, the colour and the first few chips.
 */
import { canDeleteAnyEvent } from '@shared/domain/abilities';
import { canDeleteEvent, dayColor } from '@shared/domain/calendar';
import { requestEventId, requestEventTitle, statedDeclineReason, type LinenRequestStatus } from '@shared/domain/linen-requests';
import { CALENDAR_PAGE_SIZE } from '@shared/schemas/requests';
import { benchCursor, type BareHandler } from '../lib/bare';
import { benchMonth } from '../lib/seed-calendar';

const CAP = 50;
const CHIPS = 4;

export const calendarMonth: BareHandler = async (query) => {
  const { from, to } = benchMonth();
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  const rows = await query(
    `select d.day::text as day, s.n, s.declined, s.pending, s.accepted, c.chips
     from (select $1::date + i as day from generate_series(0, $2::int) as i) d
     cross join lateral (
       select count(*)::int as n,
         coalesce(bool_or(lr.status = 'declined'), false) as declined,
         coalesce(bool_or(lr.status = 'pending'), false) as pending,
         coalesce(bool_or(lr.status = 'accepted'), false) as accepted
       from (
         select calendar_events.linen_request_id as request_id from calendar_events
         where calendar_events.date = d.day and true
         order by calendar_events.created_at, calendar_events.id limit $3
       ) x left join linen_requests lr on lr.id = x.request_id
     ) s
     cross join lateral (
       select coalesce(json_agg(json_build_object(
           'id', y.id, 'title', y.title, 'color', y.color, 'linenRequestId', y.request_id, 'status', y.status, 'propertyName', y.property_name
         ) order by y.created_at, y.id), '[]'::json) as chips
       from (
         select calendar_events.id as id, calendar_events.title as title, calendar_events.color as color,
           calendar_events.linen_request_id as request_id, calendar_events.created_at as created_at, lr.status, p.name as property_name
         from calendar_events
         left join linen_requests lr on lr.id = calendar_events.linen_request_id
         left join properties p on p.id = lr.property_id
         where calendar_events.date = d.day and true
         order by calendar_events.created_at, calendar_events.id limit $4
       ) y
     ) c
     where s.n > 0
     order by d.day`,
    [from, days - 1, CAP + 1, CHIPS],
  );
  type Chip = { id: string; title: string; color: string; linenRequestId: string | null; status: LinenRequestStatus | null; propertyName: string | null };
  return {
    days: rows.map((d) => {
      const chips = (d.chips as Chip[]).map((c) => {
        const requestId = c.linenRequestId;
        const status = requestId ? c.status : null;
        return {
          id: requestId ? requestEventId(requestId) : c.id,
          title: requestId && status ? requestEventTitle(c.propertyName ?? 'Property', status) : c.title,
          color: c.color,
          requestId,
          requestStatus: status,
          propertyName: c.propertyName,
        };
      });
      const statuses = (['declined', 'pending', 'accepted'] as const).filter((s) => d[s]).map((s) => ({ requestStatus: s, color: null }));
      return { date: d.day, count: d.n, color: dayColor(statuses.length ? statuses : chips.slice(0, 1)), events: chips };
    }),
    countCap: CAP,
  };
};

/** Where the bench's next page of a busy day starts: just after the first event added (the epoch: every event of the day). */
export const CALENDAR_BENCH_AFTER = { createdAt: '1970-01-01T00:00:00.000000Z', id: '00000000-0000-0000-0000-000000000000' };

/**
 * GET /api/calendar-events?from=&to=&cursor= (the day dialog's paged list, 100 a page, issue 21): the
 * app's keyset SQL on calendar_events_page_idx after the cursor, for staff (every event), the same body.
 */
export const calendarDayPage =
  (day: string): BareHandler =>
  async (query, caller) => {
    const rows = await query(
      `select e.id, e.title, e.date::text as date, e.description, e.color, e.linen_request_id, e.created_by,
         to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key,
         lr.status, lr.decline_reason, p.name as property_name
       from calendar_events e
       left join linen_requests lr on lr.id = e.linen_request_id
       left join properties p on p.id = lr.property_id
       where e.date >= $1::date and e.date <= $1::date and (e.date, e.created_at, e.id) > ($1::date, $2::timestamptz, $3::uuid)
       order by e.date, e.created_at, e.id limit $4`,
      [day, CALENDAR_BENCH_AFTER.createdAt, CALENDAR_BENCH_AFTER.id, CALENDAR_PAGE_SIZE + 1],
    );
    const page = rows.slice(0, CALENDAR_PAGE_SIZE);
    const last = page.at(-1);
    const editsAny = canDeleteAnyEvent(caller);
    return {
      events: page.map((e) => {
        const requestId = e.linen_request_id as string | null;
        const status = requestId ? (e.status as LinenRequestStatus | null) : null;
        return {
          id: requestId ? requestEventId(requestId) : e.id,
          title: requestId && status ? requestEventTitle((e.property_name as string | null) ?? 'Property', status) : e.title,
          date: e.date,
          description: e.description,
          color: e.color,
          requestId,
          requestStatus: status,
          declineReason: status === 'declined' ? statedDeclineReason(e.decline_reason as string | null) : null,
          propertyName: e.property_name,
          deletable: canDeleteEvent({ requestId, createdBy: e.created_by as string | null }, { userId: caller.userId, editsAny }),
        };
      }),
      nextCursor: rows.length > CALENDAR_PAGE_SIZE && last ? benchCursor([last.date, last.created_key, last.id]) : null,
    };
  };
