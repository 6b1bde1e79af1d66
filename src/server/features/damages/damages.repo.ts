/**
 * Damage activities for /damages: the filtered list a keyset page at a time (newest first) with property,
 * client and product, its summary, the property filter's search, and the charge request. Tenant scope
 * is a parameter.
 */
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clients, linenActivities, linenCards, products, properties } from '../../db/schema';
import { timeKey, timeKeyValue, type TimeIdKey } from '../../lib/keyset-time';
import { likePattern } from '../../lib/like-pattern';
import { inScope, type Scope } from '../../lib/scope';
import { totalsOf } from '../../lib/day-totals';
import { rawRows } from '../../db/raw-rows';
import { firstWholeDay } from '@shared/domain/london-time';

export interface DamageFilters {
  since: Date | null;
  search?: string;
  propertyId?: string;
  /** One record (findDamage). */
  id?: string;
  /** Created before this instant (the part day of a period, summariseDamages). */
  until?: Date;
}

/*
 * Computed columns name their tables outright, so they read the same in every query over these joins
 * (an unqualified "name" would be ambiguous there).
 */

/** The item's name: as recorded, else the product's current name. */
const itemName = sql<string>`coalesce("linen_activities"."product_name", "products"."name", '')`;

/**
 * Est. Price in SQL, so the summary sums it over the whole filtered set: the same rule as damageUnitPence ×
 * quantity (the record's unit price when above 0, else the product's). In bigint: one record's int4 price ×
 * quantity may pass 2^31 - 1 (issue 19), and the list must still answer.
 */
export const estimatedPence = sql<number>`(case when "linen_activities"."unit_price_pence" > 0 then "linen_activities"."unit_price_pence"
  else coalesce("products"."price_pence", 0) end::bigint * "linen_activities"."quantity")`;

/** The search over what a row shows: property, client, item, SKU, notes. */
function searchCondition(filters: DamageFilters): SQL | undefined {
  const search = filters.search?.trim();
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(properties.name, pattern),
    ilike(clients.name, pattern),
    ilike(itemName, pattern),
    ilike(linenActivities.itemSku, pattern),
    ilike(linenActivities.notes, pattern),
  );
}

/** After the keyset position (newest first): (created_at, id) below the last row's. */
const afterKey = (after: TimeIdKey | undefined): SQL | undefined =>
  after ? sql`(${linenActivities.createdAt}, ${linenActivities.id}) < (${timeKeyValue(after.timeKey)}, ${after.id}::uuid)` : undefined;

function conditions(scope: Scope, filters: DamageFilters): (SQL | undefined)[] {
  return [
    eq(linenActivities.activityType, 'damage'),
    filters.id ? eq(linenActivities.id, filters.id) : undefined,
    inScope(linenCards.clientId, scope),
    filters.since ? gte(linenActivities.createdAt, filters.since) : undefined,
    filters.until ? lt(linenActivities.createdAt, filters.until) : undefined,
    filters.propertyId ? eq(linenCards.propertyId, filters.propertyId) : undefined,
    searchCondition(filters),
  ];
}

/** What a row of the list shows (and the charge request reads: the prices, the product's price id). */
const rowFields = {
  id: linenActivities.id,
  createdAt: linenActivities.createdAt,
  createdAtKey: timeKey(linenActivities.createdAt),
  propertyId: properties.id,
  propertyName: properties.name,
  clientId: clients.id,
  clientName: clients.name,
  itemName: itemName.as('item_name'),
  itemSku: linenActivities.itemSku,
  quantity: linenActivities.quantity,
  unitPricePence: linenActivities.unitPricePence,
  productPricePence: products.pricePence,
  notes: linenActivities.notes,
  chargedAt: linenActivities.chargedAt,
  chargeRequestedAt: linenActivities.chargeRequestedAt,
  estimatedPricePence: sql<number>`${estimatedPence}`.mapWith(Number).as('estimated_price_pence'),
  // An index-only count on damage_photos_activity_idx (activity_id, created_at): at most 5 entries a record.
  photoCount: sql<number>`(select count(*)::int from damage_photos dp where dp.activity_id = "linen_activities"."id")`.as('photo_count'),
};

/** Joins a damage query to its card, property, client and product, and keeps the records in scope that match. */
function joined<T extends PgSelect>(query: T, scope: Scope, filters: DamageFilters, ...more: (SQL | undefined)[]) {
  return query
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .innerJoin(clients, eq(clients.id, linenCards.clientId))
    .leftJoin(products, eq(products.id, linenActivities.productId))
    .where(and(...conditions(scope, filters), ...more));
}

