/** Reminder tests' world: owners A and B (B linked by verified e-mail), one property and card each, and row makers. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { changeovers, clients, linenActivities, linenCardEvents, linenCards, linenRequests, outbox, properties, users } from '@server/db/schema';
import { serviceInstant } from '@shared/domain/linen-requests';

export const DAY = 86_400_000;

export interface Owner {
  userId: string;
  email: string;
  clientId: string;
  propertyId: string;
  cardId: string;
}

/** A client, a property and a card for an owner user (linked by user id, or only by verified e-mail). */
export async function ownerWorld(db: DbOrTx, user: { id: string; email: string }, link: 'user' | 'email', name: string): Promise<Owner> {
  if (link === 'email') await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const [client] = await db
    .insert(clients)
    .values({ name: `${name} Lets`, primaryEmail: user.email, userId: link === 'user' ? user.id : null })
    .returning();
  const [property] = await db.insert(properties).values({ name: `${name} Cottage`, clientId: client.id }).returning();
  const [card] = await db.insert(linenCards).values({ propertyId: property.id, clientId: client.id, status: 'changeover_due' }).returning();
  return { userId: user.id, email: user.email, clientId: client.id, propertyId: property.id, cardId: card.id };
}

export async function decidedRequest(db: DbOrTx, o: Owner, status: 'accepted' | 'declined', at: Date, decidedBy: string | null = null) {
  const day = new Date(at.getTime() + 5 * DAY).toISOString().slice(0, 10);
  const [row] = await db
    .insert(linenRequests)
    .values({
      propertyId: o.propertyId,
      clientId: o.clientId,
      requestedBy: o.userId,
      requestedDate: day,
      requestedFor: serviceInstant(day),
      status,
      decidedBy,
      acceptedAt: status === 'accepted' ? at : null,
      declinedAt: status === 'declined' ? at : null,
      declineReason: status === 'declined' ? 'No courier that day' : null,
      createdAt: at,
    })
    .returning();
  return row.id;
}

export async function movedToChangeoverDue(db: DbOrTx, o: Owner, at: Date, kind: 'moved' | 'auto_moved' = 'auto_moved') {
  const [row] = await db
    .insert(linenCardEvents)
    .values({ linenCardId: o.cardId, kind, fromStatus: 'on_beds', toStatus: 'changeover_due', createdAt: at })
    .returning();
  return row.id;
}

export async function unpaidCollection(db: DbOrTx, o: Owner, at: Date, amountPence = 4500) {
  const [row] = await db
    .insert(changeovers)
    .values({ linenCardId: o.cardId, propertyId: o.propertyId, clientId: o.clientId, amountPence, collectedAt: at, createdAt: at })
    .returning();
  return row.id;
}

/** A damage recorded at `at`; `requestedAt`: when staff requested its charge (null: never requested). */
export async function unchargedDamage(db: DbOrTx, o: Owner, at: Date, unitPricePence = 1000, quantity = 2, requestedAt: Date | null = null) {
  const [row] = await db
    .insert(linenActivities)
    .values({
      linenCardId: o.cardId,
      productName: 'Double duvet cover',
      quantity,
      damagesCount: quantity,
      unitPricePence,
      createdAt: at,
      chargeRequestedAt: requestedAt,
    })
    .returning();
  return row.id;
}

/** A damage whose charge staff requested at `requestedAt`: the owner sees it under Payments due. */
export const requestedDamage = (db: DbOrTx, o: Owner, at: Date, requestedAt: Date, unitPricePence = 1000, quantity = 2) =>
  unchargedDamage(db, o, at, unitPricePence, quantity, requestedAt);

/** The reminder mails in the outbox, per recipient. */
export async function reminderMails(db: DbOrTx, to?: string) {
  const rows = await db.select().from(outbox);
  return rows.filter((m) => m.kind.startsWith('reminder-') && (!to || m.toAddress === to));
}

/** The unsubscribe token in a mail's link. */
export function tokenIn(text: string): string {
  const m = /\/unsubscribe\?token=([^\s]+)/.exec(text);
  if (!m) throw new Error(`no unsubscribe link in: ${text}`);
  return decodeURIComponent(m[1]);
}
