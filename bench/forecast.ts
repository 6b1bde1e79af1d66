/**
 * `npx tsx bench/forecast.ts [--properties=2000] [--runs=30]` (issue 24's figure: the forecast for 2,000
 * properties over 14 days in under 300 ms; decision 0197). In-memory PGlite, or a database of its own on
 * the PostgreSQL named by DATABASE_URL (created and dropped).
 *
 * Seeds N properties (4 linen layouts, a card each, 1 in 10 in transit), 2 requests each in the 14 days
 * (pending and accepted), 3 bookings each in the 14 days (one carried by a request, 1 in 5 properties
 * with one cancelled), 16 changeovers each over the last 8 weeks, the stock assigned to each, and the
 * shelf. Then times, one call at a time after warm-up:
 * - forecast: readForecast (the service behind GET /api/stock/forecast: its three reads, the domain rules, the body);
 * - baseline: the same three SQL reads run bare (no domain rules, no body), the floor the service stands on;
 * - par page: readParLevels, a page of 50 (GET /api/stock/par-levels);
 * - par sums refresh: the hourly job's work, every property's par summed per stock item and kept (decision 0197);
 * - par sums read: what GET /api/stock?par=properties reads of it, one row per stock item.
 */
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '@server/boot';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { keptParsOf, readKeptPars, refreshStockPars } from '@server/features/forecast';
import { readForecast, readParLevels } from '@server/features/forecast/forecast.service';
import { addDays } from '@shared/domain/calendar';
import { forecastEnd } from '@shared/domain/linen-forecast';
import { londonToday } from '@shared/domain/london-time';
import type { StockItemInput } from '@shared/domain/stock-rows';
import { createBenchDatabase } from './lib/postgres';
import { median } from './lib/scale';

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

async function seed(db: Database['db'], n: number, today: string): Promise<void> {
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  await run(
    sql`insert into clients (name, primary_email) select 'Bench client ' || g, 'bench-' || g || '@owner.example' from generate_series(1, ${Math.ceil(n / 10)}) g`,
  );
  await run(sql`insert into properties (name, address, client_id, default_bed_config, linen_inventory)
    select 'Bench property ' || lpad(g::text, 5, '0'), g || ' Quay Street',
           (select id from clients order by name offset (g % ${Math.ceil(n / 10)}) limit 1), 2,
           case g % 4
             when 0 then '{"covers":{"double":2},"sheets":{"double":2},"pillowcases":{"double":4},"towels":{"bath_towels":4,"hand_towels":4,"bath_mats":1}}'::jsonb
             when 1 then '{"covers":{"king":1,"single":2},"sheets":{"king":1,"single":2},"pillowcases":{"king":2,"single":2},"towels":{"bath_towels":4,"hand_towels":4}}'::jsonb
             when 2 then '{"covers":{"superking":1},"sheets":{"superking":1},"pillowcases":{"superking":2},"towels":{"bath_towels":2,"hand_towels":2}}'::jsonb
             else '{"covers":{"double":1,"single":1},"sheets":{"double":1,"single":1},"towels":{"bath_towels":3,"hand_towels":3}}'::jsonb
           end
      from generate_series(1, ${n}) g`);
  await run(sql`insert into linen_cards (property_id, client_id, status, transit_since, on_beds_since)
    select p.id, p.client_id,
           (case when row_number() over (order by p.id) % 10 = 0 then 'in_transit' else 'on_beds' end)::linen_card_status,
           case when row_number() over (order by p.id) % 10 = 0 then now() - ((row_number() over (order by p.id) % 6) || ' days')::interval end,
           now() - interval '3 days'
      from properties p`);
  // Two requests per property in the 14 days: one from a booking (its uid), one an owner's.
  await run(sql`insert into linen_requests (property_id, client_id, requested_date, requested_for, status, source, booking_uid)
    select p.id, p.client_id, d.day, d.day + time '08:00', s.status::linen_request_status, s.source::linen_request_source,
           case when s.k = 1 then 'stay-' || p.id || '-1' end
      from (select id, client_id, row_number() over (order by id) as i from properties) p
      cross join lateral (values (1, 'pending', 'booking'), (2, 'accepted', 'owner')) s(k, status, source)
      cross join lateral (select (${today}::date + ((p.i * 3 + s.k * 5) % 14)::int) as day) d`);
  // Three bookings per property in the 14 days: the first carried by the request above, 1 in 5 properties' third cancelled.
  await run(sql`insert into bookings (property_id, uid, source, check_in, check_out, cancelled)
    select p.id, 'stay-' || p.id || '-' || k, 'ical', d.day - 2, d.day, k = 3 and p.i % 5 = 0
      from (select id, row_number() over (order by id) as i from properties) p
      cross join generate_series(1, 3) k
      cross join lateral (select (${today}::date + ((p.i * 3 + k * 5) % 14)::int) as day) d`);
  await run(sql`insert into changeovers (linen_card_id, property_id, client_id, collected_at, returned_at)
    select c.id, c.property_id, c.client_id, now() - (k * 3.4 || ' days')::interval, now() - (k * 3.4 - 2 || ' days')::interval
      from linen_cards c cross join generate_series(1, 16) k`);
  await run(sql`insert into stock_items (category, type, size, on_shelf) values
    ('covers', 'Duvet Cover', 'single', ${n}), ('covers', 'Duvet Cover', 'double', ${n}), ('covers', 'Duvet Cover', 'king', ${n / 4}),
    ('covers', 'Duvet Cover', 'superking', ${n / 8}), ('sheets', 'Flat Sheet', 'single', ${n}), ('sheets', 'Flat Sheet', 'double', ${n}),
    ('sheets', 'Flat Sheet', 'king', ${n / 4}), ('sheets', 'Flat Sheet', 'superking', ${n / 8}),
    ('towels', 'Bath Towel', '', ${n * 2}), ('towels', 'Hand Towel', '', ${n * 2}), ('towels', 'Bath Mat', '', ${n})`);
  await run(sql`insert into property_stock (property_id, stock_item_id, quantity)
    select p.id, si.id, 4 from properties p join stock_items si on si.category in ('covers', 'sheets') and p.linen_inventory->'covers' ? si.size`);
  await run(sql`analyze`);
}

