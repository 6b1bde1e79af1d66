/**
 * The changeovers list (docs/product.md §2.2, §2.9; decision 0081, paged by decision 0175): changeovers
 * collected in the last 30 days, owner-scoped, searched and filtered by status on the server, one keyset
 * page at a time, with the summary of the tiles on the first page.
 */
import { changeoverStatus, changeoverWindowStart, daysOnBed } from '@shared/domain/changeovers';
import { readableNotes } from '@shared/domain/linen';
import type { TListChangeoversArgs } from '@shared/schemas/changeovers';
import type { TChangeoverRow, TChangeoversResponse } from '@shared/schemas/linen';
import type { AppDeps, Caller } from '../../lib/context';
import { pageCursor } from '../../lib/page-cursor';
import { scopeOf } from '../../lib/scope';
import * as repo from './changeovers.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const CURSOR = pageCursor({ collectedAtKey: 'time', id: 'uuid' });

function toRow(r: repo.ChangeoverListRow): TChangeoverRow {
  return {
    id: r.id,
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
    visitId: r.visitId,
  };
}

export async function listChangeovers(deps: Deps, caller: Caller, query: TListChangeoversArgs): Promise<TChangeoversResponse> {
  const after = CURSOR.decode(query.cursor);
  const scope = await scopeOf(deps.db, caller);
  const filters = { since: changeoverWindowStart(deps.now()), search: query.search || undefined, status: query.status };
  // The tiles count the whole window (and search) whatever the status filter; later pages keep the first page's.
  const [rows, summary] = await Promise.all([
    repo.listChangeovers(deps.db, scope, filters, query.limit + 1, after),
    after ? null : repo.summariseChangeovers(deps.db, scope, filters),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    changeovers: page.map(toRow),
    summary: summary && {
      total: summary.total,
      inTransit: summary.inTransit,
      returned: summary.total - summary.inTransit,
      damages: summary.damages,
      missing: summary.missing,
    },
    nextCursor: rows.length > query.limit && last ? CURSOR.encode({ collectedAtKey: last.collectedAtKey, id: last.id }) : null,
  };
}
