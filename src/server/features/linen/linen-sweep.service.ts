/**
 * The overdue sweep (DESIGN §5.8): on_beds cards with more than 14 days on beds move to changeover_due.
 * Runs on a schedule only (every SWEEP_EVERY_MS; no read runs it, decision 0177). One indexed query when nothing is due; otherwise
 * one transaction under an advisory lock (so one instance does it), a conditional update, and an
 * 'auto_moved' event with no actor per card moved.
 */
import { isDueForAutoMove, sweepCutoff } from '@shared/domain/linen-cycle';
import { elapsedDays } from '@shared/domain/london-time';
import { insertCardEvents } from './linen-card-events.repo';
import { autoMoveCards, sweepCandidates, trySweepLock } from './linen-sweep.repo';
import type { LinenDeps } from './linen-deps';
import { audit } from '../../lib/audit';

/** How often the scheduled sweep runs. */
export const SWEEP_EVERY_MS = 5 * 60_000;

/** Runs the sweep once; returns how many cards this call moved. */
export async function runOverdueSweep(deps: LinenDeps): Promise<number> {
  const now = deps.now();
  const candidates = await sweepCandidates(deps.db, sweepCutoff(now));
  const due = candidates.filter((c) => isDueForAutoMove(c, now));
  if (due.length === 0) return 0;
  const since = new Map(due.map((c) => [c.id, c.onBedsSince!]));
  return deps.db.transaction(async (tx) => {
    if (!(await trySweepLock(tx))) return 0;
    const moved = await autoMoveCards(tx, [...since.keys()], now);
    await insertCardEvents(
      tx,
      moved.map((id) => ({
        linenCardId: id,
        actorUserId: null,
        kind: 'auto_moved' as const,
        fromStatus: 'on_beds' as const,
        toStatus: 'changeover_due' as const,
        details: { daysOnBeds: elapsedDays(since.get(id)!, now) },
        createdAt: now,
      })),
    );
    for (const id of moved)
      await audit(tx, null, {
        action: 'linen_card.auto_move',
        entityType: 'linen_card',
        entityId: id,
        details: { from: 'on_beds', to: 'changeover_due' },
      });
    return moved.length;
  });
}
