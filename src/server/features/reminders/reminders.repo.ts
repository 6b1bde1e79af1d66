/** The reminders' SQL: candidate rows since the look-back, the opt-outs, the run-once lock and the once-per-mail claim. */
import { and, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ChangeoverMoveRow, DecisionRow, UnpaidRow } from '@shared/domain/reminders';
import type { DbOrTx } from '../../db/client';
import { estimatedPence } from '../damages';
import {
  changeovers,
  linenActivities,
  linenCardEvents,
  linenCards,
  linenRequests,
  notificationOptOuts,
  products,
  properties,
  reminderSends,
} from '../../db/schema';

const REMINDER_LOCK_ID = 471_019;

/** Takes the reminder lock for the rest of the transaction; false when another instance holds it. */
export async function tryReminderLock(tx: DbOrTx): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_ID}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return Boolean(result.rows[0]?.locked);
}

/** Requests accepted or declined since `since`, with their property's client. */
export async function decisionsSince(db: DbOrTx, since: Date): Promise<DecisionRow[]> {
  const rows = await db
    .select({
      requestId: linenRequests.id,
      clientId: properties.clientId,
      propertyName: properties.name,
      requestedDate: linenRequests.requestedDate,
      status: linenRequests.status,
      acceptedAt: linenRequests.acceptedAt,
      declinedAt: linenRequests.declinedAt,
      decidedBy: linenRequests.decidedBy,
      declineReason: linenRequests.declineReason,
    })
    .from(linenRequests)
    .innerJoin(properties, eq(properties.id, linenRequests.propertyId))
    .where(or(gte(linenRequests.acceptedAt, since), gte(linenRequests.declinedAt, since)));
  return rows.map(({ acceptedAt, declinedAt, ...r }) => ({ ...r, decidedAt: r.status === 'accepted' ? acceptedAt : declinedAt }));
}

/** Card events that moved a card to changeover_due since `since`. */
export async function changeoverMovesSince(db: DbOrTx, since: Date): Promise<ChangeoverMoveRow[]> {
  return db
    .select({
      eventId: linenCardEvents.id,
      clientId: linenCards.clientId,
      propertyId: linenCards.propertyId,
      propertyName: properties.name,
      kind: linenCardEvents.kind,
      toStatus: linenCardEvents.toStatus,
      at: linenCardEvents.createdAt,
    })
    .from(linenCardEvents)
    .innerJoin(linenCards, eq(linenCards.id, linenCardEvents.linenCardId))
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .where(
      and(
        eq(linenCardEvents.toStatus, 'changeover_due'),
        inArray(linenCardEvents.kind, ['moved', 'auto_moved']),
        gte(linenCardEvents.createdAt, since),
      ),
    );
}

/**
 * What an owner can see and pay under Payments due, entered since `since`: unpaid collection invoices
 * once collected (what is still owed) and damage charges staff requested and nobody has paid yet (the
 * amount the checkout charges, computed in bigint). The rule in shared/domain/reminders decides the stage.
 */
export async function unpaidSince(db: DbOrTx, since: Date): Promise<UnpaidRow[]> {
  const collections = await db
    .select({
      id: changeovers.id,
      clientId: changeovers.clientId,
      propertyName: properties.name,
      amountPence: sql<number>`greatest(${changeovers.amountPence}::bigint - ${changeovers.amountPaidPence}, 0)`.mapWith(Number),
      enteredAt: changeovers.collectedAt,
    })
    .from(changeovers)
    .innerJoin(properties, eq(properties.id, changeovers.propertyId))
    .where(and(eq(changeovers.invoiceStatus, 'unpaid'), isNotNull(changeovers.collectedAt), gte(changeovers.collectedAt, since)));
  const damages = await db
    .select({
      id: linenActivities.id,
      clientId: linenCards.clientId,
      propertyName: properties.name,
      amountPence: sql<number>`${estimatedPence}`.mapWith(Number),
      enteredAt: linenActivities.createdAt,
      visibleSince: linenActivities.chargeRequestedAt,
    })
    .from(linenActivities)
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .leftJoin(products, eq(products.id, linenActivities.productId))
    .where(and(isNotNull(linenActivities.chargeRequestedAt), isNull(linenActivities.chargedAt), gte(linenActivities.createdAt, since)));
  return [
    ...collections.flatMap((r) => (r.enteredAt ? [{ ...r, enteredAt: r.enteredAt, visibleSince: r.enteredAt, what: 'collection' as const }] : [])),
    ...damages.map((r) => ({ ...r, what: 'damage' as const })),
  ];
}

/** The kinds these users switched off, as 'userId:kind'. */
export async function optOutKeys(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationOptOuts.userId, kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(inArray(notificationOptOuts.userId, userIds));
  return new Set(rows.map((r) => `${r.userId}:${r.kind}`));
}

export async function listOptOuts(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ kind: notificationOptOuts.kind }).from(notificationOptOuts).where(eq(notificationOptOuts.userId, userId));
  return rows.map((r) => r.kind);
}

/** Switches a kind off (idempotent); true when the row is new. */
export async function addOptOut(db: DbOrTx, userId: string, kind: string): Promise<boolean> {
  const rows = await db
    .insert(notificationOptOuts)
    .values({ userId, kind })
    .onConflictDoNothing()
    .returning({ userId: notificationOptOuts.userId });
  return rows.length > 0;
}

export async function removeOptOut(db: DbOrTx, userId: string, kind: string): Promise<boolean> {
  const rows = await db
    .delete(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)))
    .returning({ userId: notificationOptOuts.userId });
  return rows.length > 0;
}

/** Claims one mail: true only for the one caller whose row was inserted (unique kind, subject, stage, recipient). */
export async function claimReminder(
  tx: DbOrTx,
  send: { kind: string; subjectId: string; stage: string; recipient: string; sentAt: Date },
): Promise<boolean> {
  const rows = await tx.insert(reminderSends).values(send).onConflictDoNothing().returning({ id: reminderSends.id });
  return rows.length > 0;
}
