import { describe, expect, it } from 'vitest';
import type { LinenStatus } from '@shared/domain/linen';
import type { TBoardColumnCard, TBoardPage } from '@shared/schemas/linen-board';
import { appendPage, applyChanges, showCard } from './board-pages';

const card = (id: string, status: LinenStatus, createdAt: string): TBoardColumnCard => ({
  id,
  propertyId: `p-${id}`,
  propertyName: `Flat ${id}`,
  clientName: 'Anna',
  status,
  daysOnBeds: null,
  daysInTransit: null,
  overBeds: false,
  overTransit: false,
  damagesCount: 0,
  missingCount: 0,
  cleaningTeamName: null,
  serviceRequestedFor: null,
  pendingChargesPence: 0,
  createdAt,
});

const t = (n: number) => `2026-11-${String(n).padStart(2, '0')}T10:00:00.000000Z`;
const zero = { new: 0, on_beds: 0, changeover_due: 0, in_transit: 0 };

function board(): TBoardPage {
  return {
    totals: { ...zero, new: 5, on_beds: 1 },
    overdue: zero,
    exceptions: { all: 6, over14: 0, transit4: 0 },
    exception: 'all',
    version: 'v1',
    columns: {
      // New: 3 of 5 loaded (more after c3).
      new: { count: 5, cards: [card('c9', 'new', t(9)), card('c7', 'new', t(7)), card('c5', 'new', t(5))], next: 'cursor' },
      on_beds: { count: 1, cards: [card('b4', 'on_beds', t(4))], next: null },
      changeover_due: { count: 0, cards: [], next: null },
      in_transit: { count: 0, cards: [], next: null },
    },
  };
}

const ids = (b: TBoardPage, s: LinenStatus) => b.columns[s].cards.map((c) => c.id);

describe('the board pages', () => {
  it('appends a page without repeating a card', () => {
    const next = appendPage(board(), 'new', { cards: [card('c5', 'new', t(5)), card('c3', 'new', t(3))], next: null });
    expect(ids(next, 'new')).toEqual(['c9', 'c7', 'c5', 'c3']);
    expect(next.columns.new.next).toBeNull();
  });

  it('places changed cards in their new column in order, only where the loaded part reaches; removes the others', () => {
    const next = applyChanges(board(), {
      version: 'v2',
      reset: false,
      cards: [card('c7', 'on_beds', t(7)), card('c8', 'new', t(8)), card('c1', 'new', t(1))],
      removed: ['c9'],
      counts: { totals: { ...zero, new: 4, on_beds: 2 }, overdue: zero, exceptions: { all: 6, over14: 0, transit4: 0 }, exception: 'all', columns: { ...zero, new: 4, on_beds: 2 } },
    });
    // c1 is older than the last New card loaded: it comes with the next page, not now.
    expect(ids(next, 'new')).toEqual(['c8', 'c5']);
    expect(ids(next, 'on_beds')).toEqual(['c7', 'b4']);
    expect(next.columns.new.count).toBe(4);
    expect(next.totals.on_beds).toBe(2);
    expect(next.version).toBe('v2');
  });

  it('shows a move at once, with the counts following', () => {
    const b = board();
    const next = showCard(b, { ...b.columns.new.cards[1], status: 'on_beds' });
    expect(ids(next, 'new')).toEqual(['c9', 'c5']);
    expect(ids(next, 'on_beds')).toEqual(['c7', 'b4']);
    expect([next.columns.new.count, next.columns.on_beds.count]).toEqual([4, 2]);
    expect([next.totals.new, next.totals.on_beds]).toEqual([4, 2]);
    // The server's answer for the same card changes no count again.
    const again = showCard(next, { ...next.columns.on_beds.cards[0], daysOnBeds: 0 });
    expect(again.columns.on_beds.count).toBe(2);
    expect(again.columns.on_beds.cards[0].daysOnBeds).toBe(0);
  });
});
