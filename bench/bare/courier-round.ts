/**
 * The courier's round on the bare baseline (issue 22): the Collect, Return and Deliver lists, at most 200
 * cards each in the courier's order, with each bag's label and what its property has on hire — the same
 * SQL as linen-cards.repo.ts's listRoundCards and a body of the same shape.
 */
import { cardTimings } from '@shared/domain/linen-cycle';
import { onHire } from '@shared/domain/courier-visits';
import type { LinenStatus } from '@shared/domain/linen';
import { normaliseInventory } from '@shared/domain/properties';
import { ROUND_LIST_MAX } from '@shared/schemas/courier';
import type { BareHandler } from '../lib/bare';
import type { Query, Row } from '../lib/sql';

const ROUND_SQL = `select lc.id, p.name as property_name, p.address as property_address, c.name as client_name,
    lc.status, lc.on_beds_since, lc.transit_since, lc.label_code, p.linen_inventory
  from linen_cards lc join properties p on p.id = lc.property_id join clients c on c.id = lc.client_id
  where not lc.archived and lc.status = $1::linen_card_status`;

const ORDER: Record<string, string> = {
  new: 'lc.created_at asc, lc.id asc',
  changeover_due: 'lc.on_beds_since asc nulls last, lc.id asc',
  in_transit: 'lc.transit_since asc nulls last, lc.id asc',
};

function roundCard(r: Row, now: Date) {
  return {
    id: r.id,
    propertyName: r.property_name,
    propertyAddress: r.property_address,
    clientName: r.client_name,
    status: r.status,
    ...cardTimings(
      { status: r.status as LinenStatus, onBedsSince: r.on_beds_since as Date | null, transitSince: r.transit_since as Date | null },
      now,
    ),
    labelCode: r.label_code,
    onHire: [...onHire(normaliseInventory(r.linen_inventory))].map(([item, expected]) => ({ item, expected })),
  };
}

async function list(query: Query, status: LinenStatus, now: Date) {
  const rows = await query(`${ROUND_SQL} order by ${ORDER[status]} limit ${ROUND_LIST_MAX + 1}`, [status]);
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
