/**
 * The board's paged reads (issue 21 item 2, decisions 0172 and 0177): the counts and each column's first page,
 * a column's next page, and the change feed the board polls. Cursors and versions are opaque base64url; a
 * malformed one is a 400. The overdue sweep and the hire clock are scheduled jobs only (src/server/index.ts):
 * a read changes nothing.
 */
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { overdueBounds } from '@shared/domain/linen-cycle';
import { londonToday } from '@shared/domain/london-time';
import { BOARD_PAGE_SIZE, type TBoardChanges, type TBoardColumnPage, type TBoardCounts, type TBoardPage, type TBoardQuery } from '@shared/schemas/linen-board';
import type { Caller } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { pageCursor } from '../../lib/page-cursor';
import { scopeOf, type Scope } from '../../lib/scope';
import * as repo from './linen-board.repo';
import { boardCounts, overdueCounts, versionCounts, type OverdueCounts, type PerStatus } from './linen-card-counts.repo';
import { toColumnCard } from './linen-card-view';
import type { LinenDeps } from './linen-deps';

/** More changes than this since a version: the board is read again rather than patched. */
export const MAX_CHANGES = 500;

const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const EPOCH_KEY = '1970-01-01T00:00:00.000000Z';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

/** A column's page cursor: the last card's place (repo.ColumnKey), in the one codec of page cursors. */
const CURSOR = pageCursor({ createdKey: 'time', id: 'uuid' });
export const encodeCursor = (key: repo.ColumnKey) => CURSOR.encode(key);
/** The column key of a cursor (the route requires one; '' never reaches here). */
export const decodeCursor = (cursor: string): repo.ColumnKey | undefined => CURSOR.decode(cursor);

/** A version: how many cards are on the board in scope and the latest change of any card in scope. */
interface Version {
  total: number;
  latest: string;
}
const encodeVersion = (v: Version) => encode(`${v.total}|${v.latest}`);

export function decodeVersion(version: string): Version {
  const [total, latest, extra] = decode(version).split('|');
  if (extra !== undefined || !/^\d{1,9}$/.test(total ?? '') || !TIME_KEY.test(latest ?? '')) {
    throw badRequest('Invalid version', [{ path: 'since', message: 'Invalid version' }]);
  }
  return { total: Number(total), latest };
}

const sum = (r: Record<LinenStatus, number>) => LINEN_STATUSES.reduce((n, s) => n + r[s], 0);
const perStatus = <T>(f: (s: LinenStatus) => T) => Object.fromEntries(LINEN_STATUSES.map((s) => [s, f(s)])) as Record<LinenStatus, T>;

/*
 * The counts without a search are kept by triggers (decision 0177) and read in one statement with the
 * version (decision 0185); the columns' first pages are one more. The reads run one after another, so a
 * board read holds one pooled connection at a time.
 */
const versionOf = (totals: Record<LinenStatus, number>, latest: string | null): Version => ({ total: sum(totals), latest: latest ?? EPOCH_KEY });

/** The tiles', the pills' and the columns' counts; the exception applied ('all' when the asked pill has no cards). */
async function countsOf(deps: LinenDeps, scope: Scope, totals: PerStatus, overdue: OverdueCounts, query: TBoardQuery, bounds: repo.OverdueBounds): Promise<TBoardCounts> {
  const found = query.search ? await repo.countFound(deps.db, scope, bounds, query.search) : null;
  const matched = found ?? { found: totals, beds: overdue.beds, transit: overdue.transit };
  const exceptions = { all: sum(matched.found), over14: sum(matched.beds), transit4: sum(matched.transit) };
  const exception = query.exception !== 'all' && exceptions[query.exception] === 0 ? 'all' : query.exception;
  const column = exception === 'all' ? matched.found : exception === 'over14' ? matched.beds : matched.transit;
  return {
    totals,
    overdue: perStatus((s) => overdue.beds[s] + overdue.transit[s]),
    exceptions,
    exception,
    columns: perStatus((s) => column[s]),
  };
}

