import { describe, expect, it } from 'vitest';
import { lastPageOf, pagerText } from './list-pager-text';

const clients = ['client', 'clients'] as const;

describe('pagerText: one way of saying what a list shows', () => {
  it('numbered pages: the range of the page, or just the count on one page', () => {
    expect(pagerText({ kind: 'pages', page: 1, pageSize: 25, total: 60, noun: clients })).toBe('Showing 1–25 of 60 clients');
    expect(pagerText({ kind: 'pages', page: 3, pageSize: 25, total: 60, noun: clients })).toBe('Showing 51–60 of 60 clients');
    expect(pagerText({ kind: 'pages', page: 1, pageSize: 25, total: 1, noun: clients })).toBe('1 client');
    expect(pagerText({ kind: 'pages', page: 2, pageSize: 100, total: 5000, noun: ['property', 'properties'] })).toBe(
      'Showing 101–200 of 5,000 properties',
    );
    expect(lastPageOf(60, 25)).toBe(3);
    expect(lastPageOf(0, 25)).toBe(1);
  });

  it('keyset pages: what is loaded of the count, or all of it', () => {
    const charges = ['charge', 'charges'] as const;
    expect(pagerText({ kind: 'more', shown: 50, total: 2500, hasMore: true, noun: charges })).toBe('Showing 50 of 2,500 charges');
    expect(pagerText({ kind: 'more', shown: 50, total: null, hasMore: true, noun: ['entry', 'entries'] })).toBe('Showing 50 entries');
    expect(pagerText({ kind: 'more', shown: 12, total: 12, hasMore: false, noun: charges })).toBe('Showing all 12 charges');
    expect(pagerText({ kind: 'more', shown: 1, total: null, hasMore: false, noun: ['entry', 'entries'] })).toBe('Showing all 1 entry');
  });
});
