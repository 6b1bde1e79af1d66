/** Turns request rows into the API's shapes (TLinenRequest, and a list's TLinenRequestItem). */
import { requestEventId } from '@shared/domain/linen-requests';
import type { TLinenRequest, TLinenRequestItem } from '@shared/schemas/requests';
import type { RequestRow } from './linen-requests.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toLinenRequest(row: RequestRow): TLinenRequest {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    clientId: row.clientId,
    clientName: row.clientName,
    requestedDate: row.requestedDate,
    requestedFor: row.requestedFor.toISOString(),
    notes: row.notes,
    status: row.status,
    source: row.source,
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    eventId: requestEventId(row.id),
    bookingGoneAt: iso(row.bookingGoneAt),
  };
}

/** A list's row: what /requests and the gone-bookings list show of a request. */
export function toLinenRequestItem(r: Pick<RequestRow, 'id' | 'propertyName' | 'clientName' | 'requestedDate' | 'notes' | 'status' | 'source' | 'bookingGoneAt'>): TLinenRequestItem {
  return {
    id: r.id,
    propertyName: r.propertyName,
    clientName: r.clientName,
    requestedDate: r.requestedDate,
    notes: r.notes,
    status: r.status,
    source: r.source,
    bookingGoneAt: iso(r.bookingGoneAt),
  };
}
