/**
 * The bare baseline of GET /api/changeovers (decision 0175): the first keyset page (50 rows, newest
 * collection first, only the fields the table shows, the cycle counts stored on the row) and the tiles'
 * aggregate over the 30-day window, index-only on changeovers_window_idx; the same two queries as the
 * app, side by side, with the app's body shape.
 */
import { changeoverStatus, daysOnBed } from '@shared/domain/changeovers';
import { readableNotes } from '@shared/domain/linen';
import { benchCursor, type BareHandler } from '../lib/bare';

const PAGE = 50;
const WINDOW = `c.collected_at is not null and c.collected_at >= now() - interval '30 days'`;

export const changeoversList: BareHandler = async (query) => {
  const [rows, [s]] = await Promise.all([
    query(
      `select c.id, to_char(c.collected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as collected_key,
         p.name as property_name, p.address, cl.name as client_name, t.name as team_name,
         c.started_at, c.collected_at, c.returned_at, c.notes, c.cycle_damages_count, c.cycle_missing_count
       from changeovers c join properties p on p.id = c.property_id join clients cl on cl.id = c.client_id
       left join cleaning_teams t on t.id = c.cleaning_team_id
       where ${WINDOW}
       order by c.collected_at desc, c.id desc limit ${PAGE + 1}`,
    ),
    query(
      `select count(*)::int as total, (count(*) filter (where c.returned_at is null))::int as in_transit,
         coalesce(sum(c.cycle_damages_count), 0)::bigint as damages, coalesce(sum(c.cycle_missing_count), 0)::bigint as missing
       from changeovers c where ${WINDOW}`,
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
