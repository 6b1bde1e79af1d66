/** Linen cards: the board's reads, the conditional moves and the card's own writes (tenant scope as a parameter). */
import { and, asc, count, desc, eq, gte, inArray, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { LinenStatus } from '@shared/domain/linen';
import type { DbOrTx } from '../../db/client';
import {
  changeovers,
  charges,
  cleaningTeams,
  clients,
  linenActivities,
  linenCardEvents,
  linenCards,
  linenRequests,
  products,
  properties,
} from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { cardFields, selectCardRows } from './linen-card-select';

/** What a tile of the courier's lists shows (TBoardTile): the shared card fields and the property's address, the client, the last changeover. */
const tileColumns = (today: string) => ({
  ...cardFields(today),
  propertyAddress: properties.address,
  clientId: linenCards.clientId,
  lastChangeoverDate: linenCards.lastChangeoverDate,
});

/** A whole card (TBoardCard, details, label look-up): the tile and the rest. */
const boardColumns = (today: string) => ({
  ...tileColumns(today),
  damageNotes: linenCards.damageNotes,
  billingTags: linenCards.billingTags,
  notes: linenCards.notes,
  cleaningTeamId: linenCards.cleaningTeamId,
  labelCode: linenCards.labelCode,
  createdAt: linenCards.createdAt,
  updatedAt: linenCards.updatedAt,
});

const selectCards = (db: DbOrTx, today: string) => selectCardRows(db, boardColumns(today));
const selectTiles = (db: DbOrTx, today: string) => selectCardRows(db, tileColumns(today));

export type CardRow = Awaited<ReturnType<typeof findCard>> & {};
export type TileRow = Awaited<ReturnType<typeof listCards>>[number];

export interface CardFilters {
  clientId?: string;
  status?: LinenStatus;
}

/**
 * The courier orders: new waiting longest first (Deliver Bag), changeover_due oldest on beds first,
 * in_transit oldest in transit first; else newest first.
 */
function orderFor(status: LinenStatus | undefined): SQL[] {
  if (status === 'new') return [asc(linenCards.createdAt), asc(linenCards.id)];
  if (status === 'changeover_due') return [sql`${linenCards.onBedsSince} asc nulls last`, asc(linenCards.id)];
  if (status === 'in_transit') return [sql`${linenCards.transitSince} asc nulls last`, asc(linenCards.id)];
  return [desc(linenCards.createdAt), desc(linenCards.id)];
}

/** Non-archived cards the scope may see, optionally of one client or one status. `today`: London's 'YYYY-MM-DD'. */
export async function listCards(db: DbOrTx, scope: Scope, filters: CardFilters, today: string) {
  return selectTiles(db, today)
    .where(
      and(
        eq(linenCards.archived, false),
        inScope(linenCards.clientId, scope),
        filters.clientId ? eq(linenCards.clientId, filters.clientId) : undefined,
        filters.status ? eq(linenCards.status, filters.status) : undefined,
      ),
    )
    .orderBy(...orderFor(filters.status));
}

/** What the courier's lists show of a card (TCourierCard, its timings from the clocks), the bag's label and the property's linen inventory. */
const roundColumns = {
  id: linenCards.id,
  propertyId: linenCards.propertyId,
  propertyName: properties.name,
  propertyAddress: properties.address,
  clientName: clients.name,
  status: linenCards.status,
  onBedsSince: linenCards.onBedsSince,
  transitSince: linenCards.transitSince,
  labelCode: linenCards.labelCode,
  linenInventory: properties.linenInventory,
};

/**
 * The courier's round (issue 22): one column's cards in the courier's order (orderFor), at most `limit`,
 * with only what the phone shows and keeps to work without signal (not the board tile's charges, team or
 * requests). On linen_cards_sweep_idx (changeover due), linen_cards_transit_idx (in transit),
 * linen_cards_board_idx (new).
 */
export async function listRoundCards(db: DbOrTx, scope: Scope, status: LinenStatus, limit: number) {
  return selectCardRows(db, roundColumns)
    .where(and(eq(linenCards.archived, false), inScope(linenCards.clientId, scope), eq(linenCards.status, status)))
    .orderBy(...orderFor(status))
    .limit(limit);
}

/** One card in scope (archived too, for its history), or null. */
export async function findCard(db: DbOrTx, scope: Scope, id: string, today: string) {
  const [row] = await selectCards(db, today).where(and(eq(linenCards.id, id), inScope(linenCards.clientId, scope)));
  return row ?? null;
}

/** One non-archived card by its label code, in scope, or null. */
export async function findCardByLabel(db: DbOrTx, scope: Scope, labelCode: string, today: string) {
  const [row] = await selectCards(db, today).where(
    and(eq(linenCards.labelCode, labelCode), eq(linenCards.archived, false), inScope(linenCards.clientId, scope)),
  );
  return row ?? null;
}

/** A value that changes whenever a card in scope is created, changed, archived or deleted. */
export async function cardsVersion(db: DbOrTx, scope: Scope): Promise<string> {
  const [row] = await db
    .select({ n: count(), latest: max(linenCards.updatedAt) })
    .from(linenCards)
    .where(inScope(linenCards.clientId, scope));
  return `${row?.n ?? 0}.${row?.latest ? row.latest.getTime() : 0}`;
}

/** The property a new card is for, in scope: its client and whether it is archived. */
export async function findPropertyForCard(db: DbOrTx, scope: Scope, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id, clientId: properties.clientId, archived: properties.archived, stripeProducts: properties.stripeProducts })
    .from(properties)
    .where(and(eq(properties.id, propertyId), inScope(properties.clientId, scope)));
  return row ?? null;
}