/** A row with what the charge request also reads. */
const recordFields = { ...rowFields, priceId: products.priceId, productName: products.name };

function recordQuery(db: DbOrTx, scope: Scope, filters: DamageFilters) {
  return joined(db.select(recordFields).from(linenActivities).$dynamic(), scope, filters);
}

/**
 * One keyset page, newest first: up to `limit` rows after `after`.
 *
 * Staff over every property walk linen_activities_created_id_idx (created_at, id) backwards and stop at
 * the page. A list narrowed to some linen cards (one property, or an owner's clients) takes, for each of
 * those cards, its newest `limit` rows from linen_activities_card_created_id_idx (linen_card_id,
 * created_at, id) and keeps the newest `limit` of them: the cost is set by the page and the number of
 * cards, never by how much history the cards have (a plain join would sort every row of the cards).
 */
export async function listDamages(db: DbOrTx, scope: Scope, filters: DamageFilters, limit: number, after?: TimeIdKey) {
  const order = [desc(linenActivities.createdAt), desc(linenActivities.id)];
  if (scope.all && !filters.propertyId) {
    return joined(db.select(rowFields).from(linenActivities).$dynamic(), scope, filters, afterKey(after))
      .orderBy(...order)
      .limit(limit);
  }
  // Per card: its newest rows after the cursor that match (the search may name the card's property or client).
  const ofCard = db
    .select({ id: linenActivities.id, createdAt: linenActivities.createdAt })
    .from(linenActivities)
    .leftJoin(products, eq(products.id, linenActivities.productId))
    .where(
      and(
        // activity_type is checked on the page's rows below: here the index alone answers (an index-only scan).
        eq(linenActivities.linenCardId, linenCards.id),
        filters.since ? gte(linenActivities.createdAt, filters.since) : undefined,
        afterKey(after),
        searchCondition(filters),
      ),
    )
    .orderBy(...order)
    .limit(limit)
    .as('card_page');
  const page = db
    .select({ id: ofCard.id, createdAt: ofCard.createdAt })
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .innerJoin(clients, eq(clients.id, linenCards.clientId))
    .innerJoinLateral(ofCard, sql`true`)
    .where(and(inScope(linenCards.clientId, scope), filters.propertyId ? eq(linenCards.propertyId, filters.propertyId) : undefined))
    .orderBy(desc(ofCard.createdAt), desc(ofCard.id))
    .limit(limit)
    .as('page');
  return db
    .select(rowFields)
    .from(page)
    .innerJoin(linenActivities, eq(linenActivities.id, page.id))
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .innerJoin(clients, eq(clients.id, linenCards.clientId))
    .leftJoin(products, eq(products.id, linenActivities.productId))
    .where(eq(linenActivities.activityType, 'damage'))
    .orderBy(...order);
}

export type DamageListRow = Awaited<ReturnType<typeof listDamages>>[number];

/** Whether the scope has any damage record at all (to tell 'none yet' from 'none match'): one index probe. */
export async function anyDamageInScope(db: DbOrTx, scope: Scope): Promise<boolean> {
  const [row] = await db
    .select({ id: linenActivities.id })
    .from(linenActivities)
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .where(and(eq(linenActivities.activityType, 'damage'), inScope(linenCards.clientId, scope)))
    .limit(1);
  return row !== undefined;
}

const summaryFields = {
  totalActivities: sql<number>`count(*)::int`,
  totalQuantity: sql<number>`coalesce(sum(${linenActivities.quantity}), 0)::bigint`.mapWith(Number),
  estimatedTotalPence: sql<number | string>`coalesce(sum(${estimatedPence}), 0)::bigint`,
  chargedCount: sql<number>`(count(*) filter (where ${linenActivities.chargedAt} is not null))::int`,
  owedPence: sql<
    number | string
  >`coalesce(sum(${estimatedPence}) filter (where ${linenActivities.chargeRequestedAt} is not null and ${linenActivities.chargedAt} is null), 0)::bigint`,
  chargedPence: sql<number | string>`coalesce(sum(${estimatedPence}) filter (where ${linenActivities.chargedAt} is not null), 0)::bigint`,
};

