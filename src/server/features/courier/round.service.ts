/**
 * GET /api/courier/round (issue 22): what a courier's phone keeps to work without signal — the Collect
 * (changeover due, oldest on beds first), Return (in transit, oldest first) and Deliver (new, waiting
 * longest first) lists, at most ROUND_LIST_MAX cards each, with what the courier's screens show of each card,
 * its bag's label code (a scan resolves on the phone) and what its property has on hire (the counts'
 * prefill). Three reads of a bounded page each. When staff saved today's round (issue 24 item 4, decision 0199),
 * each list follows its order; cards the round does not list come after, in their own order.
 */
import { onHire } from '@shared/domain/courier-visits';
import type { LinenStatus } from '@shared/domain/linen';
import { cardTimings } from '@shared/domain/linen-cycle';
import { londonToday } from '@shared/domain/london-time';
import { normaliseInventory } from '@shared/domain/properties';
import { inRoundOrder } from '@shared/domain/round-stops';
import { ROUND_LIST_MAX, type TRound } from '@shared/schemas/courier';
import type { AppDeps, Caller } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import { listRoundCards } from '../linen';
import { savedStopKeys } from '../rounds';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export async function readRound(deps: Deps, caller: Caller): Promise<TRound> {
  const scope = await scopeOf(deps.db, caller);
  const now = deps.now();
  const order = await savedStopKeys(deps.db, londonToday(now));
  const list = async (status: LinenStatus, kind: 'collect' | 'return' | 'deliver') => {
    const rows = await listRoundCards(deps.db, scope, status, ROUND_LIST_MAX + 1);
    return {
      cards: inRoundOrder(rows.slice(0, ROUND_LIST_MAX), kind, order).map(({ propertyId: _propertyId, onBedsSince, transitSince, linenInventory, ...card }) => ({
        ...card,
        ...cardTimings({ status: card.status, onBedsSince, transitSince }, now),
        onHire: [...onHire(normaliseInventory(linenInventory))].map(([item, expected]) => ({ item, expected })),
      })),
      more: rows.length > ROUND_LIST_MAX,
    };
  };
  // One after another: a round holds one pooled connection at a time.
  const collect = await list('changeover_due', 'collect');
  const returning = await list('in_transit', 'return');
  const deliver = await list('new', 'deliver');
  return { collect, return: returning, deliver, generatedAt: now.toISOString() };
}
