/**
 * The forecast's reads (decision 0197), each bounded by what the screen shows: the changeovers of the
 * 14 days (one per property and day, its firmest source ranked in SQL), the properties they name or
 * whose linen is in transit, the clean shelf; and the par table a page of properties at a time.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { CHANGEOVER_SOURCES, type ChangeoverSource } from '@shared/domain/linen-forecast';

/** A known changeover of the window: the property, the day and its firmest source. */
export interface ChangeoverRecord {
  propertyId: string;
  day: string;
  source: ChangeoverSource;
}

/** Each source's rank in SQL: its place in CHANGEOVER_SOURCES, firmest first (the smallest rank wins). */
const rankOf = (source: ChangeoverSource) => sql.raw(String(CHANGEOVER_SOURCES.indexOf(source)));

/**
 * Per property and day of [from, to], the firmest source among: accepted and pending requests, and
 * bookings not cancelled checking out that day whose uid no request of the property carries (whatever
 * that request's status: a declined one was decided). Archived properties are left out.
 */
export async function listWindowChangeovers(db: DbOrTx, from: string, to: string): Promise<ChangeoverRecord[]> {
  const rows = await rawRows<{ propertyId: string; day: string; rank: number }>(
    db,
    sql`with known as (
          select r.property_id, r.requested_date as day, case when r.status = 'accepted' then ${rankOf('accepted')} else ${rankOf('pending')} end as rank
            from linen_requests r
           where r.status in ('accepted', 'pending') and r.requested_date between ${from}::date and ${to}::date
          union all
          select b.property_id, b.check_out, ${rankOf('booking')}
            from bookings b
           where not b.cancelled and b.check_out between ${from}::date and ${to}::date
             and not exists (select 1 from linen_requests r where r.property_id = b.property_id and r.booking_uid = b.uid)
        )
        select k.property_id as "propertyId", k.day::text as day, min(k.rank)::int as rank
          from known k join properties p on p.id = k.property_id and not p.archived
         group by k.property_id, k.day`,
  );
  return rows.map((r) => ({ propertyId: r.propertyId, day: r.day, source: CHANGEOVER_SOURCES[r.rank] }));
}

export interface ForecastPropertyRecord {
  id: string;
  inventory: unknown;
  /** The London day its current card went in transit; null when it is not in transit. */
  inTransitSince: string | null;
}

/** The non-archived properties named, and those whose current card is in transit, with their inventory. */
export function listForecastProperties(db: DbOrTx, ids: readonly string[]): Promise<ForecastPropertyRecord[]> {
  const list = `{${ids.join(',')}}`;
  return rawRows<ForecastPropertyRecord>(
    db,
    sql`select p.id, p.linen_inventory as inventory,
               case when c.id is null then null
                    else (coalesce(c.transit_since, c.updated_at) at time zone 'Europe/London')::date::text end as "inTransitSince"
          from properties p
          left join linen_cards c on c.property_id = p.id and not c.archived and c.status = 'in_transit'
         where not p.archived and (p.id = any(${list}::uuid[]) or c.id is not null)`,
  );
}

export interface ShelfRecord {
  category: string;
  type: string;
  size: string;
  onShelf: number;
}

/** The clean linen on the shelf: covers, sheets and towels. */
export function listShelfLinen(db: DbOrTx): Promise<ShelfRecord[]> {
  return rawRows<ShelfRecord>(
    db,
    sql`select category::text as category, type, size, on_shelf as "onShelf" from stock_items where category in ('covers', 'sheets', 'towels')`,
  );
}

export interface HeldPiece {
  category: string;
  type: string;
  size: string;
  quantity: number;
}

export interface ParPropertyRecord {
  propertyId: string;
  name: string;
  clientName: string | null;
  beds: number;
  inventory: unknown;
  changeovers: number;
  held: HeldPiece[];
}

const searchCondition = (search: string) => (search === '' ? sql`true` : sql`strpos(lower(p.name), ${search.toLowerCase()}) > 0`);

/**
 * A property's turnover: its changeovers collected since `since`, wherever the cards are now (on
 * changeovers_property_collected_idx). The par levels' page and /stock's sum of pars count it so.
 */
const changeoversSince = (since: Date) =>
  sql`(select count(*) from changeovers ch where ch.property_id = p.id and ch.collected_at >= ${since.toISOString()}::timestamptz)::int`;

/** A page of non-archived properties by name, each with its turnover (changeoversSince) and the stock assigned to it. */
export function listParPage(db: DbOrTx, input: { search: string; offset: number; limit: number; since: Date }): Promise<ParPropertyRecord[]> {
  return rawRows<ParPropertyRecord>(
    db,
    sql`select p.id as "propertyId", p.name, cl.name as "clientName", p.default_bed_config as beds, p.linen_inventory as inventory,
               ${changeoversSince(input.since)} as changeovers,
               coalesce((select json_agg(json_build_object('category', si.category, 'type', si.type, 'size', si.size, 'quantity', ps.quantity))
                           from property_stock ps join stock_items si on si.id = ps.stock_item_id
                          where ps.property_id = p.id), '[]'::json) as held
          from properties p left join clients cl on cl.id = p.client_id
         where not p.archived and ${searchCondition(input.search)}
         order by lower(p.name), p.id
         limit ${input.limit} offset ${input.offset}`,
  );
}

export async function countParProperties(db: DbOrTx, search: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from properties p where not p.archived and ${searchCondition(search)}`,
  );
  return row.n;
}

export interface PropertyTurnoverRecord {
  inventory: unknown;
  changeovers: number;
}

/** Every non-archived property's inventory and turnover (changeoversSince): the hourly refresh of /stock's sum of pars. */
export function listPropertyTurnovers(db: DbOrTx, since: Date): Promise<PropertyTurnoverRecord[]> {
  return rawRows<PropertyTurnoverRecord>(
    db,
    sql`select p.linen_inventory as inventory, ${changeoversSince(since)} as changeovers
          from properties p
         where not p.archived`,
  );
}