export interface DamageSummary {
  totalActivities: number;
  totalQuantity: number;
  estimatedTotalPence: number;
  chargedCount: number;
  owedPence: number;
  chargedPence: number;
}

/**
 * The four cards over the whole filtered set. For a period (or all time) in scope they add up the per-day
 * totals (damage_day_totals, decision 0173) of its whole London days, each product-priced quantity at the
 * product's price now, and the rows of its part day; a property or a search reads the matching rows.
 */
export async function summariseDamages(db: DbOrTx, scope: Scope, filters: DamageFilters): Promise<DamageSummary> {
  if (filters.search?.trim() || filters.propertyId || filters.id) return summariseDamageRows(db, scope, filters);
  const whole = filters.since ? firstWholeDay(filters.since) : null;
  const price = sql`coalesce("products"."price_pence", 0)`;
  const [[days], part] = await Promise.all([
    rawRows<Record<string, string | number>>(
      db,
      sql`select coalesce(sum(d.records), 0)::bigint as total, coalesce(sum(d.quantity), 0)::bigint as quantity,
          coalesce(sum(d.own_pence + d.fallback_qty * ${price}), 0)::bigint as est, coalesce(sum(d.charged_count), 0)::bigint as charged,
          coalesce(sum(d.owed_own_pence + d.owed_fallback_qty * ${price}), 0)::bigint as owed,
          coalesce(sum(d.charged_own_pence + d.charged_fallback_qty * ${price}), 0)::bigint as charged_pence
        from damage_day_totals d left join "products" on "products"."id" = d.product_id
        where ${totalsOf(scope, 'd')} and ${whole ? sql`d.day >= ${whole.day}::date` : sql`true`}`,
    ),
    filters.since && whole ? summariseDamageRows(db, scope, filters, whole.from) : null,
  ]);
  return {
    totalActivities: Number(days.total) + (part?.totalActivities ?? 0),
    totalQuantity: Number(days.quantity) + (part?.totalQuantity ?? 0),
    estimatedTotalPence: Number(days.est) + (part?.estimatedTotalPence ?? 0),
    chargedCount: Number(days.charged) + (part?.chargedCount ?? 0),
    owedPence: Number(days.owed) + (part?.owedPence ?? 0),
    chargedPence: Number(days.charged_pence) + (part?.chargedPence ?? 0),
  };
}

/**
 * The four cards from the matching rows themselves (before `until` when given): aggregates over the same
 * joins and conditions as the list (not over the page's query as a subquery, which drizzle would build
 * again with every row field on each request). Tests compare it with summariseDamages.
 */
export async function summariseDamageRows(db: DbOrTx, scope: Scope, filters: DamageFilters, until?: Date): Promise<DamageSummary> {
  const query = db.select(summaryFields).from(linenActivities).$dynamic();
  const [row] = await joined(query, scope, until ? { ...filters, until } : filters);
  return {
    ...row,
    totalQuantity: Number(row.totalQuantity),
    estimatedTotalPence: Number(row.estimatedTotalPence),
    owedPence: Number(row.owedPence),
    chargedPence: Number(row.chargedPence),
  };
}

/** Names that contain the search (not only start with it) are looked for from this many characters typed. */
const SUBSTRING_FROM = 3;

/**
 * The property filter's search (issue 21): up to `limit` properties in scope with damage records whose
 * name starts with `text` (any case), by name, on properties_name_search_idx (lower(name) collate "C");
 * then, while fewer and from 3 characters typed, names that contain it, from a scan of the properties in
 * scope that stops once it has enough (its cost grows with the number of properties, not with history).
 * A property counts when one of its cards in scope has a damage record (an index probe each).
 */
export async function searchDamageProperties(db: DbOrTx, scope: Scope, text: string, limit: number): Promise<{ id: string; name: string }[]> {
  const lowered = text.trim().toLowerCase();
  const hasDamages = sql`exists (select 1 from ${linenCards} join ${linenActivities} on ${linenActivities.linenCardId} = ${linenCards.id}
    where ${linenCards.propertyId} = ${properties.id} and ${linenActivities.activityType} = 'damage' and ${inScope(linenCards.clientId, scope) ?? sql`true`})`;
  // "C": the index's order and LIKE's prefix range agree byte for byte (lower-case names, so A–Z order).
  const lowerName = sql`(lower(${properties.name}) collate "C")`;
  const escaped = lowered.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const find = (match: SQL, count: number, ordered: boolean) => {
    const query = db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(and(inScope(properties.clientId, scope), match, hasDamages))
      .limit(count)
      .$dynamic();
    return ordered ? query.orderBy(lowerName, asc(properties.id)) : query;
  };
  const starting = await find(sql`${lowerName} like ${`${escaped}%`}`, limit, true);
  if (starting.length >= limit || lowered.length < SUBSTRING_FROM) return starting;
  const containing = await find(sql`${lowerName} like ${`%${escaped}%`} and ${lowerName} not like ${`${escaped}%`}`, limit - starting.length, false);
  return [...starting, ...containing.sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id.localeCompare(b.id))];
}

