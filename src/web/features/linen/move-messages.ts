/** What the board says when a move fails (docs/product.md §2.8): a lost race (409) or the move's own 'Failed to …'. */
import { LINEN_MESSAGES as M, type LinenMove } from '@shared/domain/linen';
import { ApiError } from '@web/lib/api';

const FAILED: Record<LinenMove, string> = {
  deliver: M.deliverFailed,
  'move-to-changeover': M.moveToChangeoverFailed,
  collect: M.collectFailed,
  return: M.returnFailed,
};

/** True when someone else moved the card first: the board refreshes. */
export function isAlreadyMoved(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

export function moveErrorMessage(move: LinenMove, error: unknown): string {
  return isAlreadyMoved(error) ? M.alreadyMoved : FAILED[move];
}
