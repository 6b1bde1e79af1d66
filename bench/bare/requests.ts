/**
 * The bare baselines of /requests (decision 0175): the first keyset page of the pending list (50, from
 * London today, by date, creation and id; only the fields the list shows, on linen_requests_status_day_idx)
 * and the two lists' counts from the kept per-day counts (decision 0178), with the app's body shapes.
 */
import { londonToday } from '@shared/domain/london-time';
import { EVERY_CLIENT } from './summaries';
import { benchCursor, type BareHandler } from '../lib/bare';

const PAGE = 50;

/** Staff view: the first page of the pending requests, by date. */
export const pendingRequests: BareHandler = async (query) => {
  const rows = await query(
    `select r.id, p.name as property_name, c.name as client_name, r.requested_date::text as requested_date,
       to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key, r.notes, r.status, r.source, r.booking_gone_at
     from linen_requests r join properties p on p.id = r.property_id left join clients c on c.id = r.client_id
     where r.status = 'pending' and r.requested_date >= $1
     order by r.requested_date, r.created_at, r.id limit ${PAGE + 1}`,
    [londonToday(new Date())],
  );
  const page = rows.slice(0, PAGE);
  const last = page[page.length - 1];
  return {
    requests: page.map((r) => ({
      id: r.id,
      propertyName: r.property_name,
      clientName: r.client_name,
      requestedDate: r.requested_date,
      notes: r.notes,
      status: r.status,
      source: r.source,
      bookingGoneAt: r.booking_gone_at ? new Date(r.booking_gone_at as string).toISOString() : null,
    })),
    nextCursor:
      rows.length > PAGE && last ? benchCursor([last.requested_date, last.created_key, last.id]) : null,
  };
};

/** Staff view: how many requests are pending and upcoming (accepted) from London today: the kept per-day counts (decision 0178). */
export const requestCounts: BareHandler = async (query) => {
  const [row] = await query(
    `select coalesce(sum(pending), 0)::bigint as pending, coalesce(sum(accepted), 0)::bigint as accepted
     from linen_request_day_totals where client_id = '${EVERY_CLIENT}'::uuid and day >= $1::date`,
    [londonToday(new Date())],
  );
  return { pending: Number(row.pending), upcoming: Number(row.accepted) };
};

/** Staff view (issue 24): accepted requests whose booking left the calendar, by date, at most 100, on the partial index. */
export const bookingGoneRequests: BareHandler = async (query) => {
  const rows = await query(
    `select r.id, p.name as property_name, c.name as client_name, r.requested_date::text as requested_date, r.notes, r.status, r.source, r.booking_gone_at
     from linen_requests r join properties p on p.id = r.property_id left join clients c on c.id = r.client_id
     where r.booking_gone_at is not null and r.status = 'accepted'
     order by r.requested_date, r.id limit 100`,
  );
  return {
    requests: rows.map((r) => ({
      id: r.id,
      propertyName: r.property_name,
      clientName: r.client_name,
      requestedDate: r.requested_date,
      notes: r.notes,
      status: r.status,
      source: r.source,
      bookingGoneAt: new Date(r.booking_gone_at as string).toISOString(),
    })),
  };
};

/** Staff view (issue 24): booking calendars not read for 6 hours, stalest first, at most 50. */
export const staleFeeds: BareHandler = async (query) => {
  const rows = await query(
    `select b.property_id, p.name as property_name, c.name as client_name, b.last_synced_at, b.last_error, b.created_at
     from booking_calendars b join properties p on p.id = b.property_id left join clients c on c.id = p.client_id
     where coalesce(b.last_synced_at, b.created_at) <= $1 and p.archived = false
     order by coalesce(b.last_synced_at, b.created_at), b.property_id limit 50`,
    [new Date(Date.now() - 6 * 3_600_000).toISOString()],
  );
  return {
    feeds: rows.map((r) => ({
      propertyId: r.property_id,
      propertyName: r.property_name,
      clientName: r.client_name,
      lastSyncedAt: r.last_synced_at ? new Date(r.last_synced_at as string).toISOString() : null,
      lastError: r.last_error,
      addedAt: new Date(r.created_at as string).toISOString(),
    })),
  };
};
