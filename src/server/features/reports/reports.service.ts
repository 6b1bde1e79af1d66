/**
 * Reports (docs/product.md §2.2, §2.3, §2.9; issue 10 item 6; decisions 0135, 0173): the tiles, the first
 * page of each of the three tables and the chart series for a date range, owner-scoped; and the next pages
 * of a table by cursor. The tiles and charts count everything (per-day totals); the CSVs have every row.
 */
import {
  exceptionCutoffs,
  exceptionDays,
  exceptionsByStatus,
  REPORT_PAGE_SIZE,
  reportRange,
  turnsPerWeek,
  type ReportRange,
} from '@shared/domain/reports';
import type {
  TDamagePage,
  TDamageRow,
  TExceptionPage,
  TExceptionRow,
  TReportPageQuery,
  TReportQuery,
  TReportResponse,
  TTurnPage,
  TTurnRow,
} from '@shared/schemas/reports';
import type { AppDeps, Caller } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { scopeOf, type Scope } from '../../lib/scope';
import { pageCursor } from '../../lib/page-cursor';
import { keptCounts } from '../linen';
import { overdueBounds } from '@shared/domain/linen-cycle';
import * as repo from './reports.repo';

/** The report tables' page cursors (decision 0173): a property table's last (name, id), the exceptions' last (updated_at, card id). */
const PROPERTY_CURSOR = pageCursor({ propertyName: 'text', propertyId: 'uuid' });
const CARD_CURSOR = pageCursor({ updatedAtKey: 'time', cardId: 'uuid' });

type Deps = Pick<AppDeps, 'db' | 'now'>;

const CHART_ITEMS = 12;
/** Cards are read for the exceptions a page at a time. */
const CARD_PAGE = 1000;

/** The caller's scope and the range asked for (422 with the reason when it is refused). */
export async function reportContext(deps: Deps, caller: Caller, query: TReportQuery): Promise<{ scope: Scope; range: ReportRange }> {
  const asked = reportRange({ start: query.start, end: query.end }, deps.now());
  if ('problem' in asked) throw badRequest(asked.problem, [{ path: 'start', message: asked.problem }]);
  return { scope: await scopeOf(deps.db, caller), range: asked.range };
}

/** A card row as an exception, or null when the linen-cycle rules say it is not overdue. */
export function toException(card: repo.CardRowDb, now: Date): TExceptionRow | null {
  const days = exceptionDays(card, now);
  if (days === null) return null;
  return {
    cardId: card.cardId,
    propertyName: card.propertyName,
    clientName: card.clientName,
    status: card.status,
    daysCount: days,
    damagesCount: card.damagesCount,
    missingCount: card.missingCount,
    notes: card.notes,
    lastUpdated: card.updatedAt.toISOString(),
  };
}

/** Every current exception in scope after `after`, newest update first, a page of cards at a time, each with its keyset position. */
async function* exceptionEntries(
  deps: Deps,
  scope: Scope,
  size: number,
  after?: repo.CardKey,
): AsyncGenerator<{ row: TExceptionRow; key: repo.CardKey }[]> {
  const now = deps.now();
  const cutoffs = exceptionCutoffs(now);
  for (;;) {
    const page = await repo.possibleExceptions(deps.db, scope, cutoffs, after, size);
    const entries = page.flatMap((card) => {
      const row = toException(card, now);
      return row ? [{ row, key: { updatedAtKey: card.updatedAtKey, cardId: card.cardId } }] : [];
    });
    if (entries.length > 0) yield entries;
    if (page.length < size) return;
    after = page[page.length - 1];
  }
}

/** Every current exception in scope, newest update first, a page of cards at a time. */
export async function* exceptionPages(deps: Deps, scope: Scope, size = CARD_PAGE): AsyncGenerator<TExceptionRow[]> {
  for await (const entries of exceptionEntries(deps, scope, size)) yield entries.map((e) => e.row);
}

/** Up to `limit` exceptions after `after` and the next page's cursor (null when none is left); cards read `limit` + 1 at a time (the index's pre-filter is all but exact). */
async function exceptionPage(deps: Deps, scope: Scope, after: repo.CardKey | undefined, limit: number): Promise<TExceptionPage> {
  const found: { row: TExceptionRow; key: repo.CardKey }[] = [];
  for await (const entries of exceptionEntries(deps, scope, limit + 1, after)) {
    found.push(...entries);
    if (found.length > limit) break;
  }
  const rows = found.slice(0, limit);
  return { rows: rows.map((e) => e.row), next: found.length > limit ? CARD_CURSOR.encode(rows[rows.length - 1].key) : null };
}

const daysOf = (range: ReportRange): repo.Days => ({ from: range.from, until: range.until, start: range.start, end: range.end });

