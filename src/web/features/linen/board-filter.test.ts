import { describe, expect, it } from 'vitest';
import {
  cardDaysText,
  cardsByStatus,
  exceptionCounts,
  isOverdue,
  matchesException,
  matchesSearch,
  statusCounts,
  toggleException,
} from './board-filter';

const card = (status: 'new' | 'on_beds' | 'changeover_due' | 'in_transit', overBeds = false, overTransit = false) => ({
  status,
  overBeds,
  overTransit,
});

const cards = [
  card('new'),
  card('on_beds', true),
  card('on_beds'),
  card('changeover_due', true),
  card('in_transit', false, true),
  card('in_transit'),
];

describe('exceptions filter', () => {
  it('counts each pill', () => {
    expect(exceptionCounts(cards)).toEqual({ all: 6, over14: 2, transit4: 1 });
    expect(exceptionCounts([])).toEqual({ all: 0, over14: 0, transit4: 0 });
  });

  it('matches over 14 days on beds in On Beds and Changeover Due, over 4 days in transit in In Transit', () => {
    expect(cards.filter((c) => matchesException(c, 'over14')).map((c) => c.status)).toEqual(['on_beds', 'changeover_due']);
    expect(cards.filter((c) => matchesException(c, 'transit4')).map((c) => c.status)).toEqual(['in_transit']);
    expect(cards.filter((c) => matchesException(c, 'all'))).toHaveLength(6);
  });

  it('toggles a pill and back to all', () => {
    expect(toggleException('all', 'over14')).toBe('over14');
    expect(toggleException('over14', 'over14')).toBe('all');
    expect(toggleException('over14', 'transit4')).toBe('transit4');
  });

  it('groups the filtered cards by column, keeping order', () => {
    const columns = cardsByStatus(cards, 'over14');
    expect(columns.new).toEqual([]);
    expect(columns.on_beds).toEqual([cards[1]]);
    expect(columns.changeover_due).toEqual([cards[3]]);
    expect(columns.in_transit).toEqual([]);
    expect(cardsByStatus(cards).in_transit).toEqual([cards[4], cards[5]]);
  });

  it('counts columns before filtering', () => {
    expect(statusCounts(cards)).toEqual({ new: 1, on_beds: 2, changeover_due: 1, in_transit: 2 });
  });

  it('is overdue in either sense', () => {
    expect(isOverdue(card('on_beds', true))).toBe(true);
    expect(isOverdue(card('in_transit', false, true))).toBe(true);
    expect(isOverdue(card('on_beds'))).toBe(false);
  });
});

describe('cardDaysText', () => {
  it('shows the floor of days the server sent', () => {
    expect(cardDaysText({ status: 'on_beds', daysOnBeds: 15, daysInTransit: null })).toBe('15 days on beds');
    expect(cardDaysText({ status: 'changeover_due', daysOnBeds: 1, daysInTransit: null })).toBe('1 day on beds');
    expect(cardDaysText({ status: 'in_transit', daysOnBeds: null, daysInTransit: 0 })).toBe('0 days in transit');
    expect(cardDaysText({ status: 'new', daysOnBeds: null, daysInTransit: null })).toBe('Not on beds yet');
    expect(cardDaysText({ status: 'on_beds', daysOnBeds: null, daysInTransit: null })).toBe('On beds');
  });
});

describe('matchesSearch', () => {
  const c = { propertyName: 'Harbour View', clientName: 'Coastal Stays' };
  it('matches property or client, any case, trimmed; empty matches all', () => {
    expect(matchesSearch(c, ' harbour ')).toBe(true);
    expect(matchesSearch(c, 'COASTAL')).toBe(true);
    expect(matchesSearch(c, 'rectory')).toBe(false);
    expect(matchesSearch(c, '  ')).toBe(true);
  });
});
