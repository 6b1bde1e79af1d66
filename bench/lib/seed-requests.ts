/**
 * The bench's linen requests with their calendar events, 500 at a time: the same rows
 * insertRequestWithEvent (src/server/features/requests/linen-requests.repo.ts) writes one by one, with
 * the same domain rules for the service instant and the event's title, so that the scale mode's 16×
 * (about 21,000 requests) seeds in seconds rather than minutes.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_EVENT_COLOR } from '@shared/domain/calendar';
import { requestEventTitle, serviceInstant } from '@shared/domain/linen-requests';
import type { Db } from '../../src/server/db/client';
import { calendarEvents, linenRequests } from '../../src/server/db/schema';
import type { NewLinenRequest } from '../../src/server/features/requests/linen-requests.repo';

export async function seedRequestsWithEvents(db: Db, inputs: NewLinenRequest[]): Promise<void> {
  for (let i = 0; i < inputs.length; i += 500) {
    // Ids made here, so that each event names its request without relying on the order RETURNING gives.
    const chunk = inputs.slice(i, i + 500).map((input) => ({ ...input, id: randomUUID() }));
    await db.transaction(async (tx) => {
      await tx.insert(linenRequests).values(
        chunk.map((input) => ({
          id: input.id,
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
        })),
      );
      await tx.insert(calendarEvents).values(
        chunk.map((input) => ({
          title: requestEventTitle(input.propertyName, input.status),
          date: input.requestedDate,
          description: input.notes,
          color: DEFAULT_EVENT_COLOR,
          linenRequestId: input.id,
          clientId: input.clientId,
          createdBy: input.requestedBy,
          createdAt: input.now,
        })),
      );
    });
  }
}
