/**
 * The board's paged reads (issue 21 item 2, decision 0172): each column's counts and its first screenful,
 * the next page of one column, and what changed since a version.
 *
 *   GET /api/linen-cards/board?search=&exception=         -> TBoardPage: the summary tiles' counts (every card
 *        in scope), the exception pills' counts (cards matching the search), each column's count under the
 *        search and the exception (the one applied: a pill with no cards filters nothing) and its first page
 *   GET /api/linen-cards/board/column?status=&cursor=&search=&exception=  -> TBoardColumnPage: the next page
 *   GET /api/linen-cards/board/changes?since=&search=&exception=         -> TBoardChanges: the cards moved,
 *        created or changed since the version (with their column) and the ids that left, with new counts;
 *        `reset` when the server cannot tell (too many changes, a card deleted): read the board again
 * A column is ordered newest card first (created_at desc, id desc). Cursors and versions are opaque.
 */
import { z } from 'zod';
import { PAGE_CURSOR_MAX, PAGE_LINK_INVALID } from './page-cursor';
import { LINEN_STATUSES } from '../domain/linen';
import { ZBoardCard } from './linen';

export const BOARD_EXCEPTIONS = ['all', 'over14', 'transit4'] as const;
export type BoardException = (typeof BOARD_EXCEPTIONS)[number];
/** A screenful of one column. */
export const BOARD_PAGE_SIZE = 30;

const ZStatus = z.enum(LINEN_STATUSES, { error: 'Unknown status' });
const ZSearch = z.string().trim().max(200, 'Search is too long').optional();
const ZException = z.enum(BOARD_EXCEPTIONS, { error: 'Unknown exception filter' }).default('all');

export const ZBoardQuery = z.object({ search: ZSearch, exception: ZException });
export type TBoardQuery = z.output<typeof ZBoardQuery>;
export const ZBoardColumnQuery = ZBoardQuery.extend({ status: ZStatus, cursor: z.string().min(1, PAGE_LINK_INVALID).max(PAGE_CURSOR_MAX, PAGE_LINK_INVALID) });
export const ZBoardChangesQuery = ZBoardQuery.extend({ since: z.string().min(1, 'Invalid version').max(100, 'Invalid version') });

/** What a tile on the board shows (and the property, to mark it in Add Linen Card; createdAt orders the column). */
export const ZBoardColumnCard = ZBoardCard.pick({
  id: true,
  propertyId: true,
  propertyName: true,
  clientName: true,
  status: true,
  daysOnBeds: true,
  daysInTransit: true,
  overBeds: true,
  overTransit: true,
  damagesCount: true,
  missingCount: true,
  cleaningTeamName: true,
  serviceRequestedFor: true,
  pendingChargesPence: true,
  createdAt: true,
}).meta({ id: 'BoardColumnCard' });
export type TBoardColumnCard = z.infer<typeof ZBoardColumnCard>;

const perStatus = <T extends z.ZodType>(t: T) => z.object({ new: t, on_beds: t, changeover_due: t, in_transit: t });
const ZCount = z.number().int();

export const ZBoardColumn = z.object({
  /** Cards in the column under the search and the exception applied. */
  count: ZCount,
  cards: z.array(ZBoardColumnCard),
  /** Pass as `cursor` for the column's next page; null when the column is all here. */
  next: z.string().nullable(),
});
export type TBoardColumn = z.infer<typeof ZBoardColumn>;

export const ZBoardCounts = z.object({
  /** The summary tiles: every card in scope, per column, and how many of them are overdue. */
  totals: perStatus(ZCount),
  overdue: perStatus(ZCount),
  /** The exception pills: cards matching the search. */
  exceptions: z.object({ all: ZCount, over14: ZCount, transit4: ZCount }),
  /** The exception the columns were filtered by ('all' when the asked pill has no cards). */
  exception: z.enum(BOARD_EXCEPTIONS),
  /** Each column's count under the search and the exception. */
  columns: perStatus(ZCount),
});
export type TBoardCounts = z.infer<typeof ZBoardCounts>;

export const ZBoardPage = ZBoardCounts.omit({ columns: true }).extend({
  columns: perStatus(ZBoardColumn),
  /** Ask /board/changes?since= with it. */
  version: z.string(),
});
export type TBoardPage = z.infer<typeof ZBoardPage>;

export const ZBoardColumnPage = z.object({ cards: z.array(ZBoardColumnCard), next: z.string().nullable() });
export type TBoardColumnPage = z.infer<typeof ZBoardColumnPage>;

export const ZBoardChanges = z.object({
  version: z.string(),
  /** The server cannot tell what changed (too many changes, or a card was deleted or left the scope): read the board again. */
  reset: z.boolean(),
  /** Cards created, moved or changed since, as they are now, in the search and exception asked. */
  cards: z.array(ZBoardColumnCard),
  /** Cards that left the board (or no longer match the search or exception) since. */
  removed: z.array(z.string()),
  /** The new counts; null when nothing changed. */
  counts: ZBoardCounts.nullable(),
});
export type TBoardChanges = z.infer<typeof ZBoardChanges>;
