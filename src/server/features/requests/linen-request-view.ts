/** Turns request rows into the API's shape (TLinenRequest). */
import { requestEventId } from '@shared/domain/linen-requests';
import type { TLinenRequest } from '@shared/schemas/requests';
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
