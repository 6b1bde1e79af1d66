/**
 * /kanban, Linen Management (docs/product.md §2.2): the four columns with summary tiles and the Exceptions
 * bar, Add Linen Card (kanban_create), card details (with Delete for kanban_delete), record damages, and
 * the four moves (kanban_move; Deliver takes a New card on beds) by button or drag. The board refreshes
 * when the server's version changes (polled every 3 s). A Collect or Return shows its toast with Undo
 * for 10 s (issue 19); the server decides whether the undo may still happen.
 */
import { canCreateCards, canMoveCards } from '@shared/domain/abilities';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Plus, RotateCw } from 'lucide-react';
import { LINEN_STATUS_LABELS, MOVES, type LinenMove } from '@shared/domain/linen';
import { isUndoableMove, UNDO_MESSAGES, UNDO_TOAST_MS } from '@shared/domain/linen-undo';
import type { TBoardTile } from '@shared/schemas/linen';
import { Alert, Button, PageHeader, SectionSpinner } from '@web/components/ui';
import { useSubject } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { CardDetailsDialog } from './CardDetailsDialog';
import { CreateCardDialog } from './CreateCardDialog';
import { LiveBoard } from './LiveBoard';
import { moveErrorMessage } from './move-messages';
import { RecordDamagesDialog } from './RecordDamagesDialog';
import { SelectTeamDialog } from './SelectTeamDialog';
import { useBoard } from './use-board';
import { useBoardVersion } from './use-board-version';
import { useMoveCard } from './use-move-card';
import { useUndoMove } from './use-undo-move';

type CardRef = Pick<TBoardTile, 'id' | 'propertyName'>;

export default function KanbanPage() {
  const who = useSubject();
  const board = useBoard();
  const version = useBoardVersion();
  const move = useMoveCard();
  const undoMove = useUndoMove();
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<CardRef | null>(null);
  const [damages, setDamages] = useState<CardRef | null>(null);
  const [teamFor, setTeamFor] = useState<CardRef | null>(null);

  const cards = board.data?.cards;
  const onBoard = useMemo(() => new Set((cards ?? []).map((c) => c.propertyId)), [cards]);

  // Someone else changed a card: fetch the board again.
  const { refetch, isFetching } = board;
  const seen = board.data?.version;
  useEffect(() => {
    if (version.data && seen && version.data !== seen && !isFetching) void refetch();
  }, [version.data, seen, isFetching, refetch]);

  function onMove(card: TBoardTile, m: LinenMove) {
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
      ) : !cards ? null /* never loaded: the error above, not an empty board of zeros (issue 19) */ : (
        <>
          <LiveBoard
            cards={cards}
            canMove={canMoveCards(who)}
            busyCardId={move.isPending ? move.variables.card.id : null}
            onDetails={setDetails}
            onMove={onMove}
          />
        </>
      )}
      <CreateCardDialog open={creating} onOpenChange={setCreating} onBoard={onBoard} />
      <CardDetailsDialog
        cardId={details?.id ?? null}
        title={details?.propertyName}
        onClose={() => setDetails(null)}
        onRecordDamages={(card) => setDamages(card)}
      />
      <RecordDamagesDialog card={damages} onClose={() => setDamages(null)} />
      <SelectTeamDialog card={teamFor} onClose={() => setTeamFor(null)} />
    </>
  );
}
