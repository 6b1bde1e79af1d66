/**
 * The board's view rules (docs/product.md §2.4 'Exceptions filter', 'Overdue'): which cards each column and
 * pill shows. Pure: the day counts and overdue flags come from the server (TBoardTile).
 */
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import type { TBoardTile } from '@shared/schemas/linen';

export const EXCEPTION_FILTERS = ['all', 'over14', 'transit4'] as const;
export type ExceptionFilter = (typeof EXCEPTION_FILTERS)[number];

export const EXCEPTION_LABELS: Record<ExceptionFilter, string> = {
  all: 'All',
  over14: 'Over 14 days on beds',
  transit4: 'Over 4 days in transit',
};

type CardFlags = Pick<TBoardTile, 'overBeds' | 'overTransit'>;

/** Overdue in either sense: flashes red on the board. */
export function isOverdue(card: CardFlags): boolean {
  return card.overBeds || card.overTransit;
}

export function matchesException(card: CardFlags, filter: ExceptionFilter): boolean {
  if (filter === 'over14') return card.overBeds;
  if (filter === 'transit4') return card.overTransit;
  return true;
}

/** The count beside each pill. */
export function exceptionCounts(cards: CardFlags[]): Record<ExceptionFilter, number> {
  let over14 = 0;
  let transit4 = 0;
  for (const c of cards) {
    if (c.overBeds) over14 += 1;
    if (c.overTransit) transit4 += 1;
  }
  return { all: cards.length, over14, transit4 };
}

/** Clicking a pill toggles it: the active pill goes back to 'all'. */
export function toggleException(current: ExceptionFilter, clicked: ExceptionFilter): ExceptionFilter {
  return current === clicked ? 'all' : clicked;
}

/** The cards of each column, in the server's order, after the exceptions filter. */
export function cardsByStatus<C extends CardFlags & { status: LinenStatus }>(cards: C[], filter: ExceptionFilter = 'all'): Record<LinenStatus, C[]> {
  const columns = Object.fromEntries(LINEN_STATUSES.map((s) => [s, [] as C[]])) as Record<LinenStatus, C[]>;
  for (const card of cards) if (matchesException(card, filter)) columns[card.status].push(card);
  return columns;
}

/** The count of each column (summary tiles), before filtering. */
export function statusCounts(cards: { status: LinenStatus }[]): Record<LinenStatus, number> {
  const counts = Object.fromEntries(LINEN_STATUSES.map((s) => [s, 0])) as Record<LinenStatus, number>;
  for (const card of cards) counts[card.status] += 1;
  return counts;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The card's day line: the server's floor of days on beds or in transit. */
export function cardDaysText(card: Pick<TBoardTile, 'status' | 'daysOnBeds' | 'daysInTransit'>): string {
  if (card.status === 'in_transit') return card.daysInTransit === null ? 'In transit' : `${plural(card.daysInTransit, 'day')} in transit`;
  if (card.status === 'new') return 'Not on beds yet';
  return card.daysOnBeds === null ? 'On beds' : `${plural(card.daysOnBeds, 'day')} on beds`;
}

/** The board's search: property or client name contains the text (case-insensitive); empty matches all. */
export function matchesSearch(card: Pick<TBoardTile, 'propertyName' | 'clientName'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return card.propertyName.toLowerCase().includes(needle) || card.clientName.toLowerCase().includes(needle);
}