const turnRow = ({ lastTurnDate, ...r }: repo.TurnRowDb): TTurnRow => ({ ...r, lastTurnDate: lastTurnDate.toISOString() });
const damageRow = ({ lastUpdated, ...r }: repo.DamageRowDb): TDamageRow => ({ ...r, lastUpdated: lastUpdated.toISOString() });

/** One page of a per-property table: `limit` + 1 rows are read to know whether another page follows. */
function pageOf<T extends repo.PropertyKey, R>(found: T[], limit: number, toRow: (r: T) => R): { rows: R[]; next: string | null } {
  const page = found.slice(0, limit);
  return { rows: page.map(toRow), next: found.length > limit ? PROPERTY_CURSOR.encode(page[page.length - 1]) : null };
}

/** How each per-property table reads (repo.tableRead), from the per-day totals' counts of the range. */
export async function tableReads(deps: Deps, scope: Scope, w: repo.Days) {
  const t = await repo.tiles(deps.db, scope, w);
  return { tiles: t, turns: repo.tableRead(scope, t.totalTurns), damages: repo.tableRead(scope, t.damageRecords) };
}

export async function getReport(deps: Deps, caller: Caller, query: TReportQuery): Promise<TReportResponse> {
  const { scope, range } = await reportContext(deps, caller, query);
  const w = daysOf(range);
  const reads = tableReads(deps, scope, w);
  const [{ tiles }, turns, damages, exceptions, overdue, weeks, byItem, charges] = await Promise.all([
    reads,
    reads.then((r) => repo.turnRows(deps.db, scope, w, undefined, REPORT_PAGE_SIZE + 1, r.turns)),
    reads.then((r) => repo.damageRows(deps.db, scope, w, undefined, REPORT_PAGE_SIZE + 1, r.damages)),
    exceptionPage(deps, scope, undefined, REPORT_PAGE_SIZE),
    // The Active Exceptions tile and chart: the kept counts of current cards (decision 0177), not the cards.
    keptCounts(deps.db, scope, overdueBounds(deps.now())),
    repo.turnsByWeek(deps.db, scope, w),
    repo.damagesByItem(deps.db, scope, w, CHART_ITEMS),
    repo.chargeTotals(deps.db, scope, w),
  ]);
  const turnPage = pageOf(turns, REPORT_PAGE_SIZE, turnRow);
  const damagePage = pageOf(damages, REPORT_PAGE_SIZE, damageRow);
  const byStatus = exceptionsByStatus(overdue);
  return {
    range: { start: range.start, end: range.end },
    tiles: {
      totalTurns: tiles.totalTurns,
      damagedItems: tiles.damagedItems,
      missingItems: tiles.missingItems,
      activeExceptions: byStatus.reduce((n, s) => n + s.count, 0),
    },
    charges,
    turns: turnPage.rows,
    exceptions: exceptions.rows,
    damages: damagePage.rows,
    next: {
      turns: turnPage.next,
      exceptions: exceptions.next,
      damages: damagePage.next,
    },
    charts: {
      turnsPerWeek: turnsPerWeek(range, weeks),
      exceptionsByStatus: byStatus,
      damagesByItem: byItem,
    },
  };
}

/** GET /api/reports/turns: the page of the turns table after the cursor. */
export async function turnsPage(deps: Deps, caller: Caller, query: TReportPageQuery): Promise<TTurnPage> {
  const after = PROPERTY_CURSOR.decode(query.cursor);
  const { scope, range } = await reportContext(deps, caller, query);
  const w = daysOf(range);
  const { turns } = await tableReads(deps, scope, w);
  return pageOf(await repo.turnRows(deps.db, scope, w, after, REPORT_PAGE_SIZE + 1, turns), REPORT_PAGE_SIZE, turnRow);
}

/** GET /api/reports/damages: the page of the damages table after the cursor. */
export async function damagesPage(deps: Deps, caller: Caller, query: TReportPageQuery): Promise<TDamagePage> {
  const after = PROPERTY_CURSOR.decode(query.cursor);
  const { scope, range } = await reportContext(deps, caller, query);
  const w = daysOf(range);
  const { damages } = await tableReads(deps, scope, w);
  return pageOf(await repo.damageRows(deps.db, scope, w, after, REPORT_PAGE_SIZE + 1, damages), REPORT_PAGE_SIZE, damageRow);
}

/** GET /api/reports/exceptions: the page of current exceptions after the cursor (the range is checked, as every report read). */
export async function exceptionsPage(deps: Deps, caller: Caller, query: TReportPageQuery): Promise<TExceptionPage> {
  const after = CARD_CURSOR.decode(query.cursor);
  const { scope } = await reportContext(deps, caller, query);
  return exceptionPage(deps, scope, after, REPORT_PAGE_SIZE);
}