/** The same three reads as forecast.repo, run bare. */
async function bare(db: Database['db'], today: string): Promise<number> {
  const to = forecastEnd(today);
  const [changeovers, shelf] = await Promise.all([
    rawRows<{ propertyId: string }>(
      db,
      sql`with known as (
            select r.property_id, r.requested_date as day, case when r.status = 'accepted' then 0 else 1 end as rank
              from linen_requests r where r.status in ('accepted', 'pending') and r.requested_date between ${today}::date and ${to}::date
            union all
            select b.property_id, b.check_out, 2 from bookings b
             where not b.cancelled and b.check_out between ${today}::date and ${to}::date
               and not exists (select 1 from linen_requests r where r.property_id = b.property_id and r.booking_uid = b.uid))
          select k.property_id as "propertyId", k.day::text as day, min(k.rank)::int as rank
            from known k join properties p on p.id = k.property_id and not p.archived group by k.property_id, k.day`,
    ),
    rawRows(
      db,
      sql`select category::text as category, type, size, on_shelf as "onShelf" from stock_items where category in ('covers', 'sheets', 'towels')`,
    ),
  ]);
  const ids = `{${[...new Set(changeovers.map((c) => c.propertyId))].join(',')}}`;
  const props = await rawRows(
    db,
    sql`select p.id, p.linen_inventory as inventory,
               case when c.id is null then null else (coalesce(c.transit_since, c.updated_at) at time zone 'Europe/London')::date::text end as "inTransitSince"
          from properties p left join linen_cards c on c.property_id = p.id and not c.archived and c.status = 'in_transit'
         where not p.archived and (p.id = any(${ids}::uuid[]) or c.id is not null)`,
  );
  return changeovers.length + shelf.length + props.length;
}

const COVERS_DOUBLE: StockItemInput = {
  id: 'covers-double',
  category: 'covers',
  type: 'Duvet Cover',
  size: 'double',
  onShelf: 0,
  version: 0,
  minimumStock: 0,
  maximumStock: 0,
  unitCostPence: 0,
};

async function timeTogether(runs: number, fns: (() => Promise<unknown>)[]): Promise<{ p50: number; p95: number }[]> {
  for (let i = 0; i < 3; i++) for (const fn of fns) await fn();
  const ms: number[][] = fns.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const started = performance.now();
      await fn();
      ms[k].push(performance.now() - started);
    }
  }
  return ms.map((m) => {
    m.sort((a, b) => a - b);
    return { p50: median(m)!, p95: m[Math.min(m.length - 1, Math.floor(m.length * 0.95))] };
  });
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: median(ms)!, p95: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))] };
}

async function main() {
  const n = Number(option('properties', '2000'));
  const runs = Number(option('runs', '30'));
  const url = process.env.DATABASE_URL;
  const own = url ? await createBenchDatabase(url) : null;
  const database = own ? openPostgres(own.url) : await openPglite(undefined);
  try {
    await prepareDatabase(database);
    const now = new Date();
    const today = londonToday(now);
    const seeded = performance.now();
    await seed(database.db, n, today);
    console.log(
      `seeded ${n} properties on ${database.kind} in ${Math.round(performance.now() - seeded)} ms (14 days from ${today} to ${addDays(today, 13)})`,
    );
    const deps = { db: database.db, now: () => now };
    const check = await readForecast(deps);
    const changeovers = check.days.reduce((s, d) => s + d.changeovers, 0);
    console.log(`forecast: ${changeovers} changeovers, ${check.flaggedDays} days flagged, body ${JSON.stringify(check).length} bytes`);
    // Interleaved, run by run, so the database's warm-up and the machine's load fall on both alike.
    const [f, b] = await timeTogether(runs, [() => readForecast(deps), () => bare(database.db, today)]);
    const page = await time(runs, () => readParLevels(deps, { offset: 0, limit: 50 }));
    const refresh = await time(runs, () => refreshStockPars(deps));
    const itemIds = (await rawRows<{ id: string }>(database.db, sql`select id from stock_items`)).map((i) => i.id);
    const sums = await time(runs, async () => (await keptParsOf(deps, await readKeptPars(deps), itemIds)).parOf({ ...COVERS_DOUBLE, id: itemIds[0] }));
    const fmt = (x: { p50: number; p95: number }) => `p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms`;
    console.log(`forecast (service)   ${fmt(f)}  goal < 300 ms: ${f.p95 < 300 ? 'met' : 'NOT met'}`);
    console.log(`baseline (bare SQL)  ${fmt(b)}  ratio p50 ${(f.p50 / b.p50).toFixed(2)}`);
    console.log(`par levels, page 50  ${fmt(page)}`);
    console.log(`par sums refresh     ${fmt(refresh)}  (the hourly job)`);
    console.log(`par sums read        ${fmt(sums)}  (GET /api/stock?par=properties)`);
  } finally {
    await database.close();
    await own?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
