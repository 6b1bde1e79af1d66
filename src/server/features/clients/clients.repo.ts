/** Client records: the list with its counts, one client, changes, photos and the owner's own row. */
import { and, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ClientStatus } from '@shared/domain/clients';
import type { DbOrTx } from '../../db/client';
import { clientPhotos, clients, linenCards, properties, users } from '../../db/schema';
import { inScope, ownedBy, type Scope } from '../../lib/scope';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;

export async function insertClient(db: DbOrTx, values: NewClient): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  return row;
}

/** A client with what the screens show beside it: the login's e-mail and the counts. */
const clientWithExtras = {
  client: clients,
  loginEmail: users.email,
  propertiesCount: sql<number>`(select count(*)::int from ${properties} where ${properties.clientId} = ${clients.id} and not ${properties.archived})`,
  linenCardsCount: sql<number>`(select count(*)::int from ${linenCards} where ${linenCards.clientId} = ${clients.id} and not ${linenCards.archived})`,
};

export type ClientWithExtras = { client: ClientRow; loginEmail: string | null; propertiesCount: number; linenCardsCount: number };

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ClientListFilter {
  search?: string;
  status?: ClientStatus;
  limit: number;
  offset: number;
}

export async function listClients(db: DbOrTx, scope: Scope, filter: ClientListFilter): Promise<{ rows: ClientWithExtras[]; total: number }> {
  // An erased client (decision 0146) stays for the bookkeeping that points at it, on no list.
  const conditions: (SQL | undefined)[] = [inScope(clients.id, scope), isNull(clients.erasedAt)];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(clients.name, pattern), ilike(clients.primaryEmail, pattern), ilike(clients.username, pattern)));
  }
  if (filter.status) conditions.push(eq(clients.status, filter.status));
  const where = and(...conditions);
  const rows = await db
    .select(clientWithExtras)
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(where)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(clients)
    .where(where);
  return { rows, total };
}

export async function findClient(db: DbOrTx, scope: Scope, id: string): Promise<ClientWithExtras | undefined> {
  const [row] = await db
    .select(clientWithExtras)
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(and(eq(clients.id, id), inScope(clients.id, scope)));
  return row;
}

export type ClientPatch = Partial<
  Pick<
    ClientRow,
    'name' | 'contactName' | 'username' | 'primaryEmail' | 'phone' | 'secondaryEmails' | 'billingNotes' | 'status' | 'userId' | 'profilePhoto'
  >
>;

/** Every update refreshes last_touch (docs/product.md §1.4). */
export async function updateClient(db: DbOrTx, id: string, patch: ClientPatch, now: Date): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...patch, lastTouch: now, updatedAt: now })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

/** Deletes the client; properties, cards, contracts and the rest go with it (ON DELETE CASCADE). */
export async function deleteClient(db: DbOrTx, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.delete(clients).where(eq(clients.id, id)).returning();
  return row;
}

/** Sets status customer unless it already is: exactly one of two racing conversions wins. */
export async function markCustomer(db: DbOrTx, id: string, now: Date): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ status: 'customer', lastTouch: now, updatedAt: now })
    .where(and(eq(clients.id, id), sql`${clients.status} <> 'customer'`))
    .returning();
  return row;
}

/** The caller's own client for My Profile: the one linked to them first, else one with their e-mail. */
export async function findOwnClient(db: DbOrTx, userId: string, verifiedEmail: string | null): Promise<ClientWithExtras | undefined> {
  const [row] = await db
    .select(clientWithExtras)
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(ownedBy(userId, verifiedEmail))
    .orderBy(sql`case when ${clients.userId} = ${userId} then 0 else 1 end`, clients.createdAt)
    .limit(1);
  return row;
}

/** Serialises My Profile creation per user for the rest of the transaction. */
export async function lockOwnProfile(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client-profile:${userId}`}))`);
}

export async function saveClientPhoto(db: DbOrTx, clientId: string, contentType: string, data: Buffer, now: Date): Promise<void> {
  await db
    .insert(clientPhotos)
    .values({ clientId, contentType, data, updatedAt: now })
    .onConflictDoUpdate({ target: clientPhotos.clientId, set: { contentType, data, updatedAt: now } });
}

export async function findClientPhoto(db: DbOrTx, clientId: string) {
  const [row] = await db.select().from(clientPhotos).where(eq(clientPhotos.clientId, clientId));
  return row;
}

export async function deleteClientPhoto(db: DbOrTx, clientId: string): Promise<void> {
  await db.delete(clientPhotos).where(eq(clientPhotos.clientId, clientId));
}

/** Whether another client (not exceptId) has this primary e-mail or username, ignoring case; `key` is already lower-cased. */
export async function clientHasValue(db: DbOrTx, field: 'primaryEmail' | 'username', key: string, exceptId?: string): Promise<boolean> {
  const column = field === 'primaryEmail' ? clients.primaryEmail : clients.username;
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(sql`lower(${column})`, key), exceptId ? ne(clients.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}