function pageOf(rows: repo.ColumnCardRow[], now: Date): TBoardColumnPage {
  const page = rows.slice(0, BOARD_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    cards: page.map((r) => toColumnCard(r, now)),
    next: rows.length > BOARD_PAGE_SIZE && last ? encodeCursor({ createdKey: last.createdKey, id: last.id }) : null,
  };
}

/** GET /api/linen-cards/board: the counts and each column's first page (a column with no cards under the filter is not read). */
export async function readBoard(deps: LinenDeps, caller: Caller, query: TBoardQuery): Promise<TBoardPage> {
  const scope = await scopeOf(deps.db, caller);
  const now = deps.now();
  const bounds = overdueBounds(now);
  // The version with the counts, before the pages: a change made while the pages are read comes again in the next changes.
  const { totals, latest, ...overdue } = await boardCounts(deps.db, scope, bounds);
  const counts = await countsOf(deps, scope, totals, overdue, query, bounds);
  const filter = { search: query.search, exception: counts.exception };
  const read = LINEN_STATUSES.filter((s) => counts.columns[s] > 0);
  const rows = await repo.listColumnPages(deps.db, scope, read, filter, bounds, londonToday(now), BOARD_PAGE_SIZE);
  const { columns, ...rest } = counts;
  return {
    ...rest,
    columns: perStatus((s) => ({ count: columns[s], ...pageOf(rows.filter((r) => r.status === s), now) })),
    version: encodeVersion(versionOf(totals, latest)),
  };
}

/** GET /api/linen-cards/board/column: the page of one column after the cursor, under the same search and exception. */
export async function readColumn(
  deps: LinenDeps,
  caller: Caller,
  query: TBoardQuery & { status: LinenStatus; cursor: string },
): Promise<TBoardColumnPage> {
  const after = decodeCursor(query.cursor);
  const scope = await scopeOf(deps.db, caller);
  const now = deps.now();
  const rows = await repo.listColumnPages(deps.db, scope, [query.status], query, overdueBounds(now), londonToday(now), BOARD_PAGE_SIZE, after);
  return pageOf(rows, now);
}

/**
 * GET /api/linen-cards/board/changes: what changed since a version. The cards changed since (updated_at
 * after the version's latest) are sent as they are now, or as removed when archived or out of the
 * filter. A card deleted (or moved to a client out of scope) leaves no row: the count tells, since the
 * board's count must equal the old count plus the cards made since less the cards archived since;
 * when it does not, or too much changed, the answer is `reset` and the board is read again.
 */
export async function readChanges(deps: LinenDeps, caller: Caller, query: TBoardQuery & { since: string }): Promise<TBoardChanges> {
  const since = decodeVersion(query.since);
  const scope = await scopeOf(deps.db, caller);
  const kept = await versionCounts(deps.db, scope);
  const version = versionOf(kept.totals, kept.latest);
  const answer = encodeVersion(version);
  if (version.total === since.total && version.latest === since.latest) return { version: answer, reset: false, cards: [], removed: [], counts: null };
  const reset: TBoardChanges = { version: answer, reset: true, cards: [], removed: [], counts: null };
  const now = deps.now();
  const bounds = overdueBounds(now);
  const filter = { search: query.search, exception: query.exception };
  const changed = await repo.changedSince(deps.db, scope, since.latest, filter, bounds, londonToday(now), MAX_CHANGES + 1);
  if (changed.length > MAX_CHANGES) return reset;
  // Time keys compare as text (ISO to the microsecond, UTC).
  const made = changed.filter((c) => !c.archived && c.createdKey > since.latest).length;
  const archived = changed.filter((c) => c.archived && c.createdKey <= since.latest).length;
  if (version.total !== since.total + made - archived) return reset;
  const overdue = await overdueCounts(deps.db, scope, bounds, kept.timed);
  const counts = await countsOf(deps, scope, kept.totals, overdue, query, bounds);
  // The exception the board shows: when the pill emptied, the columns are no longer filtered by it.
  if (counts.exception !== query.exception) return { ...reset, counts };
  return {
    version: answer,
    reset: false,
    cards: changed.filter((c) => !c.archived && c.matches).map((c) => toColumnCard(c, now)),
    removed: changed.filter((c) => c.archived || !c.matches).map((c) => c.id),
    counts,
  };
}
