/**
 * The reports' SQL (decision 0135): every aggregation runs in the database, scoped by client id
 * (owners see their own properties only). Turns are collections (changeovers with collected_at) in the
 * range; damages and missing are the damage records (linen_activities) in the range, on the cards of
 * the property. Exceptions are current cards, pre-filtered here and decided by the linen-cycle rules.
 * Each table reads a page after a keyset, so the CSV exports stream any number of rows.
 *
 * The tiles and charts read the per-day totals kept by triggers in the same transaction as every change
 * (collection_day_totals, damage_day_totals; decision 0173): the days of the range, not its rows. The
 * per-property tables read one page of properties: for staff over a busy range by walking the properties
 * by name with each one's rows of the range read by index; else from the range's rows, which are few.
 */
import { sql, type SQL } from 'drizzle-orm';
import { readableNotes, type LinenStatus } from '@shared/domain/linen';
import type { DbOrTx } from '../../db/client';
import { changeovers, linenCards } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { rawRows } from '../../db/raw-rows';
import { totalsOf } from '../../lib/day-totals';

export interface Window {
  from: Date;
  until: Date;
}

/** A window of whole London days (inclusive), for the per-day totals. */
export interface Days extends Window {
  start: string;
  end: string;
}

const daysOf = (w: Days) => sql`day >= ${w.start}::date and day <= ${w.end}::date`;

type Row = Record<string, unknown>;

const rows = (db: DbOrTx, query: SQL): Promise<Row[]> => rawRows<Row>(db, query);

const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(v as string));
const asDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : asDate(v));
const scoped = (column: typeof changeovers.clientId | typeof linenCards.clientId, scope: Scope) => inScope(column, scope) ?? sql`true`;

/** Collections in the window, as a condition on "changeovers". */
const turnsIn = (scope: Scope, w: Window) =>
  sql`"changeovers"."collected_at" >= ${w.from} and "changeovers"."collected_at" < ${w.until} and ${scoped(changeovers.clientId, scope)}`;

/** Damage records in the window, as a condition on "linen_activities" joined to "linen_cards". */
const damagesIn = (scope: Scope, w: Window) =>
  sql`"linen_activities"."activity_type" = 'damage' and "linen_activities"."created_at" >= ${w.from}
      and "linen_activities"."created_at" < ${w.until} and ${scoped(linenCards.clientId, scope)}`;

const damageRecords = sql`"linen_activities" join "linen_cards" on "linen_cards"."id" = "linen_activities"."linen_card_id"`;

/** Keyset of the per-property tables: by property name, then id. */
export interface PropertyKey {
  propertyName: string;
  propertyId: string;
}
/** The tail of a per-property query on "p" (properties) and "c" (clients): the page after the keyset. */
const pageAfter = (after: PropertyKey | undefined, limit: number, also: SQL = sql`true`) =>
  sql`where ${also} and ${after ? sql`(p.name, p.id) > (${after.propertyName}, ${after.propertyId}::uuid)` : sql`true`} order by p.name, p.id limit ${limit}`;

/** The property and client names of a per-property row. */
const propertyOf = (r: Row) => ({ propertyId: r.id as string, propertyName: r.name as string, clientName: r.client_name as string | null });

export async function tiles(db: DbOrTx, scope: Scope, w: Days) {
  const [row] = await rows(
    db,
    sql`select (select coalesce(sum(collections), 0)::int from collection_day_totals where ${totalsOf(scope)} and ${daysOf(w)}) as turns, a.damaged, a.missing, a.records
      from (select coalesce(sum(damaged), 0)::bigint as damaged, coalesce(sum(missing), 0)::bigint as missing, coalesce(sum(records), 0)::bigint as records
            from damage_day_totals where ${totalsOf(scope)} and ${daysOf(w)}) a`,
  );
  return {
    totalTurns: row.turns as number,
    damagedItems: Number(row.damaged),
    missingItems: Number(row.missing),
    damageRecords: Number(row.records),
  };
}

/**
 * Which way a per-property table reads its page. `walk` (staff, a busy range): properties by name, each
 * one's rows of the range by index, until the page is full; its cost is the page's, whatever the range
 * holds. `range` (an owner, or a range of few rows): the range's rows grouped by property.
 */
export type TableRead = 'walk' | 'range';

/** A range holding more rows than this is read by walking the properties (staff only). */
export const WALK_FROM_ROWS = 5000;

export function tableRead(scope: Scope, rowsInRange: number): TableRead {
  return scope.all && rowsInRange > WALK_FROM_ROWS ? 'walk' : 'range';
}

export interface TurnRowDb extends PropertyKey {
  clientName: string | null;
  turnCount: number;
  totalDamages: number;
  totalMissing: number;
  lastTurnDate: Date;
}

