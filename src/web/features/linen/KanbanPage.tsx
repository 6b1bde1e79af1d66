/**
 * /kanban, Linen Management (docs/product.md §2.2): the four columns with summary tiles and the Exceptions
 * bar, Add Linen Card (kanban_create), card details (with Delete for kanban_delete), record damages, and
 * the four moves (kanban_move; Deliver takes a New card on beds) by button or drag. The server sends each
 * column's count and first 30 cards under the search and exception (decision 0172); a column loads more as
 * it scrolls, and the page patches in what changed since its version (polled every 3 s). A Collect or Return shows its toast with Undo
 * for 10 s (issue 19); the server decides whether the undo may still happen.
 */
import { canCreateCards, canMoveCards } from '@shared/domain/abilities';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Plus, RotateCw } from 'lucide-react';
import { LINEN_STATUS_LABELS, MOVES, type LinenMove, type LinenStatus } from '@shared/domain/linen';
import { isUndoableMove, UNDO_MESSAGES, UNDO_TOAST_MS } from '@shared/domain/linen-undo';
import type { TBoardColumnCard, TBoardPage } from '@shared/schemas/linen-board';
import { Alert, Button, PageHeader, SectionSpinner } from '@web/components/ui';
import { useSubject } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { LiveBoard, type LiveBoardProps } from './LiveBoard';
import { moveErrorMessage } from './move-messages';
import { applyChanges, loadedCards } from './board-pages';
import { matchesSearch, type ExceptionFilter } from './board-filter';
import { boardQuery } from './board-query';
import { linenKeys } from './query-keys';
import { useBoard, useLoadMore } from './use-board';
import { useBoardChanges } from './use-board-version';
import { useDebounced } from './use-debounced';
import { useMoveCard } from './use-move-card';
import { useUndoMove } from './use-undo-move';

type CardRef = Pick<TBoardColumnCard, 'id' | 'propertyName'>;

// The dialogs (and the form and validation libraries they use) load when first opened, not before the
// board shows (decision 0180); once loaded they stay mounted, so they open and close as before.
const CardDetailsDialog = lazy(() => import('./CardDetailsDialog').then((m) => ({ default: m.CardDetailsDialog })));
const CreateCardDialog = lazy(() => import('./CreateCardDialog').then((m) => ({ default: m.CreateCardDialog })));
const RecordDamagesDialog = lazy(() => import('./RecordDamagesDialog').then((m) => ({ default: m.RecordDamagesDialog })));
const SelectTeamDialog = lazy(() => import('./SelectTeamDialog').then((m) => ({ default: m.SelectTeamDialog })));

