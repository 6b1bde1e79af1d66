/**
 * The summary SQL of the bare baseline (issue 21, decision 0173): the same reads of the per-day totals
 * (collection_day_totals, damage_day_totals) as the app, for staff (every client's row), with the rows of
 * a period's part day read as the app does. The bare handlers of /reports, /collections and /damages call these.
 */
import { firstWholeDay, londonMidnight, londonToday } from '@shared/domain/london-time';
import { firstWholeHour, hourStart } from '../../src/server/lib/hour-totals';
import type { Query, Row } from '../lib/sql';

export const EVERY_CLIENT = '00000000-0000-0000-0000-000000000000';

const IN_DAYS = `client_id = $1 and day >= $2::date and day <= $3::date`;

/** The reports' tiles of whole London days [start, end] (turns, damaged, missing, damage records), as the app's `tiles`. */
export async function reportTiles(query: Query, days: { start: string; end: string }) {
  const [tiles] = await query(
    `select (select coalesce(sum(collections), 0)::int from collection_day_totals where ${IN_DAYS}) as turns, a.damaged, a.missing, a.records
     from (select coalesce(sum(damaged), 0)::int as damaged, coalesce(sum(missing), 0)::int as missing, coalesce(sum(records), 0)::int as records
           from damage_day_totals where ${IN_DAYS}) a`,
    [EVERY_CLIENT, days.start, days.end],
  );
  return { turns: tiles.turns as number, damaged: tiles.damaged as number, missing: tiles.missing as number, records: tiles.records as number };
}

/** The reports' tiles and charts of whole London days [start, end], from the per-day totals. */
export async function reportTotals(query: Query, days: { start: string; end: string }) {
  const w = [EVERY_CLIENT, days.start, days.end];
  const inDays = IN_DAYS;
  const [tiles, weeks, items] = await Promise.all([
    reportTiles(query, days),
    query(
      `select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, sum(collections)::int as turns
       from collection_day_totals where ${inDays} group by 1 having sum(collections) > 0`,
      w,
    ),
    query(
      `select item, sum(damaged)::int as damaged, sum(missing)::int as missing from damage_day_totals where ${inDays}
       group by 1 having sum(damaged) + sum(missing) > 0 order by sum(damaged) + sum(missing) desc, 1 limit 12`,
      w,
    ),
  ]);
  return {
    ...tiles,
    weeks: weeks as { week: string; turns: number }[],
    items: items as { item: string; damaged: number; missing: number }[],
  };
}

/**
 * The /collections tiles (every status) of the collections from `since` (null: all time), overdue before the cutoff:
 * whole days from the per-day totals, the part days' whole hours from the per-hour totals, the part hours' rows (decision 0178).
 */