const turnRow = (r: Row): TurnRowDb => ({
  ...propertyOf(r),
  turnCount: r.turn_count as number,
  totalDamages: Number(r.damaged),
  totalMissing: Number(r.missing),
  lastTurnDate: asDate(r.last_turn),
});

/** The damaged and missing recorded in the window on the cards of property "p", in scope. */
const damageSumsOfProperty = (scope: Scope, w: Window) =>
  sql`(select sum("linen_activities"."damages_count")::bigint as damaged, sum("linen_activities"."missing_count")::bigint as missing
      from ${damageRecords} where "linen_cards"."property_id" = p.id and ${damagesIn(scope, w)})`;

/**
 * A per-property table: its page after `after` (`limit` rows), read the way `read` says. `query` writes
 * each way's SQL, ending in `page(also)` (the keyset, the order and the limit, with `also` as a condition).
 */
const perPropertyTable =
  <T>(query: (read: TableRead, scope: Scope, w: Window, page: (also?: SQL) => SQL) => SQL, toRow: (r: Row) => T) =>
  async (db: DbOrTx, scope: Scope, w: Window, after: PropertyKey | undefined, limit: number, read: TableRead = 'range'): Promise<T[]> =>
    (
      await rows(
        db,
        query(read, scope, w, (also) => pageAfter(after, limit, also)),
      )
    ).map(toRow);

/** Properties with turns in the window: turns, the damages and missing recorded on their cards in the window, the last turn. */
export const turnRows = perPropertyTable(
  (read, scope, w, page) =>
    read === 'walk'
      ? sql`select p.id, p.name, c.name as client_name, t.turn_count, t.last_turn, coalesce(d.damaged, 0) as damaged, coalesce(d.missing, 0) as missing
          from properties p left join clients c on c.id = p.client_id
          cross join lateral (select count(*)::int as turn_count, max("changeovers"."collected_at") as last_turn
            from "changeovers" where "changeovers"."property_id" = p.id and ${turnsIn(scope, w)}) t
          left join lateral ${damageSumsOfProperty(scope, w)} d on true
          ${page(sql`t.turn_count > 0`)}`
      : sql`with t as (
            select "changeovers"."property_id", count(*)::int as turn_count, max("changeovers"."collected_at") as last_turn
            from "changeovers" where ${turnsIn(scope, w)} group by "changeovers"."property_id"
          ), page as (
            select p.id, p.name, c.name as client_name, t.turn_count, t.last_turn
            from t join properties p on p.id = t.property_id left join clients c on c.id = p.client_id
            ${page()}
          )
          select p.*, coalesce(d.damaged, 0) as damaged, coalesce(d.missing, 0) as missing
          from page p left join lateral ${damageSumsOfProperty(scope, w)} d on true order by p.name, p.id`,
  turnRow,
);

export interface DamageRowDb extends PropertyKey {
  clientName: string | null;
  damagesCount: number;
  missingCount: number;
  damageNotes: string | null;
  lastUpdated: Date;
}

const damageSums = sql`sum("linen_activities"."damages_count")::bigint as damaged, sum("linen_activities"."missing_count")::bigint as missing,
  string_agg(distinct nullif(trim("linen_activities"."notes"), ''), '; ') as notes, max("linen_activities"."created_at") as last_updated`;

/** Properties with damaged or missing items recorded in the window, their notes (distinct, '; ') and the latest record. */
export const damageRows = perPropertyTable(
  (read, scope, w, page) =>
    read === 'walk'
      ? sql`select p.id, p.name, c.name as client_name, d.damaged, d.missing, d.notes, d.last_updated
          from properties p left join clients c on c.id = p.client_id
          cross join lateral (select ${damageSums} from ${damageRecords} where "linen_cards"."property_id" = p.id and ${damagesIn(scope, w)}) d
          ${page(sql`d.damaged + d.missing > 0`)}`
      : sql`with d as (
            select "linen_cards"."property_id", ${damageSums}
            from ${damageRecords} where ${damagesIn(scope, w)} group by "linen_cards"."property_id"
            having sum("linen_activities"."damages_count") + sum("linen_activities"."missing_count") > 0
          )
          select p.id, p.name, c.name as client_name, d.damaged, d.missing, d.notes, d.last_updated
          from d join properties p on p.id = d.property_id left join clients c on c.id = p.client_id
          ${page()}`,
  (r): DamageRowDb => ({
    ...propertyOf(r),
    damagesCount: Number(r.damaged),
    missingCount: Number(r.missing),
    damageNotes: r.notes as string | null,
    lastUpdated: asDate(r.last_updated),
  }),
);

