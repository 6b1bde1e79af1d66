/**
 * The board's body, shared by /kanban and /demo: summary tiles, the Exceptions bar, the search and the
 * four columns (side by side on wide screens; swiped sideways on phones and tablets). What it shows is
 * given: /kanban's counts and pages come from the server, /demo's from its sample cards.
 */
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { BoardColumn, type BoardColumnProps, type ColumnData } from './BoardColumn';
import { SearchInput } from '@web/components/ui';
import type { ExceptionFilter } from './board-filter';
import type { BoardCardView } from './LinenCardTile';
import { SummaryTiles } from './SummaryTiles';
import { ExceptionsBar } from './ExceptionsBar';
import { useMediaQuery } from '@web/lib/use-media-query';

/** From this width (Tailwind's xl) the four columns stand side by side; below it one is in view at a time. */
const SIDE_BY_SIDE = '(min-width: 1280px)';

/**
 * Whether every column shows its cards. Side by side, at once; where one column is in view (a phone), the
 * first column's cards paint first and the others' follow when the browser is next idle, rendered in a
 * transition that yields (decision 0180: on a phone's CPU the four columns' cards took most of a second).
 */
function useAllColumnsShown(): boolean {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (later || sideBySide) return;
    const show = () => startTransition(() => setLater(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 1_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(show, 100);
    return () => window.clearTimeout(id);
  }, [later, sideBySide]);
  return sideBySide || later;
}

export interface BoardViewProps<C extends BoardCardView> {
  /** The summary tiles: every card per column, and how many are overdue. */
  totals: Record<LinenStatus, number>;
  overdue: Record<LinenStatus, number>;
  /** The pills' counts (cards matching the search) and the pill applied. */
  exceptions: Record<ExceptionFilter, number>;
  filter: ExceptionFilter;
  onFilter: (filter: ExceptionFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  columns: Record<LinenStatus, ColumnData<C>>;
  /** A new search or exception is being answered: the pills wait for their counts. */
  pending?: boolean;
  renderCard: (card: C) => ReactNode;
  /** The column component (the live board wraps BoardColumn as a drop target). */
  Column?: ComponentType<BoardColumnProps<C>>;
}

export function BoardView<C extends BoardCardView>({
  totals,
  overdue,
  exceptions,
  filter,
  onFilter,
  search,
  onSearch,
  columns,
  pending = false,
  renderCard,
  Column = BoardColumn,
}: BoardViewProps<C>) {
  const allShown = useAllColumnsShown();
  return (
    <>
      <SummaryTiles counts={totals} overdue={overdue} />
      <div className="flex flex-col gap-x-4 xl:flex-row xl:items-start xl:justify-between">
        <ExceptionsBar value={filter} counts={exceptions} onChange={onFilter} busy={pending} />
        <SearchInput
          className="mb-4 xl:w-56 xl:shrink-0"
          aria-label="Search cards by property or client"
          placeholder="Search cards"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <p className="mb-2 text-xs text-slate-600 xl:hidden">Scroll sideways to see all four columns.</p>
      <div
        role="region"
        aria-label="Linen board"
        aria-busy={pending || undefined}
        tabIndex={0}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 xl:mx-0 xl:grid xl:grid-cols-4 xl:overflow-visible xl:px-0"
      >
        {LINEN_STATUSES.map((status: LinenStatus, index) => (
          <Column key={status} status={status} column={columns[status]} renderCard={renderCard} showCards={allShown || index === 0} />
        ))}
      </div>
    </>
  );
}