/** True from the first time `open` is true: a lazily loaded dialog is mounted then and stays. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export default function KanbanPage() {
  const who = useSubject();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ExceptionFilter>('all');
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim(), 250);
  const query = useMemo(() => boardQuery(typed, filter), [typed, filter]);
  const board = useBoard(query);
  const data = board.data;
  // A new search or exception is being answered: the previous answer stays, narrowed to the search as typed.
  const pending = board.isPlaceholderData || typed !== search.trim();
  const changes = useBoardChanges(query, board.isPlaceholderData ? undefined : data?.version);
  const { loadMore, loading } = useLoadMore(query, data);
  const move = useMoveCard();
  const undoMove = useUndoMove();
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<CardRef | null>(null);
  const [damages, setDamages] = useState<CardRef | null>(null);
  const [teamFor, setTeamFor] = useState<CardRef | null>(null);

  const createOpened = useOpenedOnce(creating);
  const detailsOpened = useOpenedOnce(details !== null);
  const damagesOpened = useOpenedOnce(damages !== null);
  const teamOpened = useOpenedOnce(teamFor !== null);

  const onBoard = useMemo(() => new Set((data ? loadedCards(data) : []).map((c) => c.propertyId)), [data]);

  // What changed since the board's version: patched in, or the board read again when the server cannot tell.
  const { refetch } = board;
  const delta = changes.data;
  useEffect(() => {
    if (!delta || !data || delta.version === data.version) return;
    if (delta.reset) {
      void refetch();
      return;
    }
    queryClient.setQueryData<TBoardPage>(linenKeys.board(query), (current) => (current && current.version === data.version ? applyChanges(current, delta) : current));
  }, [delta, data, query, queryClient, refetch]);

  function onMove(card: TBoardColumnCard, m: LinenMove) {
    if (m === 'move-to-changeover') {
      setTeamFor(card);
      return;
    }
    move.mutate(
      { card, move: m },
      {
        onSuccess: ({ undo }) => {
          const moved = `${card.propertyName} moved to ${LINEN_STATUS_LABELS[MOVES[m].to]}`;
          if (!undo || !isUndoableMove(m)) {
            toast.success(moved);
            return;
          }
          toast.success(moved, {
            duration: UNDO_TOAST_MS,
            action: {
              label: 'Undo',
              onClick: () =>
                undoMove.mutate(
                  { cardId: card.id, undo },
                  {
                    onSuccess: () => toast.success(UNDO_MESSAGES.undone(m, card.propertyName)),
                    onError: (error) => toast.error(errorMessage(error, UNDO_MESSAGES.failed)),
                  },
                ),
            },
          });
        },
        onError: (error) => toast.error(moveErrorMessage(m, error)),
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Linen Management"
        description="Each property's linen through the service cycle."
        actions={
          <>
            <Button variant="ghost" asChild>
              <Link to="/demo">How it works</Link>
            </Button>
            {canCreateCards(who) && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                Add Linen Card
              </Button>
            )}
          </>
        }
      />
      {board.isError && (
        <Alert
          variant="error"
          className="mb-4"
          action={
            <Button variant="outline" size="sm" loading={board.isFetching} onClick={() => void board.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        >
          Failed to load linen cards. Please try again.
        </Alert>
      )}
      {board.isPending ? (
        <SectionSpinner label="Loading the board" />
      ) : !data ? null /* never loaded: the error above, not an empty board of zeros (issue 19) */ : (
        <>
          <LiveBoard
            totals={data.totals}
            overdue={data.overdue}
            exceptions={data.exceptions}
            filter={data.exception}
            onFilter={setFilter}
            search={search}
            onSearch={setSearch}
            columns={columnsOf(data, loading, pending ? null : loadMore, search)}
            pending={pending}
            canMove={canMoveCards(who)}
            busyCardId={move.isPending ? move.variables.card.id : null}
            onDetails={setDetails}
            onMove={onMove}
          />
        </>
      )}
      {/* A boundary each: one dialog loading (Record Damages from Details) leaves the others on screen. */}
      {createOpened && (
        <Suspense fallback={null}>
          <CreateCardDialog open={creating} onOpenChange={setCreating} onBoard={onBoard} />
        </Suspense>
      )}
      {detailsOpened && (
        <Suspense fallback={null}>
          <CardDetailsDialog
            cardId={details?.id ?? null}
            title={details?.propertyName}
            onClose={() => setDetails(null)}
            onRecordDamages={(card) => setDamages(card)}
          />
        </Suspense>
      )}
      {damagesOpened && (
        <Suspense fallback={null}>
          <RecordDamagesDialog card={damages} onClose={() => setDamages(null)} />
        </Suspense>
      )}
      {teamOpened && (
        <Suspense fallback={null}>
          <SelectTeamDialog card={teamFor} onClose={() => setTeamFor(null)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Each column's data for the view: the server's count and pages, and its loading of more (none while a new
 * search is being answered). The loaded cards are narrowed to the search as typed, so typing shows at once.
 */
function columnsOf(data: TBoardPage, loading: ReadonlySet<LinenStatus>, loadMore: ((s: LinenStatus) => void) | null, search: string): LiveBoardProps['columns'] {
  const column = (s: LinenStatus) => ({
    ...data.columns[s],
    cards: data.columns[s].cards.filter((c) => matchesSearch(c, search)),
    hasMore: data.columns[s].next !== null,
    loading: loading.has(s),
    loadMore: loadMore ? () => loadMore(s) : undefined,
  });
  return { new: column('new'), on_beds: column('on_beds'), changeover_due: column('changeover_due'), in_transit: column('in_transit') };
}
