/**
 * Reports (docs/product.md §2.2, §2.3, §2.9; issue 10 item 6; decision 0135): the tiles, the three tables and
 * the chart series for a date range, owner-scoped. The JSON tables hold at most REPORT_TABLE_LIMIT
 * rows each (the tiles and charts count everything; the CSVs have every row).
 */
import {
  exceptionCutoffs,
  exceptionDays,
  exceptionsByStatus,
  REPORT_TABLE_LIMIT,
  reportRange,
  turnsPerWeek,
  type ReportRange,
} from '@shared/domain/reports';
import type { TExceptionRow, TReportQuery, TReportResponse } from '@shared/schemas/reports';
import type { AppDeps, Caller } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { scopeOf, type Scope } from '../../lib/scope';
import * as repo from './reports.repo';

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

/** Every current exception in scope, newest update first, a page of cards at a time. */
export async function* exceptionPages(deps: Deps, scope: Scope, size = CARD_PAGE): AsyncGenerator<TExceptionRow[]> {
  const now = deps.now();
  const cutoffs = exceptionCutoffs(now);
  let after: repo.CardKey | undefined;
  for (;;) {
    const page = await repo.possibleExceptions(deps.db, scope, cutoffs, after, size);
    const exceptions = page.map((card) => toException(card, now)).filter((e) => e !== null);
    if (exceptions.length > 0) yield exceptions;
    if (page.length < size) return;
    after = page[page.length - 1];
  }
}

async function allExceptions(deps: Deps, scope: Scope): Promise<TExceptionRow[]> {
  const all: TExceptionRow[] = [];
  for await (const page of exceptionPages(deps, scope)) all.push(...page);
  return all;
}

export async function getReport(deps: Deps, caller: Caller, query: TReportQuery): Promise<TReportResponse> {
  const { scope, range } = await reportContext(deps, caller, query);
  const w = { from: range.from, until: range.until };
  const [tiles, turns, damages, exceptions, weeks, byItem, charges] = await Promise.all([
    repo.tiles(deps.db, scope, w),
    repo.turnRows(deps.db, scope, w, undefined, REPORT_TABLE_LIMIT),
    repo.damageRows(deps.db, scope, w, undefined, REPORT_TABLE_LIMIT),
    allExceptions(deps, scope),
    repo.turnsByWeek(deps.db, scope, w),
    repo.damagesByItem(deps.db, scope, w, CHART_ITEMS),
    repo.chargeTotals(deps.db, scope, w),
  ]);
  return {
    range: { start: range.start, end: range.end },
    tiles: { ...tiles, activeExceptions: exceptions.length },
    charges,
    turns: turns.map(({ lastTurnDate, ...r }) => ({ ...r, lastTurnDate: lastTurnDate.toISOString() })),
    exceptions: exceptions.slice(0, REPORT_TABLE_LIMIT),
    damages: damages.map(({ lastUpdated, ...r }) => ({ ...r, lastUpdated: lastUpdated.toISOString() })),
    charts: {
      turnsPerWeek: turnsPerWeek(range, weeks),
      exceptionsByStatus: exceptionsByStatus(exceptions),
      damagesByItem: byItem,
    },
  };
}
