/** Linen requests and their calendar events: the only file that writes them (issue 9). */
import type { DbOrTx } from '../../db/client';
import { calendarEvents, linenRequests } from '../../db/schema';
import { requestEventTitle, serviceInstant, type LinenRequestSource, type LinenRequestStatus } from '@shared/domain/linen-requests';
import { DEFAULT_EVENT_COLOR } from '@shared/domain/calendar';

export interface NewLinenRequest {
  propertyId: string;
  propertyName: string;
  clientId: string | null;
  requestedBy: string | null;
  /** 'YYYY-MM-DD' */
  requestedDate: string;
  notes: string | null;
  source: LinenRequestSource;
  bookingUid?: string | null;
  status: LinenRequestStatus;
  declineReason?: string | null;
  now: Date;
}

/**
 * Stores a request and its calendar event (the spec's linen-{requestId}) in the caller's transaction.
 * A booking's request that already exists (same property and booking UID) is left alone: returns null.
 */
export async function insertRequestWithEvent(tx: DbOrTx, input: NewLinenRequest) {
  const [request] = await tx
    .insert(linenRequests)
    .values({
      propertyId: input.propertyId,
      clientId: input.clientId,
      requestedBy: input.requestedBy,
      requestedDate: input.requestedDate,
      requestedFor: serviceInstant(input.requestedDate),
      notes: input.notes,
      status: input.status,
      source: input.source,
      bookingUid: input.bookingUid ?? null,
      acceptedAt: input.status === 'accepted' ? input.now : null,
      declinedAt: input.status === 'declined' ? input.now : null,
      declineReason: input.status === 'declined' ? (input.declineReason ?? null) : null,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!request) return null;
  await tx.insert(calendarEvents).values({
    title: requestEventTitle(input.propertyName, input.status),
    date: input.requestedDate,
    description: input.notes,
    color: DEFAULT_EVENT_COLOR,
    linenRequestId: request.id,
    clientId: input.clientId,
    createdBy: input.requestedBy,
    createdAt: input.now,
  });
  return request;
}
