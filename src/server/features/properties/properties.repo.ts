/** Reads and writes of properties, their stock, and the small joins the properties list needs. */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { clients, contractShares, products, properties, propertyContracts, propertyStock, stockItems } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type StockItemRow = typeof stockItems.$inferSelect;

export interface PropertyFilters {
  search?: string;
  clientId?: string;
}

const propertyWithClient = {
  property: properties,
  client: { id: clients.id, name: clients.name, primaryEmail: clients.primaryEmail },
};

export type PropertyWithClient = { property: PropertyRow; client: { id: string; name: string; primaryEmail: string } | null };

/** '%' and '_' typed by the user match themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function filterConditions(scope: Scope, filters: PropertyFilters): (SQL | undefined)[] {
  const search = filters.search?.trim();
  return [
    inScope(properties.clientId, scope),
    filters.clientId ? eq(properties.clientId, filters.clientId) : undefined,
    search ? or(ilike(properties.name, likePattern(search)), ilike(properties.address, likePattern(search))) : undefined,
  ];
}

export type LatestContract = {
  id: string;
  status: (typeof propertyContracts.$inferSelect)['status'];
  activeShareToken: string | null;
};

/** A property with its client and its latest contract (null when it has none). */
export type PropertyListRow = PropertyWithClient & { contract: LatestContract | null };

/** The token of a contract's newest active share link, for a select list (correlated on the contract). */
function latestActiveShareToken(db: DbOrTx) {
  return db
    .select({ token: contractShares.shareToken })
    .from(contractShares)
    .where(and(eq(contractShares.contractId, propertyContracts.id), eq(contractShares.isActive, true)))
    .orderBy(desc(contractShares.createdAt))
    .limit(1);
}

/** A tab's order: active newest first; archived by archived_at, most recent first (none last). */
const tabOrder = (archivedTab: boolean) =>
  archivedTab
    ? [sql`${properties.archivedAt} desc nulls last`, desc(properties.createdAt), asc(properties.id)]
    : [desc(properties.createdAt), asc(properties.id)];

/** Each row's latest contract, for a lateral join on "properties". */
const latestContract = (db: DbOrTx) =>
  db
    .select({
      id: propertyContracts.id,
      status: propertyContracts.status,
      activeShareToken: sql<string | null>`(${latestActiveShareToken(db)})`.as('active_share_token'),
    })
    .from(propertyContracts)
    .where(eq(propertyContracts.propertyId, properties.id))
    .orderBy(desc(propertyContracts.createdAt), desc(propertyContracts.id))
    .limit(1)
    .as('latest_contract');

/**
 * Active properties newest first; archived ones by archived_at, most recent first. Each row carries
 * its latest contract through a lateral join, so the page is one query (decision 0090).
 */
export async function listProperties(
  db: DbOrTx,
  scope: Scope,
  filters: PropertyFilters & { archived: boolean },
  page: { limit: number; offset: number },
): Promise<PropertyListRow[]> {
  const order = tabOrder(filters.archived);
  const latest = latestContract(db);
  const rows = await db
    .select({ ...propertyWithClient, contract: { id: latest.id, status: latest.status, activeShareToken: latest.activeShareToken } })
    .from(properties)
    .leftJoin(clients, eq(clients.id, properties.clientId))
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(properties.archived, filters.archived), ...filterConditions(scope, filters)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** Where a page of the /properties table ends: its last row's keys (times as `timeKey` text). */
export interface PropertyPageKey {
  archivedAt: string | null;
  createdAt: string;
  id: string;
}

/** The rows after `after` in the tab's order: active newest first; archived by archived_at (most recent first, none last). */
function afterKey(archivedTab: boolean, after: PropertyPageKey): SQL {
  const created = sql`(${properties.createdAt} < ${timeKeyValue(after.createdAt)} or (${properties.createdAt} = ${timeKeyValue(after.createdAt)} and ${properties.id} > ${after.id}::uuid))`;
  if (!archivedTab) return created;
  if (after.archivedAt === null) return sql`(${properties.archivedAt} is null and ${created})`;
  const at = timeKeyValue(after.archivedAt);
  return sql`(${properties.archivedAt} < ${at} or ${properties.archivedAt} is null or (${properties.archivedAt} = ${at} and ${created}))`;
}

export type PropertyPageRow = Awaited<ReturnType<typeof listPropertyPage>>[number];

/**
 * A page of the /properties table (issue 21): the fields it shows, each row's latest contract, by a
 * keyset on the tab's index (properties_list_idx, properties_archived_list_idx), never an OFFSET.
 */
export async function listPropertyPage(
  db: DbOrTx,
  scope: Scope,
  filters: PropertyFilters & { archived: boolean },
  limit: number,
  after?: PropertyPageKey,
) {
  const order = tabOrder(filters.archived);
  const latest = latestContract(db);
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      notes: properties.notes,
      clientId: properties.clientId,
      client: { id: clients.id, name: clients.name, primaryEmail: clients.primaryEmail },
      defaultBedConfig: properties.defaultBedConfig,
      onboardingProgress: properties.onboardingProgress,
      serviceIds: properties.stripeProducts,
      archived: properties.archived,
      contract: { id: latest.id, status: latest.status, activeShareToken: latest.activeShareToken },
      archivedAtKey: sql<string | null>`case when ${properties.archivedAt} is null then null else ${timeKey(properties.archivedAt)} end`,
      createdAtKey: timeKey(properties.createdAt),
    })
    .from(properties)
    .leftJoin(clients, eq(clients.id, properties.clientId))
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(properties.archived, filters.archived), ...filterConditions(scope, filters), after ? afterKey(filters.archived, after) : undefined))
    .orderBy(...order)
    .limit(limit);
}