export interface CardRowDb {
  cardId: string;
  propertyName: string;
  clientName: string | null;
  status: LinenStatus;
  onBedsSince: Date | null;
  transitSince: Date | null;
  damagesCount: number;
  missingCount: number;
  notes: string | null;
  updatedAt: Date;
  /** updated_at to the microsecond: the keyset (lib/keyset-time). */
  updatedAtKey: string;
}

/** Keyset of the exceptions: newest update first, then id. */
export interface CardKey {
  /** updated_at to the microsecond (lib/keyset-time). */
  updatedAtKey: string;
  cardId: string;
}

/**
 * Current cards that may be overdue (on beds before `onBeds`, in transit before `inTransit`), newest update
 * first: a backward walk of linen_cards_exceptions_idx (decision 0184), whose predicate (not archived, a
 * status with a clock) the WHERE states as it is: PostgreSQL does not prove it from the OR of the clocks.
 */
export async function possibleExceptions(
  db: DbOrTx,
  scope: Scope,
  cutoffs: { onBeds: Date; inTransit: Date },
  after: CardKey | undefined,
  limit: number,
): Promise<CardRowDb[]> {
  const found = await rows(
    db,
    sql`select "linen_cards"."id", p.name, c.name as client_name, "linen_cards"."status", "linen_cards"."on_beds_since", "linen_cards"."transit_since",
        "linen_cards"."damages_count", "linen_cards"."missing_count", "linen_cards"."notes", "linen_cards"."updated_at",
        ${timeKey(sql`"linen_cards"."updated_at"`)} as updated_at_key
      from "linen_cards" join properties p on p.id = "linen_cards"."property_id" left join clients c on c.id = "linen_cards"."client_id"
      where not "linen_cards"."archived" and "linen_cards"."status" in ('on_beds', 'changeover_due', 'in_transit') and ${scoped(linenCards.clientId, scope)}
        and (("linen_cards"."status" in ('on_beds', 'changeover_due') and "linen_cards"."on_beds_since" <= ${cutoffs.onBeds})
          or ("linen_cards"."status" = 'in_transit' and "linen_cards"."transit_since" <= ${cutoffs.inTransit}))
        and ${after ? sql`("linen_cards"."updated_at", "linen_cards"."id") < (${timeKeyValue(after.updatedAtKey)}, ${after.cardId}::uuid)` : sql`true`}
      order by "linen_cards"."updated_at" desc, "linen_cards"."id" desc limit ${limit}`,
  );
  return found.map((r) => ({
    cardId: r.id as string,
    propertyName: r.name as string,
    clientName: r.client_name as string | null,
    status: r.status as LinenStatus,
    onBedsSince: asDateOrNull(r.on_beds_since),
    transitSince: asDateOrNull(r.transit_since),
    damagesCount: r.damages_count as number,
    missingCount: r.missing_count as number,
    notes: readableNotes(r.notes as string | null),
    updatedAt: asDate(r.updated_at),
    updatedAtKey: r.updated_at_key as string,
  }));
}

/** Turns per London week (Monday first), weeks with none left out: from the per-day totals. */
export async function turnsByWeek(db: DbOrTx, scope: Scope, w: Days): Promise<{ week: string; turns: number }[]> {
  const found = await rows(
    db,
    sql`select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, sum(collections)::int as turns
      from collection_day_totals where ${totalsOf(scope)} and ${daysOf(w)} group by 1 having sum(collections) > 0`,
  );
  return found.map((r) => ({ week: r.week as string, turns: r.turns as number }));
}

/** Damaged and missing per item (the product's name when recorded), most first; at most `limit` items: from the per-day totals. */
export async function damagesByItem(db: DbOrTx, scope: Scope, w: Days, limit: number) {
  const found = await rows(
    db,
    sql`select item, sum(damaged)::bigint as damaged, sum(missing)::bigint as missing
      from damage_day_totals where ${totalsOf(scope)} and ${daysOf(w)}
      group by 1 having sum(damaged) + sum(missing) > 0
      order by sum(damaged) + sum(missing) desc, 1 limit ${limit}`,
  );
  return found.map((r) => ({ item: r.item as string, damaged: Number(r.damaged), missing: Number(r.missing) }));
}

export interface TurnDetailDb {
  id: string;
  collectedAt: Date;
  /** collected_at to the microsecond: the keyset (lib/keyset-time). */
  collectedAtKey: string;
  returnedAt: Date | null;
  propertyName: string;
  clientName: string | null;
  amountPence: number;
  invoiceStatus: string;
  paidAt: Date | null;
  notes: string | null;
}

