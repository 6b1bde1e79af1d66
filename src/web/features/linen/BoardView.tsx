/**
 * The board's body, shared by /kanban and /demo: summary tiles, the Exceptions bar and the four
 * columns (side by side on wide screens; swiped sideways on phones and tablets).
 */
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { BoardColumn, type BoardColumnProps } from './BoardColumn';
import { SearchInput } from '@web/components/ui';
import { cardsByStatus, exceptionCounts, isOverdue, matchesSearch, statusCounts, type ExceptionFilter } from './board-filter';
import type { BoardCardView } from './LinenCardTile';
import { SummaryTiles } from './SummaryTiles';
import { ExceptionsBar } from './ExceptionsBar';

export interface BoardViewProps<C extends BoardCardView> {
  cards: C[];
  renderCard: (card: C) => ReactNode;
  /** The column component (the live board wraps BoardColumn as a drop target). */
  Column?: ComponentType<BoardColumnProps<C>>;
}

export function BoardView<C extends BoardCardView>({ cards, renderCard, Column = BoardColumn }: BoardViewProps<C>) {
  const [filter, setFilter] = useState<ExceptionFilter>('all');
  const [search, setSearch] = useState('');
  const found = useMemo(() => cards.filter((c) => matchesSearch(c, search)), [cards, search]);
  const counts = useMemo(() => exceptionCounts(found), [found]);
  // A pill whose count dropped to 0 (the card moved on) no longer filters.
  const active: ExceptionFilter = counts[filter] === 0 ? 'all' : filter;
  const columns = useMemo(() => cardsByStatus(found, active), [found, active]);
  const totals = useMemo(() => statusCounts(cards), [cards]);
  const overdue = useMemo(() => statusCounts(cards.filter(isOverdue)), [cards]);
  return (
    <>
      <SummaryTiles counts={totals} overdue={overdue} />
      <div className="flex flex-col gap-x-4 xl:flex-row xl:items-start xl:justify-between">
        <ExceptionsBar value={active} counts={counts} onChange={setFilter} />
        <SearchInput
          className="mb-4 xl:w-56 xl:shrink-0"
          aria-label="Search cards by property or client"
          placeholder="Search cards"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className="mb-2 text-xs text-slate-600 xl:hidden">Scroll sideways to see all four columns.</p>
      <div
        role="region"
        aria-label="Linen board"
        tabIndex={0}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 xl:mx-0 xl:grid xl:grid-cols-4 xl:overflow-visible xl:px-0"
      >
        {LINEN_STATUSES.map((status: LinenStatus) => (
          <Column key={status} status={status} cards={columns[status]} renderCard={renderCard} />
        ))}
      </div>
    </>
  );
}