/**
 * How many properties match the filters on each tab, counting at most `cap` + 1 of each (an index scan
 * that stops there), so the count costs the same however many properties there are.
 */
export async function countPropertiesUpTo(
  db: DbOrTx,
  scope: Scope,
  filters: PropertyFilters,
  cap: number,
): Promise<{ active: number; archived: number }> {
  const upTo = async (archived: boolean) => {
    const some = db
      .select({ one: sql`1`.as('one') })
      .from(properties)
      .where(and(eq(properties.archived, archived), ...filterConditions(scope, filters)))
      .limit(cap + 1)
      .as('some');
    const [row] = await db.select({ n: count() }).from(some);
    return row?.n ?? 0;
  };
  const [active, archived] = await Promise.all([upTo(false), upTo(true)]);
  return { active, archived };
}

/**
 * Every property, active and archived, from the counts the database keeps with them (property_counts, kept by
 * triggers in the same transaction as each property added, archived, restored or deleted; decision 0179).
 */
export async function countAllProperties(db: DbOrTx): Promise<{ active: number; archived: number }> {
  const [row] = await rawRows<{ active: number; archived: number }>(db, sql`select active, archived from property_counts`);
  return { active: row?.active ?? 0, archived: row?.archived ?? 0 };
}

/** How many properties match the filters on each tab: every property's from the kept counts, else counted. */
export async function countProperties(db: DbOrTx, scope: Scope, filters: PropertyFilters): Promise<{ active: number; archived: number }> {
  if (scope.all && !filters.clientId && !filters.search?.trim()) return countAllProperties(db);
  const rows = await db
    .select({ archived: properties.archived, n: count() })
    .from(properties)
    .where(and(...filterConditions(scope, filters)))
    .groupBy(properties.archived);
  return {
    active: rows.find((r) => !r.archived)?.n ?? 0,
    archived: rows.find((r) => r.archived)?.n ?? 0,
  };
}

/** One property the scope may see, with its client; undefined otherwise (another tenant's is not found). */
export async function findProperty(db: DbOrTx, scope: Scope, id: string): Promise<PropertyWithClient | undefined> {
  const [row] = await db
    .select(propertyWithClient)
    .from(properties)
    .leftJoin(clients, eq(clients.id, properties.clientId))
    .where(and(eq(properties.id, id), inScope(properties.clientId, scope)));
  return row;
}

/** Locks a property the scope may see for the rest of the transaction. */
export async function lockProperty(tx: DbOrTx, scope: Scope, id: string): Promise<PropertyRow | undefined> {
  const [row] = await tx
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), inScope(properties.clientId, scope)))
    .for('update');
  return row;
}

/** Each property's latest contract, with the token of its latest active share link: one query. */
export async function latestContracts(
  db: DbOrTx,
  propertyIds: string[],
): Promise<Map<string, { id: string; status: (typeof propertyContracts.$inferSelect)['status']; activeShareToken: string | null }>> {
  const result = new Map<string, { id: string; status: (typeof propertyContracts.$inferSelect)['status']; activeShareToken: string | null }>();
  if (propertyIds.length === 0) return result;
  const latestShare = latestActiveShareToken(db);
  const contracts = await db
    .selectDistinctOn([propertyContracts.propertyId], {
      id: propertyContracts.id,
      propertyId: propertyContracts.propertyId,
      status: propertyContracts.status,
      activeShareToken: sql<string | null>`(${latestShare})`,
    })
    .from(propertyContracts)
    .where(inArray(propertyContracts.propertyId, propertyIds))
    .orderBy(propertyContracts.propertyId, desc(propertyContracts.createdAt), desc(propertyContracts.id));
  for (const c of contracts) result.set(c.propertyId, { id: c.id, status: c.status, activeShareToken: c.activeShareToken });
  return result;
}

