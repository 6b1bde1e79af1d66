/**
 * /collections on the bare baseline (issue 21, decision 0174): the first keyset page of the staff view
 * of the last 30 days, newest first on changeovers_window_idx (collected_at, id), with the fields
 * the table shows, beside the tiles (bench/bare/summaries.ts).
 */
import { benchCursor, type BareHandler } from '../lib/bare';
import { collectionsSummary } from './summaries';

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
const DAY = 86_400_000;
const PAGE = 50;

/** Staff view of /collections?period=30: the newest 50 with names and deadlines, and the tiles. */
export const collectionsLedger: BareHandler = async (query) => {
  const [rows, summary] = await Promise.all([
    query(
      `select c.id, c.collected_at, to_char(c.collected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as collected_key,
         c.created_at, c.property_id, p.name as property_name, p.address, cl.name as client_name,
         t.name as team_name, c.notes, c.amount_pence, c.invoice_status, c.paid_at
       from changeovers c join properties p on p.id = c.property_id join clients cl on cl.id = c.client_id
       left join cleaning_teams t on t.id = c.cleaning_team_id
       where c.collected_at is not null and c.collected_at >= now() - interval '30 days'
       order by c.collected_at desc, c.id desc limit ${PAGE + 1}`,
    ),
    // The tiles from the per-day totals (decision 0173).
    collectionsSummary(query, { since: new Date(Date.now() - 30 * DAY), overdueBefore: new Date(Date.now() - 10 * DAY) }),
  ]);
  const page = rows.slice(0, PAGE);
  const last = page[page.length - 1];
  const now = Date.now();
  return {
    collections: page.map((r) => {
      const entered = new Date((r.collected_at ?? r.created_at) as string).getTime();
      const late = r.invoice_status === 'unpaid' && (r.amount_pence as number) > 0 && now > entered + 10 * DAY;
      return {
        id: r.id,
        collectedAt: iso(r.collected_at),
        propertyId: r.property_id,
        propertyName: r.property_name,
        propertyAddress: r.address,
        clientName: r.client_name,
        cleaningTeamName: r.team_name,
        notes: r.notes,
        amountPence: r.amount_pence,
        invoiceStatus: r.invoice_status,
        paidAt: iso(r.paid_at),
        deadline: new Date(entered + 10 * DAY).toISOString(),
        overdue: late,
        state: r.invoice_status === 'paid' ? 'paid' : (r.amount_pence as number) === 0 ? 'no_charge' : late ? 'overdue' : 'unpaid',
      };
    }),
    summary,
    nextCursor: rows.length > PAGE && last ? benchCursor([last.collected_key, last.id]) : null,
  };
};