export async function propertyInventory(db: DbOrTx, propertyId: string) {
  const [row] = await db.select({ linenInventory: properties.linenInventory }).from(properties).where(eq(properties.id, propertyId));
  return row?.linenInventory ?? null;
}

export type NewCard = typeof linenCards.$inferInsert;

export async function insertCard(tx: DbOrTx, values: NewCard): Promise<string> {
  const [row] = await tx.insert(linenCards).values(values).returning({ id: linenCards.id });
  return row.id;
}

/** True when the error is the one-card-per-property unique index (a race lost to another create). */
export function isOneCardViolation(error: unknown): boolean {
  return violatedUniqueIndex(error, ['linen_cards_one_per_property_uq']) !== null;
}

/** True when the property has a non-archived card. */
export async function propertyHasCard(db: DbOrTx, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: linenCards.id })
    .from(linenCards)
    .where(and(eq(linenCards.propertyId, propertyId), eq(linenCards.archived, false)))
    .limit(1);
  return Boolean(row);
}

export type CardChanges = Partial<Omit<NewCard, 'id' | 'propertyId' | 'clientId' | 'createdAt'>>;

/**
 * The one conditional update of a move: changes the card only while it is still in `from` and not
 * archived. Returns the card's previous values, or null when someone else moved it first.
 */
export async function moveCard(tx: DbOrTx, id: string, from: LinenStatus, changes: CardChanges) {
  const [row] = await tx
    .update(linenCards)
    .set(changes)
    .where(and(eq(linenCards.id, id), eq(linenCards.status, from), eq(linenCards.archived, false)))
    .returning({ id: linenCards.id });
  return row ?? null;
}

export async function updateCard(tx: DbOrTx, id: string, changes: CardChanges): Promise<void> {
  await tx.update(linenCards).set(changes).where(eq(linenCards.id, id));
}

/** Adds to a card's damages and missing counts in one statement. */
export async function addDamageCounts(tx: DbOrTx, id: string, damaged: number, missing: number, now: Date): Promise<void> {
  await tx
    .update(linenCards)
    .set({
      damagesCount: sql`${linenCards.damagesCount} + ${damaged}`,
      missingCount: sql`${linenCards.missingCount} + ${missing}`,
      updatedAt: now,
    })
    .where(eq(linenCards.id, id));
}

