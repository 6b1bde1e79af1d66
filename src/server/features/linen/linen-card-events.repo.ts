/** A linen card's history: one row per create, move, automatic move, damage record and edit. */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TCardEventKind } from '@shared/schemas/linen';
import type { LinenStatus } from '@shared/domain/linen';
import type { DbOrTx } from '../../db/client';
import { linenCardEvents, users } from '../../db/schema';
import { visitOfCardEvent } from '../../lib/visit-links';

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

/** A card's history, newest first, with the actor's name (null for automatic events or a deleted user). */
export async function listCardEvents(db: DbOrTx, cardId: string) {
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
      /** The courier visit whose move wrote it: its proof (decision 0191). */
      visitId: visitOfCardEvent(linenCardEvents.linenCardId, linenCardEvents.id),
    })
    .from(linenCardEvents)
    .leftJoin(users, eq(users.id, linenCardEvents.actorUserId))
    .where(eq(linenCardEvents.linenCardId, cardId))
    .orderBy(desc(linenCardEvents.createdAt), desc(linenCardEvents.id))
    .limit(200);
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
