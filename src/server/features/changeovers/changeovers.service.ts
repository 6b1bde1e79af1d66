/**
 * The changeovers list (docs/product.md §2.2, §2.9; decision 0081): changeovers collected in the last 30 days,
 * owner-scoped, searched and filtered by status on the server, with the summary of the tiles.
 */
import { changeoverStatus, changeoverWindowStart, daysOnBed, sumChangeovers } from '@shared/domain/changeovers';
import { readableNotes } from '@shared/domain/linen';
import type { TChangeoverRow, TChangeoversResponse } from '@shared/schemas/linen';
import type { AppDeps, Caller } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import * as repo from './changeovers.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** A 30-day window is small; this only bounds a pathological month. */
const MAX_ROWS = 2000;

export async function listChangeovers(
  deps: Deps,
  caller: Caller,
  query: { search?: string; status: 'all' | 'in_transit' | 'returned' },
): Promise<TChangeoversResponse> {
  const scope = await scopeOf(deps.db, caller);
  const filters = { since: changeoverWindowStart(deps.now()), search: query.search || undefined, status: query.status };
  // Without a status filter the page is the whole window (unless it hit the bound): its totals are the tiles',
  // so the correlated damage sums are not run twice. With a filter, the tiles still count the whole window.
  const wholeWindow = query.status === 'all';
  const [rows, counted] = await Promise.all([
    repo.listChangeovers(deps.db, scope, filters, MAX_ROWS),
    wholeWindow ? null : repo.summariseChangeovers(deps.db, scope, filters),
  ]);
  const summary = counted ?? (rows.length < MAX_ROWS ? sumChangeovers(rows) : await repo.summariseChangeovers(deps.db, scope, filters));
  const changeovers: TChangeoverRow[] = rows.map((r) => ({
    id: r.id,
    linenCardId: r.linenCardId,
    propertyName: r.propertyName,
    propertyAddress: r.propertyAddress,
    clientName: r.clientName,
    cleaningTeamName: r.cleaningTeamName,
    changeoverDate: r.collectedAt!.toISOString(),
    daysOnBed: daysOnBed(r.startedAt, r.collectedAt),
    damagesCount: r.damagesCount,
    missingCount: r.missingCount,
    status: changeoverStatus(r.returnedAt),
    notes: readableNotes(r.notes),
  }));
  return {
    changeovers,
    summary: {
      total: summary.total,
      inTransit: summary.inTransit,
      returned: summary.total - summary.inTransit,
      damages: summary.damages,
      missing: summary.missing,
    },
  };
}
