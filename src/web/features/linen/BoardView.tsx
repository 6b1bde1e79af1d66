/**
 * The board's body, shared by /kanban and /demo: summary tiles, the Exceptions bar, the search and the
 * four columns (side by side on wide screens; swiped sideways on phones and tablets). What it shows is
 * given: /kanban's counts and pages come from the server, /demo's from its sample cards.
 */
import type { ComponentType, ReactNode } from 'react';
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { BoardColumn, type BoardColumnProps, type ColumnData } from './BoardColumn';
import { SearchInput } from '@web/components/ui';
import type { ExceptionFilter } from './board-filter';
import type { BoardCardView } from './LinenCardTile';
import { SummaryTiles } from './SummaryTiles';
import { ExceptionsBar } from './ExceptionsBar';

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
        {LINEN_STATUSES.map((status: LinenStatus) => (
          <Column key={status} status={status} column={columns[status]} renderCard={renderCard} />
        ))}
      </div>
    </>
  );
}
