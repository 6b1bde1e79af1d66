/**
 * The bare baseline of GET /api/changeovers (decision 0175): the first keyset page (50 rows, newest
 * collection first, only the fields the table shows, the cycle counts stored on the row) and the tiles:
 * the per-hour totals of the window's whole hours and the part hour's rows (decision 0178); the same two
 * queries as the app, side by side, with the app's body shape.
 */
import { changeoverStatus, changeoverWindowStart, daysOnBed } from '@shared/domain/changeovers';
import { readableNotes } from '@shared/domain/linen';
import { EVERY_CLIENT } from './summaries';
import { firstWholeHour } from '../../src/server/lib/hour-totals';
import { benchCursor, type BareHandler } from '../lib/bare';

const PAGE = 50;

export const changeoversList: BareHandler = async (query) => {
  const since = changeoverWindowStart(new Date());
  const [rows, [s]] = await Promise.all([
    query(
      `select c.id, to_char(c.collected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as collected_key,
         p.name as property_name, p.address, cl.name as client_name, t.name as team_name,
         c.started_at, c.collected_at, c.returned_at, c.notes, c.cycle_damages_count, c.cycle_missing_count
       from changeovers c join properties p on p.id = c.property_id join clients cl on cl.id = c.client_id
       left join cleaning_teams t on t.id = c.cleaning_team_id
       where c.collected_at is not null and c.collected_at >= $1::timestamptz
       order by c.collected_at desc, c.id desc limit ${PAGE + 1}`,
      [since.toISOString()],
    ),
    query(
      `select h.total + p.total as total, h.in_transit + p.in_transit as in_transit, h.damages + p.damages as damages, h.missing + p.missing as missing
       from (select coalesce(sum(changeovers), 0)::bigint as total, coalesce(sum(in_transit), 0)::bigint as in_transit,
               coalesce(sum(damages), 0)::bigint as damages, coalesce(sum(missing), 0)::bigint as missing
             from changeover_hour_totals where client_id = '${EVERY_CLIENT}'::uuid and hour >= $2::timestamptz) h,
         (select count(*)::bigint as total, count(*) filter (where c.returned_at is null)::bigint as in_transit,
               coalesce(sum(c.cycle_damages_count), 0)::bigint as damages, coalesce(sum(c.cycle_missing_count), 0)::bigint as missing
             from changeovers c where c.collected_at is not null and c.collected_at >= $1::timestamptz and c.collected_at < $2::timestamptz) p`,
      [since.toISOString(), firstWholeHour(since).toISOString()],
    ),
  ]);
  const page = rows.slice(0, PAGE);
  const last = page[page.length - 1];
  return {
    changeovers: page.map((r) => ({
      id: r.id,
      propertyName: r.property_name,
      propertyAddress: r.address,
      clientName: r.client_name,
      cleaningTeamName: r.team_name,
      changeoverDate: (r.collected_at as Date).toISOString(),
      daysOnBed: daysOnBed(r.started_at as Date | null, r.collected_at as Date),
      damagesCount: r.cycle_damages_count,
      missingCount: r.cycle_missing_count,
      status: changeoverStatus(r.returned_at as Date | null),
      notes: readableNotes(r.notes as string | null),
    })),
    summary: {
      total: s.total,
      inTransit: s.in_transit,
      returned: (s.total as number) - (s.in_transit as number),
      damages: Number(s.damages),
      missing: Number(s.missing),
    },
    nextCursor: rows.length > PAGE && last ? benchCursor([last.collected_key, last.id]) : null,
  };
};
