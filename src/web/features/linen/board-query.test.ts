import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boardQuery, boardQueryOptions, FIRST_BOARD_QUERY } from './board-query';
import { apiUrl } from '@web/lib/api-client';

describe('the board read asked for as the app starts (decision 0180)', () => {
  it('is the query the page makes when opened (no search, All), so the page uses its answer', () => {
    expect(hashKey(boardQueryOptions(FIRST_BOARD_QUERY).queryKey)).toBe(hashKey(boardQueryOptions(boardQuery('', 'all')).queryKey));
    expect(hashKey(boardQueryOptions(FIRST_BOARD_QUERY).queryKey)).not.toBe(hashKey(boardQueryOptions(boardQuery('', 'over14')).queryKey));
    expect(apiUrl('/api/linen-cards/board', { query: FIRST_BOARD_QUERY })).toBe('/api/linen-cards/board?exception=all');
  });

  it('a search typed is sent, an empty one is not', () => {
    expect(boardQuery('sea', 'all')).toEqual({ search: 'sea', exception: 'all' });
    expect(boardQuery('', 'transit4')).toEqual({ search: undefined, exception: 'transit4' });
  });
});
