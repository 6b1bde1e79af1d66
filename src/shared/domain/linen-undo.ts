/**
 * Undoing a Collect or a Return (issue 19, Experience Medium 2): both happen on one tap, and Collect
 * makes the collection invoice at once, so the board and the courier's list offer Undo for a few
 * seconds. The server decides: only the card's latest move, only Collect or Return, only within
 * UNDO_WINDOW_MS of the move, and a Collect only while its invoice is untouched (no payment, no
 * checkout, no fee). Pure; the clock is a parameter.
 */
import type { LinenMove } from './linen';

/** How long after a move the server still undoes it. */
export const UNDO_WINDOW_MS = 2 * 60_000;
/** How long the toast with 'Undo' stays on the screen. */
export const UNDO_TOAST_MS = 10_000;

export const UNDOABLE_MOVES = ['collect', 'return'] as const satisfies readonly LinenMove[];
export type UndoableMove = (typeof UNDOABLE_MOVES)[number];

export const isUndoableMove = (move: LinenMove | null): move is UndoableMove => move === 'collect' || move === 'return';

export const UNDO_MESSAGES = {
  moveNotFound: 'That move was not found on this card',
  notUndoable: 'Only Collect and Return can be undone',
  alreadyUndone: 'This move has already been undone',
  movedSince: 'This card has moved since, so that move can no longer be undone',
  tooLate: 'Too late to undo: a Collect or Return can be undone for 2 minutes',
  invoicePaid: 'The collection invoice has been paid, so this Collect cannot be undone',
  checkoutStarted: 'A payment has been started for the collection invoice, so this Collect cannot be undone',
  invoiceHasFee: 'The collection invoice has a fee added to it, so this Collect cannot be undone',
  undone: (move: UndoableMove, propertyName: string) =>
    move === 'collect' ? `Collect undone: ${propertyName} is back in Changeover Due` : `Return undone: ${propertyName} is back in transit`,
  failed: 'The move could not be undone',
} as const;

/** When the undo window of a move made at `movedAt` closes. */
export const undoUntil = (movedAt: Date): Date => new Date(movedAt.getTime() + UNDO_WINDOW_MS);

/** Whether a move made at `movedAt` may still be undone at `now` (the server's clock). */
export function withinUndoWindow(movedAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - movedAt.getTime();
  return elapsed >= 0 && elapsed <= UNDO_WINDOW_MS;
}

export interface UndoFacts {
  move: LinenMove | null;
  movedAt: Date;
  /** An 'undone' event already names this move. */
  alreadyUndone: boolean;
  /** The card's status now, and the status the move left it in. */
  cardStatus: string;
  movedTo: string;
  /** A later move (or automatic move) of the card than this one. */
  movedSince: boolean;
  /** Collect only: the invoice it made (null when it is gone). */
  invoice?: { paid: boolean; amountPaidPence: number; checkouts: number; fees: number } | null;
}

/**
 * Why an undo is refused: the API answers its UNDO_MESSAGES text with this name as `error.reason`, so
 * a screen in another language can say it in its own words (the courier screens, decision 0186).
 */
export type UndoRefusal = 'moveNotFound' | 'notUndoable' | 'alreadyUndone' | 'movedSince' | 'tooLate' | 'invoicePaid' | 'checkoutStarted' | 'invoiceHasFee';

/** Why the move may not be undone (its message is UNDO_MESSAGES[reason], answered with a 409); null when it may. */
export function undoRefusal(f: UndoFacts, now: Date): UndoRefusal | null {
  if (!isUndoableMove(f.move)) return 'notUndoable';
  if (f.alreadyUndone) return 'alreadyUndone';
  if (f.movedSince || f.cardStatus !== f.movedTo) return 'movedSince';
  if (!withinUndoWindow(f.movedAt, now)) return 'tooLate';
  if (f.move === 'collect' && f.invoice) {
    if (f.invoice.paid || f.invoice.amountPaidPence > 0) return 'invoicePaid';
    if (f.invoice.checkouts > 0) return 'checkoutStarted';
    if (f.invoice.fees > 0) return 'invoiceHasFee';
  }
  return null;
}
