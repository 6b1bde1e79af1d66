/**
 * Drag and drop rules of the board: only the legal next column is a drop target (moveBetween), the
 * keyboard jumps straight to it, and screen readers hear each step (dnd-kit announcements).
 */
import { rectIntersection, type Announcements, type CollisionDetection, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';
import { LINEN_STATUS_LABELS, MOVES, moveFrom, type LinenStatus } from '@shared/domain/linen';

/** The column a card in this status may be dropped on (each status has one move), or null for no status. */
export function dropTargetFor(status: LinenStatus | undefined): LinenStatus | null {
  const move = status ? moveFrom(status) : null;
  return move ? MOVES[move].to : null;
}

/** Data carried by a draggable card. */
export interface DragData {
  status: LinenStatus;
  propertyName: string;
}

const dataOf = (active: { data: { current?: unknown } }) => active.data.current as DragData | undefined;

/** Collisions only with the legal next column. */
export const legalCollisions: CollisionDetection = (args) => {
  const target = dropTargetFor(dataOf(args.active)?.status);
  return rectIntersection({ ...args, droppableContainers: args.droppableContainers.filter((c) => c.id === target) });
};

const ARROWS = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'];

/** Any arrow key moves the picked-up card over the legal next column (there is only one). */
export const nextColumnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.includes(event.code)) return undefined;
  event.preventDefault();
  const target = context.active ? dropTargetFor(dataOf(context.active)?.status) : null;
  const rect = target ? context.droppableRects.get(target) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + 12, y: rect.top + 48 };
};

const columnName = (id: UniqueIdentifier | undefined) => (id ? (LINEN_STATUS_LABELS[id as LinenStatus] ?? String(id)) : '');

export const screenReaderInstructions = {
  draggable:
    'To move this card to the next column, press Space or Enter to pick it up, an arrow key to move it over the next column, then Space or Enter to drop it. Press Escape to cancel.',
};

export const announcements: Announcements = {
  onDragStart({ active }) {
    const data = dataOf(active);
    const target = dropTargetFor(data?.status);
    return `Picked up ${data?.propertyName ?? 'card'}. ${target ? `It can move to ${columnName(target)}.` : 'It has no next column.'}`;
  },
  onDragOver({ active, over }) {
    const name = dataOf(active)?.propertyName ?? 'Card';
    return over ? `${name} is over ${columnName(over.id)}.` : `${name} is not over a column it can move to.`;
  },
  onDragEnd({ active, over }) {
    const name = dataOf(active)?.propertyName ?? 'Card';
    return over ? `${name} dropped on ${columnName(over.id)}.` : `${name} put back in ${columnName(dataOf(active)?.status)}.`;
  },
  onDragCancel({ active }) {
    const data = dataOf(active);
    return `Moving ${data?.propertyName ?? 'the card'} cancelled. It stays in ${columnName(data?.status)}.`;
  },
};