export async function productNames(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ id: products.id, name: products.name }).from(products);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Active catalogue products a property may select as services (never the damage deposit). */
export async function serviceProducts(db: DbOrTx, excludePriceId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      pricePence: products.pricePence,
      mode: products.mode,
      priceId: products.priceId,
    })
    .from(products)
    .where(and(eq(products.isActive, true), sql`${products.priceId} <> ${excludePriceId}`))
    .orderBy(asc(products.sortOrder), asc(products.name));
}

export async function insertProperty(tx: DbOrTx, values: NewPropertyRow): Promise<PropertyRow> {
  const [row] = await tx.insert(properties).values(values).returning();
  return row;
}

export async function updateProperty(tx: DbOrTx, id: string, values: Partial<NewPropertyRow>): Promise<void> {
  await tx.update(properties).set(values).where(eq(properties.id, id));
}

/** Archives an active property; false when it was already archived (a racing archive lost). */
export async function archiveProperty(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(properties)
    .set({ archived: true, archivedAt: now, updatedAt: now })
    .where(and(eq(properties.id, id), eq(properties.archived, false)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function restoreProperty(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(properties)
    .set({ archived: false, archivedAt: null, updatedAt: now })
    .where(and(eq(properties.id, id), eq(properties.archived, true)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/** A client the scope may see (never an erased one: no property is given to it). */
export async function findClientInScope(db: DbOrTx, scope: Scope, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, primaryEmail: clients.primaryEmail })
    .from(clients)
    .where(and(eq(clients.id, clientId), inScope(clients.id, scope), isNull(clients.erasedAt)));
  return row;
}

/** Whether the client's owner erased their account (decision 0146). */
export async function isClientErased(db: DbOrTx, clientId: string): Promise<boolean> {
  const [row] = await db.select({ erasedAt: clients.erasedAt }).from(clients).where(eq(clients.id, clientId));
  return Boolean(row?.erasedAt);
}

// ── Stock ────────────────────────────────────────────────────────────────────────────────────────

export async function listStockItems(db: DbOrTx): Promise<StockItemRow[]> {
  return db.select().from(stockItems).orderBy(asc(stockItems.category), asc(stockItems.type), asc(stockItems.size));
}

export async function findStockItems(db: DbOrTx, ids: string[]): Promise<StockItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(stockItems).where(inArray(stockItems.id, ids));
}

export async function propertyStockOf(db: DbOrTx, propertyId: string): Promise<{ stockItemId: string; quantity: number }[]> {
  return db
    .select({ stockItemId: propertyStock.stockItemId, quantity: propertyStock.quantity })
    .from(propertyStock)
    .where(eq(propertyStock.propertyId, propertyId));
}

/**
 * Moves stock between the shelf and a property: a positive delta takes it off the shelf only if the
 * shelf holds that much (a conditional update, so two racing assignments cannot overdraw it). Bumps
 * the item's version, so a /stock save that read the shelf before this change is refused (issue 10).
 */
export async function moveShelfStock(tx: DbOrTx, stockItemId: string, delta: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(stockItems)
    .set({ onShelf: sql`${stockItems.onShelf} - ${delta}`, version: sql`${stockItems.version} + 1`, updatedAt: now })
    .where(and(eq(stockItems.id, stockItemId), sql`${stockItems.onShelf} >= ${delta}`))
    .returning({ id: stockItems.id });
  return rows.length > 0;
}

export async function setPropertyStock(tx: DbOrTx, propertyId: string, stockItemId: string, quantity: number): Promise<void> {
  if (quantity === 0) {
    await tx.delete(propertyStock).where(and(eq(propertyStock.propertyId, propertyId), eq(propertyStock.stockItemId, stockItemId)));
    return;
  }
  await tx
    .insert(propertyStock)
    .values({ propertyId, stockItemId, quantity })
    .onConflictDoUpdate({ target: [propertyStock.propertyId, propertyStock.stockItemId], set: { quantity } });
}