/** One row per collection in the window, oldest first, after a keyset (collected_at, id). */
export async function turnDetails(db: DbOrTx, scope: Scope, w: Window, after: TurnDetailDb | undefined, limit: number): Promise<TurnDetailDb[]> {
  const found = await rows(
    db,
    sql`select "changeovers"."id", "changeovers"."collected_at", "changeovers"."returned_at", p.name, c.name as client_name,
        "changeovers"."amount_pence", "changeovers"."invoice_status", "changeovers"."paid_at", "changeovers"."notes",
        ${timeKey(sql`"changeovers"."collected_at"`)} as collected_at_key
      from "changeovers" join properties p on p.id = "changeovers"."property_id" left join clients c on c.id = "changeovers"."client_id"
      where ${turnsIn(scope, w)}
        and ${after ? sql`("changeovers"."collected_at", "changeovers"."id") > (${timeKeyValue(after.collectedAtKey)}, ${after.id}::uuid)` : sql`true`}
      order by "changeovers"."collected_at", "changeovers"."id" limit ${limit}`,
  );
  return found.map((r) => ({
    id: r.id as string,
    collectedAt: asDate(r.collected_at),
    collectedAtKey: r.collected_at_key as string,
    returnedAt: asDateOrNull(r.returned_at),
    propertyName: r.name as string,
    clientName: r.client_name as string | null,
    amountPence: r.amount_pence as number,
    invoiceStatus: r.invoice_status as string,
    paidAt: asDateOrNull(r.paid_at),
    notes: readableNotes(r.notes as string | null),
  }));
}

export interface DamageDetailDb {
  id: string;
  createdAt: Date;
  /** created_at to the microsecond: the keyset (lib/keyset-time). */
  createdAtKey: string;
  propertyName: string;
  clientName: string | null;
  item: string | null;
  sku: string | null;
  quantity: number;
  damagesCount: number;
  missingCount: number;
  unitPricePence: number;
  notes: string | null;
  chargedAt: Date | null;
}

/** One row per damage record in the window, oldest first, after a keyset (created_at, id). */
export async function damageDetails(
  db: DbOrTx,
  scope: Scope,
  w: Window,
  after: DamageDetailDb | undefined,
  limit: number,
): Promise<DamageDetailDb[]> {
  const found = await rows(
    db,
    sql`select "linen_activities"."id", "linen_activities"."created_at", p.name, c.name as client_name, "linen_activities"."product_name",
        "linen_activities"."item_sku", "linen_activities"."quantity", "linen_activities"."damages_count", "linen_activities"."missing_count",
        "linen_activities"."notes", "linen_activities"."charged_at",
        -- The unit price /damages and the checkout use: the record's when above 0, else the product's.
        case when "linen_activities"."unit_price_pence" > 0 then "linen_activities"."unit_price_pence"
          else coalesce("products"."price_pence", 0) end as unit_price_pence,
        ${timeKey(sql`"linen_activities"."created_at"`)} as created_at_key
      from ${damageRecords} left join "products" on "products"."id" = "linen_activities"."product_id" join properties p on p.id = "linen_cards"."property_id" left join clients c on c.id = "linen_cards"."client_id"
      where ${damagesIn(scope, w)}
        and ${after ? sql`("linen_activities"."created_at", "linen_activities"."id") > (${timeKeyValue(after.createdAtKey)}, ${after.id}::uuid)` : sql`true`}
      order by "linen_activities"."created_at", "linen_activities"."id" limit ${limit}`,
  );
  return found.map((r) => ({
    id: r.id as string,
    createdAt: asDate(r.created_at),
    createdAtKey: r.created_at_key as string,
    propertyName: r.name as string,
    clientName: r.client_name as string | null,
    item: r.product_name as string | null,
    sku: r.item_sku as string | null,
    quantity: r.quantity as number,
    damagesCount: r.damages_count as number,
    missingCount: r.missing_count as number,
    unitPricePence: r.unit_price_pence as number,
    notes: r.notes as string | null,
    chargedAt: asDateOrNull(r.charged_at),
  }));
}

/**
 * The charges of the range (issue 18): late changeover charges and late payment fees raised in it and those
 * paid in it, with their sums, from the per-day charge totals (decision 0189): a charge counts on its
 * created_at's London day as raised and on its paid_at's as paid.
 */
export async function chargeTotals(db: DbOrTx, scope: Scope, w: Days) {
  const [row] = await rows(
    db,
    sql`select coalesce(sum(raised_count), 0)::int as raised_count, coalesce(sum(raised_pence), 0)::bigint as raised_pence,
        coalesce(sum(paid_count), 0)::int as paid_count, coalesce(sum(paid_pence), 0)::bigint as paid_pence
      from charge_day_totals where ${totalsOf(scope)} and ${daysOf(w)}`,
  );
  return {
    raisedCount: Number(row.raised_count),
    raisedPence: Number(row.raised_pence),
    paidCount: Number(row.paid_count),
    paidPence: Number(row.paid_pence),
  };
}
