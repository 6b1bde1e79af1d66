/**
 * The live board: BoardView with drag and drop (mouse, touch and keyboard) to the legal next column,
 * plus each card's Details and move buttons. Without kanban_move there is nothing to drag or press.
 */
import { createContext, useContext, useState } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { LINEN_STATUS_LABELS, LINEN_STATUSES, MOVES, moveBetween, moveFrom, type LinenMove, type LinenStatus } from '@shared/domain/linen';
import type { TBoardColumnCard } from '@shared/schemas/linen-board';
import { Button } from '@web/components/ui';
import { announcements, dropTargetFor, legalCollisions, nextColumnCoordinates, screenReaderInstructions, type DragData } from './board-dnd';
import { BoardColumn, type BoardColumnProps } from './BoardColumn';
import { BoardView, type BoardViewProps } from './BoardView';
import { LinenCardTile } from './LinenCardTile';

export interface LiveBoardProps extends Omit<BoardViewProps<TBoardColumnCard>, 'renderCard' | 'Column'> {
  canMove: boolean;
  /** The card whose move is being saved (its button spins). */
  busyCardId: string | null;
  onDetails: (card: TBoardColumnCard) => void;
  onMove: (card: TBoardColumnCard, move: LinenMove) => void;
}

/** The column the dragged card may go to, for the columns' highlight. */
const DropTargetContext = createContext<LinenStatus | null>(null);

function DroppableColumn(props: BoardColumnProps<TBoardColumnCard>) {
  const target = useContext(DropTargetContext);
  const { setNodeRef, isOver } = useDroppable({ id: props.status });
  const dropState = target === props.status ? (isOver ? 'over' : 'target') : 'none';
  return <BoardColumn {...props} dropRef={setNodeRef} dropState={dropState} />;
}

export function LiveBoard({ canMove, busyCardId, onDetails, onMove, ...view }: LiveBoardProps) {
  const [dragged, setDragged] = useState<TBoardColumnCard | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextColumnCoordinates }),
  );
  const find = (id: unknown) => LINEN_STATUSES.flatMap((s) => view.columns[s].cards).find((c) => c.id === id) ?? null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={legalCollisions}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={(e) => setDragged(find(e.active.id))}
      onDragCancel={() => setDragged(null)}
      onDragEnd={(e) => {
        setDragged(null);
        const card = find(e.active.id);
        const move = card && e.over ? moveBetween(card.status, e.over.id as LinenStatus) : null;
        if (card && move) onMove(card, move);
      }}
    >
      <DropTargetContext.Provider value={dropTargetFor(dragged?.status)}>
        <BoardView
          {...view}
          Column={DroppableColumn}
          renderCard={(card) => <DraggableCard card={card} canMove={canMove} busy={busyCardId === card.id} onDetails={onDetails} onMove={onMove} />}
        />
      </DropTargetContext.Provider>
      <DragOverlay dropAnimation={null}>{dragged ? <LinenCardTile card={dragged} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}

function DraggableCard({
  card,
  canMove,
  busy,
  onDetails,
  onMove,
}: {
  card: TBoardColumnCard;
  canMove: boolean;
  busy: boolean;
  onDetails: (card: TBoardColumnCard) => void;
  onMove: (card: TBoardColumnCard, move: LinenMove) => void;
}) {
  const move = canMove ? moveFrom(card.status) : null;
  const data: DragData = { status: card.status, propertyName: card.propertyName };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({ id: card.id, data, disabled: !move || busy });
  return (
    <div ref={setNodeRef}>
      <LinenCardTile
        card={card}
        dragging={isDragging}
        dragHandle={
          move && (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Drag ${card.propertyName} to ${LINEN_STATUS_LABELS[MOVES[move].to]}`}
              className="-mt-1 -mr-1 inline-flex size-11 shrink-0 touch-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 md:size-9"
            >
              <GripVertical aria-hidden="true" className="size-5" />
            </button>
          )
        }
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => onDetails(card)}>
              Details
            </Button>
            {move && (
              <Button size="sm" loading={busy} onClick={() => onMove(card, move)}>
                {MOVES[move].label}
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}