/** The card row locked for the rest of the transaction (for read-modify-write edits). */
export async function lockCard(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(linenCards).where(eq(linenCards.id, id)).for('update');
  return row ?? null;
}

export async function findTeam(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: cleaningTeams.id, name: cleaningTeams.name, isActive: cleaningTeams.isActive })
    .from(cleaningTeams)
    .where(eq(cleaningTeams.id, id));
  return row ?? null;
}

/**
 * The given catalogue products (a property's chosen services) with their names and prices, in the
 * property's order: what a collection invoice's lines are made from at Collect.
 */
export async function servicesForInvoice(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name, pricePence: products.pricePence })
    .from(products)
    .where(inArray(products.id, productIds));
  const order = new Map(productIds.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export type NewChangeover = typeof changeovers.$inferInsert;

export async function insertChangeover(tx: DbOrTx, values: NewChangeover): Promise<string> {
  const [row] = await tx.insert(changeovers).values(values).returning({ id: changeovers.id });
  return row.id;
}

/** Marks the card's open changeover (collected, not yet returned) as returned. */
export async function returnOpenChangeover(tx: DbOrTx, cardId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(changeovers)
    .set({ returnedAt: now })
    .where(and(eq(changeovers.linenCardId, cardId), isNull(changeovers.returnedAt)))
    .returning({ id: changeovers.id });
  return rows.map((r) => r.id);
}

/** When a property moves to another client, its cards follow it. */
export async function reassignLinenCardsClient(tx: DbOrTx, propertyId: string, clientId: string, now: Date): Promise<void> {
  await tx.update(linenCards).set({ clientId, updatedAt: now }).where(eq(linenCards.propertyId, propertyId));
}

/** What refers to a card, by kind (each 0 or more); a card with none may be deleted outright. */
export interface CardReferences {
  changeovers: number;
  damages: number;
  charges: number;
  requests: number;
  history: number;
}

const countOf = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/**
 * Counts what refers to a card: its collections (changeovers), damage records, charges, the property's
 * linen requests made since the card was created, and history beyond its 'created' event.
 */
export async function cardReferences(db: DbOrTx, card: { id: string; propertyId: string; createdAt: Date }): Promise<CardReferences> {
  // One after another: inside a transaction the statements share one connection.
  const co = await db.select({ n: count() }).from(changeovers).where(eq(changeovers.linenCardId, card.id));
  const da = await db.select({ n: count() }).from(linenActivities).where(eq(linenActivities.linenCardId, card.id));
  const ch = await db.select({ n: count() }).from(charges).where(eq(charges.linenCardId, card.id));
  const rq = await db
    .select({ n: count() })
    .from(linenRequests)
    .where(and(eq(linenRequests.propertyId, card.propertyId), gte(linenRequests.createdAt, card.createdAt)));
  const hi = await db
    .select({ n: count() })
    .from(linenCardEvents)
    .where(and(eq(linenCardEvents.linenCardId, card.id), ne(linenCardEvents.kind, 'created')));
  return { changeovers: countOf(co), damages: countOf(da), charges: countOf(ch), requests: countOf(rq), history: countOf(hi) };
}

/** Takes a card off the board for good, keeping its row (and all that refers to it); false if it was already archived. */
export async function archiveCard(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(linenCards)
    .set({ archived: true, updatedAt: now })
    .where(and(eq(linenCards.id, id), eq(linenCards.archived, false)))
    .returning({ id: linenCards.id });
  return rows.length > 0;
}

/** Deletes a card nothing refers to (its 'created' event goes with it); false if it was gone or archived. */
export async function deleteCard(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(linenCards)
    .where(and(eq(linenCards.id, id), eq(linenCards.archived, false)))
    .returning({ id: linenCards.id });
  return rows.length > 0;
}