export type DamageRecord = NonNullable<Awaited<ReturnType<typeof findDamage>>>;

/** One damage record in scope, or undefined. */
export async function findDamage(db: DbOrTx, scope: Scope, id: string) {
  const [row] = await recordQuery(db, scope, { since: null, id });
  return row;
}

/**
 * Opens the charge request: one conditional UPDATE, so of parallel clicks exactly one sets it. A moment when
 * this call opened it, with its moment (null: already requested, or charged meanwhile).
 */
export async function openChargeRequest(tx: DbOrTx, id: string, userId: string, now: Date): Promise<Date | null> {
  const rows = await tx
    .update(linenActivities)
    .set({ chargeRequestedAt: now, chargeRequestedBy: userId })
    .where(and(eq(linenActivities.id, id), isNull(linenActivities.chargeRequestedAt), isNull(linenActivities.chargedAt)))
    .returning({ at: linenActivities.chargeRequestedAt });
  return rows[0]?.at ?? null;
}

// ── Payments and deposits (issue 18 point 5) ─────────────────────────────────────────────────────
/** A property's damage charges requested of the owner and not charged, with what each charges; `lock` for a transaction. */
export async function requestedDamagesOfProperty(tx: DbOrTx, propertyId: string, options: { lock: boolean }) {
  const query = tx
    .select({
      id: linenActivities.id,
      itemName,
      quantity: linenActivities.quantity,
      amountPence: sql<number>`${estimatedPence}`.mapWith(Number),
    })
    .from(linenActivities)
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .leftJoin(products, eq(products.id, linenActivities.productId))
    .where(and(eq(linenCards.propertyId, propertyId), isNotNull(linenActivities.chargeRequestedAt), isNull(linenActivities.chargedAt)))
    .orderBy(asc(linenActivities.createdAt), asc(linenActivities.id));
  return options.lock ? query.for('update', { of: linenActivities }) : query;
}

/** uncharged -> charged; false when it was already charged. */
export async function markDamageCharged(tx: DbOrTx, activityId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(linenActivities)
    .set({ chargedAt: now })
    .where(and(eq(linenActivities.id, activityId), isNull(linenActivities.chargedAt)))
    .returning({ id: linenActivities.id });
  return rows.length > 0;
}

// ── Paying a damage charge (the 'damage' purpose of a checkout) ──────────────────────────────────
/** A damage record in scope with its card's client and its product's price, for its checkout. */
export async function findDamageForPayment(db: DbOrTx, activityId: string, scope: Scope) {
  const [row] = await db
    .select({
      id: linenActivities.id,
      clientId: linenCards.clientId,
      propertyId: linenCards.propertyId,
      propertyName: properties.name,
      itemName: sql<string | null>`coalesce(${linenActivities.productName}, ${products.name})`,
      itemSku: linenActivities.itemSku,
      quantity: linenActivities.quantity,
      unitPricePence: linenActivities.unitPricePence,
      chargedAt: linenActivities.chargedAt,
      chargeRequestedAt: linenActivities.chargeRequestedAt,
      product: {
        name: products.name,
        priceId: products.priceId,
        pricePence: products.pricePence,
        mode: products.mode,
        source: products.source,
      },
    })
    .from(linenActivities)
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .leftJoin(products, eq(products.id, linenActivities.productId))
    .where(and(eq(linenActivities.id, activityId), inScope(linenCards.clientId, scope)));
  return row;
}

/** Whether the damage record exists and is charged (after markDamageCharged refused it). */
export async function damageAlreadyCharged(tx: DbOrTx, activityId: string): Promise<boolean> {
  const [row] = await tx.select({ chargedAt: linenActivities.chargedAt }).from(linenActivities).where(eq(linenActivities.id, activityId));
  return Boolean(row?.chargedAt);
}
