import { describe, expect, it } from 'vitest';
import { undoRefusal, undoUntil, UNDO_WINDOW_MS, withinUndoWindow, type UndoFacts } from './linen-undo';

const movedAt = new Date('2026-11-26T10:00:00Z');
const at = (ms: number) => new Date(movedAt.getTime() + ms);
const collect = (over: Partial<UndoFacts> = {}): UndoFacts => ({
  move: 'collect',
  movedAt,
  alreadyUndone: false,
  cardStatus: 'in_transit',
  movedTo: 'in_transit',
  movedSince: false,
  invoice: { paid: false, amountPaidPence: 0, checkouts: 0, fees: 0 },
  ...over,
});

describe('the undo window', () => {
  it('is 2 minutes after the move, decided with the clock given', () => {
    expect(UNDO_WINDOW_MS).toBe(120_000);
    expect(undoUntil(movedAt).toISOString()).toBe('2026-11-26T10:02:00.000Z');
    expect(withinUndoWindow(movedAt, at(0))).toBe(true);
    expect(withinUndoWindow(movedAt, at(UNDO_WINDOW_MS))).toBe(true);
    expect(withinUndoWindow(movedAt, at(UNDO_WINDOW_MS + 1))).toBe(false);
    expect(withinUndoWindow(movedAt, at(-1))).toBe(false);
  });
});

describe('undoRefusal', () => {
  it('allows a Collect with an untouched invoice, and a Return, within the window', () => {
    expect(undoRefusal(collect(), at(30_000))).toBeNull();
    expect(undoRefusal(collect({ move: 'return', cardStatus: 'on_beds', movedTo: 'on_beds', invoice: undefined }), at(30_000))).toBeNull();
  });

  it('refuses other moves, a move undone already, a card moved since and a late undo', () => {
    expect(undoRefusal(collect({ move: 'deliver' }), at(1))).toBe('notUndoable');
    expect(undoRefusal(collect({ move: 'move-to-changeover' }), at(1))).toBe('notUndoable');
    expect(undoRefusal(collect({ alreadyUndone: true }), at(1))).toBe('alreadyUndone');
    expect(undoRefusal(collect({ movedSince: true }), at(1))).toBe('movedSince');
    expect(undoRefusal(collect({ cardStatus: 'on_beds' }), at(1))).toBe('movedSince');
    expect(undoRefusal(collect(), at(UNDO_WINDOW_MS + 1))).toBe('tooLate');
  });

  it('refuses a Collect whose invoice was paid (in part), has a checkout or a fee', () => {
    const invoice = { paid: false, amountPaidPence: 0, checkouts: 0, fees: 0 };
    expect(undoRefusal(collect({ invoice: { ...invoice, paid: true } }), at(1))).toBe('invoicePaid');
    expect(undoRefusal(collect({ invoice: { ...invoice, amountPaidPence: 100 } }), at(1))).toBe('invoicePaid');
    expect(undoRefusal(collect({ invoice: { ...invoice, checkouts: 1 } }), at(1))).toBe('checkoutStarted');
    expect(undoRefusal(collect({ invoice: { ...invoice, fees: 1 } }), at(1))).toBe('invoiceHasFee');
  });
});
