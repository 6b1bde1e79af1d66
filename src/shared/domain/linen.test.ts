import { describe, expect, it } from 'vitest';
import { appendNote, LINEN_MESSAGES, LINEN_STATUSES, MOVES, moveBetween, moveFrom, readableNotes, teamAssignmentNote } from './linen';

describe('MOVES: the linen cycle new -> on_beds -> changeover_due -> in_transit -> on_beds', () => {
  it('has exactly one move out of each status, Deliver out of New', () => {
    expect(MOVES.deliver).toEqual({ from: 'new', to: 'on_beds', label: 'Deliver' });
    expect(LINEN_STATUSES.map(moveFrom)).toEqual(['deliver', 'move-to-changeover', 'collect', 'return']);
    const froms = Object.values(MOVES).map((m) => m.from);
    expect(new Set(froms).size).toBe(froms.length);
  });

  it('moveBetween allows only the legal next column', () => {
    expect(moveBetween('new', 'on_beds')).toBe('deliver');
    expect(moveBetween('on_beds', 'changeover_due')).toBe('move-to-changeover');
    expect(moveBetween('changeover_due', 'in_transit')).toBe('collect');
    expect(moveBetween('in_transit', 'on_beds')).toBe('return');
    const legal = new Set(['new>on_beds', 'on_beds>changeover_due', 'changeover_due>in_transit', 'in_transit>on_beds']);
    for (const from of LINEN_STATUSES) {
      for (const to of LINEN_STATUSES) {
        expect(moveBetween(from, to) !== null, `${from} -> ${to}`).toBe(legal.has(`${from}>${to}`));
      }
    }
    expect(moveBetween('new', 'changeover_due')).toBeNull();
    expect(moveBetween('new', 'in_transit')).toBeNull();
    expect(moveBetween('on_beds', 'new')).toBeNull();
    expect(moveBetween('in_transit', 'new')).toBeNull();
  });

  it("uses the spec's texts", () => {
    expect(LINEN_MESSAGES.oneCardPerProperty).toBe('This property already has a linen card. Only one linen card is allowed per property.');
    expect(LINEN_MESSAGES.deliverFailed).toBe('Failed to mark as delivered. Please try again.');
  });
});

describe('readableNotes: the team name without its id (issue 19, experience Low)', () => {
  const id = '1477b021-5c1e-4d4a-9b7e-0f1e2d3c4b5a';
  it('keeps the stored spec text but shows the team name only', () => {
    const stored = appendNote('Gate code 1234', teamAssignmentNote('Tees Valley Cleaners', id));
    expect(stored).toBe(`Gate code 1234 | Assigned to Tees Valley Cleaners (Team ID: ${id})`);
    expect(readableNotes(stored)).toBe('Gate code 1234 | Assigned to Tees Valley Cleaners');
    const twice = appendNote(stored, teamAssignmentNote('Sparkle Team', id.toUpperCase()));
    expect(readableNotes(twice)).toBe('Gate code 1234 | Assigned to Tees Valley Cleaners | Assigned to Sparkle Team');
  });
  it('leaves other notes and null alone', () => {
    expect(readableNotes('Key in the safe (code 1234)')).toBe('Key in the safe (code 1234)');
    expect(readableNotes(null)).toBeNull();
  });
});
