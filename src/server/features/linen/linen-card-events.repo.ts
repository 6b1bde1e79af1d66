/** A linen card's history: one row per create, move, automatic move, damage record and edit. */
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { TCardEventKind } from '@shared/schemas/linen';
import type { LinenStatus } from '@shared/domain/linen';
import type { DbOrTx } from '../../db/client';
import { courierVisits, linenCardEvents, users } from '../../db/schema';

export interface CardEventInput {
  /** Given when the caller needs the event's id (a move its answer offers to undo). */
  id?: string;
  linenCardId: string;
  actorUserId: string | null;
  kind: TCardEventKind;
  fromStatus?: LinenStatus | null;
  toStatus?: LinenStatus | null;
  details?: Record<string, unknown>;
  createdAt: Date;
}

export async function insertCardEvents(tx: DbOrTx, events: CardEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(linenCardEvents).values(events.map((e) => ({ ...e, details: e.details ?? {} })));
}

/**
 * A card's history, newest first, with the actor's name (null for automatic events or a deleted user) and the
 * courier visit whose move wrote each line (its proof, decision 0191). The visits are the card's own since the
 * page's oldest line, one range of courier_visits_card_idx (a move's line is at or before its visit's phone time):
 * card_event_id has no index of its own, so a lookup per line would read all the card's visits for each line.
 */
export async function listCardEvents(db: DbOrTx, cardId: string) {
  const events = await pageOfEvents(db, cardId);
  const oldest = events.at(-1)?.createdAt;
  const visits = oldest ? await visitsOfCardEvents(db, cardId, oldest) : [];
  const visitOf = new Map(visits.map((v) => [v.eventId, v.id]));
  return events.map((e) => ({ ...e, visitId: visitOf.get(e.id) ?? null }));
}

function pageOfEvents(db: DbOrTx, cardId: string) {
  return db
    .select({
      id: linenCardEvents.id,
      kind: linenCardEvents.kind,
      actorUserId: linenCardEvents.actorUserId,
      actorName: users.name,
      fromStatus: linenCardEvents.fromStatus,
      toStatus: linenCardEvents.toStatus,
      details: linenCardEvents.details,
      createdAt: linenCardEvents.createdAt,
    })
    .from(linenCardEvents)
    .leftJoin(users, eq(users.id, linenCardEvents.actorUserId))
    .where(eq(linenCardEvents.linenCardId, cardId))
    .orderBy(desc(linenCardEvents.createdAt), desc(linenCardEvents.id))
    .limit(200);
}

/** The card's courier visits since `since` that moved it, with the history event of their move. */
async function visitsOfCardEvents(db: DbOrTx, cardId: string, since: Date): Promise<{ id: string; eventId: string }[]> {
  const rows = await db
    .select({ id: courierVisits.id, eventId: courierVisits.cardEventId })
    .from(courierVisits)
    .where(and(eq(courierVisits.linenCardId, cardId), gte(courierVisits.happenedAt, since), isNotNull(courierVisits.cardEventId)));
  return rows.filter((r): r is { id: string; eventId: string } => r.eventId !== null);
}

/** When the card last changed column (a move, the automatic move or an undo), or null: on its history index. */
export async function lastMoveAt(db: DbOrTx, cardId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: linenCardEvents.createdAt })
    .from(linenCardEvents)
    .where(and(eq(linenCardEvents.linenCardId, cardId), isNotNull(linenCardEvents.toStatus)))
    .orderBy(desc(linenCardEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}
