/** /demo's board: its sample cards counted, searched and filtered in the page (board-filter.ts), no server. */
import { useMemo, useState } from 'react';
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { BoardView } from './BoardView';
import type { ColumnData } from './BoardColumn';
import { cardsByStatus, exceptionCounts, isOverdue, matchesSearch, statusCounts, type ExceptionFilter } from './board-filter';
import { LinenCardTile, type BoardCardView } from './LinenCardTile';

export function SampleBoard({ cards }: { cards: BoardCardView[] }) {
  const [filter, setFilter] = useState<ExceptionFilter>('all');
  const [search, setSearch] = useState('');
  const found = useMemo(() => cards.filter((c) => matchesSearch(c, search)), [cards, search]);
  const counts = useMemo(() => exceptionCounts(found), [found]);
  // A pill whose count dropped to 0 no longer filters.
  const active: ExceptionFilter = counts[filter] === 0 ? 'all' : filter;
  const columns = useMemo(() => {
    const byStatus = cardsByStatus(found, active);
    return Object.fromEntries(LINEN_STATUSES.map((s) => [s, { count: byStatus[s].length, cards: byStatus[s] }])) as Record<LinenStatus, ColumnData<BoardCardView>>;
  }, [found, active]);
  return (
    <BoardView
      totals={statusCounts(cards)}
      overdue={statusCounts(cards.filter(isOverdue))}
      exceptions={counts}
      filter={active}
      onFilter={setFilter}
      search={search}
      onSearch={setSearch}
      columns={columns}
      renderCard={(card) => <LinenCardTile card={card} />}
    />
  );
}
