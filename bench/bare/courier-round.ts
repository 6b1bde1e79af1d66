/**
 * The courier's round on the bare baseline (issue 22): the Collect, Return and Deliver lists, at most 200
 * cards each in the courier's order, with each bag's label and what its property has on hire — the same
 * SQL as linen-cards.repo.ts's listRoundCards and a body of the same shape.
 */
import { cardTimings } from '@shared/domain/linen-cycle';
import { inventoryItemLabel, onHire } from '@shared/domain/courier-visits';
import type { LinenStatus } from '@shared/domain/linen';
import { londonToday } from '@shared/domain/london-time';
import { normaliseInventory } from '@shared/domain/properties';
import { ROUND_LIST_MAX } from '@shared/schemas/courier';
import type { BareHandler } from '../lib/bare';
import type { Query, Row } from '../lib/sql';

const ROUND_SQL = `select lc.id, lc.property_id, p.name as property_name, p.address as property_address, lc.client_id, c.name as client_name,
    lc.status, lc.on_beds_since, lc.transit_since, lc.last_changeover_date, lc.damages_count, lc.missing_count, t.name as team_name, lc.archived,
    (select min(r.requested_date)::text from linen_requests r
      where r.property_id = lc.property_id and r.status = 'accepted' and r.requested_date >= $1) as service_requested_for,
    (select coalesce(sum(ch.amount_pence), 0)::int from charges ch where ch.linen_card_id = lc.id and ch.status = 'pending') as pending_charges_pence,
    lc.label_code, p.linen_inventory
  from linen_cards lc join properties p on p.id = lc.property_id join clients c on c.id = lc.client_id
  left join cleaning_teams t on t.id = lc.cleaning_team_id
  where not lc.archived and lc.status = $2::linen_card_status`;

const ORDER: Record<string, string> = {
  new: 'lc.created_at asc, lc.id asc',
  changeover_due: 'lc.on_beds_since asc nulls last, lc.id asc',
  in_transit: 'lc.transit_since asc nulls last, lc.id asc',
};

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);

function roundCard(r: Row, now: Date) {
  return {
    id: r.id,
    propertyId: r.property_id,
    propertyName: r.property_name,
    propertyAddress: r.property_address,
    clientId: r.client_id,
    clientName: r.client_name,
    status: r.status,
    onBedsSince: iso(r.on_beds_since),
    transitSince: iso(r.transit_since),
    lastChangeoverDate: iso(r.last_changeover_date),
    ...cardTimings(
      { status: r.status as LinenStatus, onBedsSince: r.on_beds_since as Date | null, transitSince: r.transit_since as Date | null },
      now,
    ),
    damagesCount: r.damages_count,
    missingCount: r.missing_count,
    cleaningTeamName: r.team_name,
    archived: r.archived,
    serviceRequestedFor: r.service_requested_for,
    pendingChargesPence: r.pending_charges_pence,
    labelCode: r.label_code,
    onHire: [...onHire(normaliseInventory(r.linen_inventory))].map(([item, expected]) => ({ item, label: inventoryItemLabel(item), expected })),
  };
}

async function list(query: Query, status: LinenStatus, now: Date) {
  const rows = await query(`${ROUND_SQL} order by ${ORDER[status]} limit ${ROUND_LIST_MAX + 1}`, [londonToday(now), status]);
  return { cards: rows.slice(0, ROUND_LIST_MAX).map((r) => roundCard(r, now)), more: rows.length > ROUND_LIST_MAX };
}

/** Staff scope (every client), as the bench's user. */
export const courierRound: BareHandler = async (query) => {
  const now = new Date();
  const collect = await list(query, 'changeover_due', now);
  const returning = await list(query, 'in_transit', now);
  const deliver = await list(query, 'new', now);
  return { collect, return: returning, deliver, generatedAt: now.toISOString() };
};