export async function collectionsSummary(query: Query, q: { since: Date | null; overdueBefore: Date }) {
  const whole = q.since ? firstWholeDay(q.since) : null;
  const wholeHour = q.since ? firstWholeHour(q.since) : null;
  const cutoffDay = londonToday(q.overdueBefore);
  const cutoffMidnight = londonMidnight(cutoffDay);
  const cutoffHour = hourStart(q.overdueBefore);
  const cutoffFrom = wholeHour && wholeHour > cutoffHour ? wholeHour : cutoffHour;
  const cutoffHoursFrom = whole && whole.from > cutoffMidnight ? whole.from : cutoffMidnight;
  // With no start (all time) the bounds are null and these hold for no row.
  const part = `(c.collected_at >= $1::timestamptz and c.collected_at < $2::timestamptz)`;
  const partHours = `(hour >= $4::timestamptz and hour < $5::timestamptz)`;
  const unpaid = `c.invoice_status = 'unpaid' and c.amount_pence > 0`;
  const overdue = `${unpaid} and c.collected_at < $4`;
  const [[days], [rows]] = await Promise.all([
    query(
      `select d.n + h.n as n, d.pence + h.pence as pence, d.paid_n + h.paid_n as paid_n, d.paid + h.paid as paid,
         d.unpaid_n + h.unpaid_n as unpaid_n, d.unpaid + h.unpaid as unpaid, d.overdue_n + h.overdue_n as overdue_n, d.overdue + h.overdue as overdue
       from (select coalesce(sum(collections), 0)::bigint as n, coalesce(sum(amount_pence), 0)::bigint as pence,
               coalesce(sum(paid_count), 0)::bigint as paid_n, coalesce(sum(paid_pence), 0)::bigint as paid,
               coalesce(sum(unpaid_count), 0)::bigint as unpaid_n, coalesce(sum(unpaid_pence), 0)::bigint as unpaid,
               coalesce(sum(unpaid_count) filter (where day < $2::date), 0)::bigint as overdue_n,
               coalesce(sum(unpaid_pence) filter (where day < $2::date), 0)::bigint as overdue
             from collection_day_totals where client_id = $1 and ($3::date is null or day >= $3::date)) d,
         (select coalesce(sum(changeovers) filter (where ${partHours}), 0)::bigint as n, coalesce(sum(amount_pence) filter (where ${partHours}), 0)::bigint as pence,
               coalesce(sum(paid_count) filter (where ${partHours}), 0)::bigint as paid_n, coalesce(sum(paid_pence) filter (where ${partHours}), 0)::bigint as paid,
               coalesce(sum(unpaid_count) filter (where ${partHours}), 0)::bigint as unpaid_n, coalesce(sum(unpaid_pence) filter (where ${partHours}), 0)::bigint as unpaid,
               coalesce(sum(unpaid_count) filter (where hour < $7), 0)::bigint as overdue_n, coalesce(sum(unpaid_pence) filter (where hour < $7), 0)::bigint as overdue
             from changeover_hour_totals where client_id = $1 and (${partHours} or (hour >= $6::timestamptz and hour < $7::timestamptz))) h`,
      [EVERY_CLIENT, cutoffDay, whole?.day ?? null, wholeHour, whole?.from ?? null, cutoffHoursFrom, cutoffHour],
    ),
    query(
      `select count(*) filter (where ${part}) as n, coalesce(sum(c.amount_pence) filter (where ${part}), 0)::bigint as pence,
         count(*) filter (where ${part} and c.invoice_status = 'paid') as paid_n,
         coalesce(sum(c.amount_pence) filter (where ${part} and c.invoice_status = 'paid'), 0)::bigint as paid,
         count(*) filter (where ${part} and ${unpaid}) as unpaid_n, coalesce(sum(c.amount_pence) filter (where ${part} and ${unpaid}), 0)::bigint as unpaid,
         count(*) filter (where ${overdue}) as overdue_n, coalesce(sum(c.amount_pence) filter (where ${overdue}), 0)::bigint as overdue
       from changeovers c where c.collected_at is not null and (${part} or (c.collected_at >= $3::timestamptz and c.collected_at < $4::timestamptz))`,
      [q.since, wholeHour, cutoffFrom, q.overdueBefore],
    ),
  ]);
  const both = (k: string) => Number(days[k]) + Number(rows[k]);
  return {
    count: both('n'),
    totalPence: both('pence'),
    paidCount: both('paid_n'),
    paidPence: both('paid'),
    unpaidCount: both('unpaid_n'),
    unpaidPence: both('unpaid'),
    overdueCount: both('overdue_n'),
    overduePence: both('overdue'),
  };
}

/** The /damages summary of the records from `since` (null: all time), every client. */
export async function damagesSummary(query: Query, q: { since: Date | null }) {
  const whole = q.since ? firstWholeDay(q.since) : null;
  const est = `(case when la.unit_price_pence > 0 then la.unit_price_pence else coalesce(pr.price_pence, 0) end::bigint * la.quantity)`;
  const [[days], parts] = await Promise.all([
    query(
      `select coalesce(sum(d.records), 0)::bigint as total, coalesce(sum(d.quantity), 0)::bigint as quantity,
         coalesce(sum(d.own_pence + d.fallback_qty * coalesce(p.price_pence, 0)), 0)::bigint as est, coalesce(sum(d.charged_count), 0)::bigint as charged,
         coalesce(sum(d.owed_own_pence + d.owed_fallback_qty * coalesce(p.price_pence, 0)), 0)::bigint as owed,
         coalesce(sum(d.charged_own_pence + d.charged_fallback_qty * coalesce(p.price_pence, 0)), 0)::bigint as charged_pence
       from damage_day_totals d left join products p on p.id = d.product_id where d.client_id = $1 and ($2::date is null or d.day >= $2::date)`,
      [EVERY_CLIENT, whole?.day ?? null],
    ),
    q.since && whole
      ? query(
          `select count(*)::bigint as total, coalesce(sum(la.quantity), 0)::bigint as quantity, coalesce(sum(${est}), 0)::bigint as est,
             (count(*) filter (where la.charged_at is not null))::bigint as charged,
             coalesce(sum(${est}) filter (where la.charge_requested_at is not null and la.charged_at is null), 0)::bigint as owed,
             coalesce(sum(${est}) filter (where la.charged_at is not null), 0)::bigint as charged_pence
           from linen_activities la join linen_cards lc on lc.id = la.linen_card_id join properties p on p.id = lc.property_id
           join clients cl on cl.id = lc.client_id left join products pr on pr.id = la.product_id
           where la.activity_type = 'damage' and la.created_at >= $1 and la.created_at < $2`,
          [q.since, whole.from],
        )
      : Promise.resolve<Row[]>([{ total: 0, quantity: 0, est: 0, charged: 0, owed: 0, charged_pence: 0 }]),
  ]);
  const both = (k: string) => Number(days[k]) + Number(parts[0][k]);
  return {
    totalActivities: both('total'),
    totalQuantity: both('quantity'),
    estimatedTotalPence: both('est'),
    chargedCount: both('charged'),
    owedPence: both('owed'),
    chargedPence: both('charged_pence'),
  };
}
