import { describe, expect, it } from 'vitest';
import type { TLinenRequestItem } from '@shared/schemas/requests';
import { rowsByDay, upcomingRows } from './upcoming-rows';

const request = (id: string, requestedDate: string): TLinenRequestItem => ({
  id,
  propertyName: `Property ${id}`,
  clientName: null,
  requestedDate,
  notes: null,
  status: 'accepted',
  source: 'owner',
  bookingGoneAt: null,
});

const list = [request('a', '2026-12-01'), request('b', '2026-12-01'), request('c', '2026-12-03'), request('d', '2026-12-04')];

describe('upcomingRows', () => {
  it("gives each service day's heading before its requests, the last of each day marked", () => {
    expect(upcomingRows(list).map((r) => (r.kind === 'day' ? `# ${r.day}` : `${r.request.id}${r.lastOfDay ? ' (last)' : ''}`))).toEqual([
      '# 2026-12-01',
      'a',
      'b (last)',
      '# 2026-12-03',
      'c (last)',
      '# 2026-12-04',
      'd (last)',
    ]);
  });

  it('gives no rows for no requests, and unique keys (a day heading never takes a request id)', () => {
    expect(upcomingRows([])).toEqual([]);
    const keys = upcomingRows(list).map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('rowsByDay', () => {
  const rows = upcomingRows(list).map((row, index) => ({ index, row }));

  it('splits a window of rows that starts inside a day into its days, without the heading left above', () => {
    const days = rowsByDay(rows.slice(2, 6));
    expect(days.map((d) => [d.day, d.heading?.index ?? null, d.requests.map((r) => r.index)])).toEqual([
      ['2026-12-01', null, [2]],
      ['2026-12-03', 3, [4]],
      ['2026-12-04', 5, []],
    ]);
  });

  it('gives nothing for no rows', () => {
    expect(rowsByDay([])).toEqual([]);
  });
});
