/**
 * The upcoming requests (already in date order) as the rows of one virtualised list (issue 21: no page
 * renders more than 3,000 DOM nodes): each service day's heading, then its requests, the last marked so
 * the day's box closes under it.
 */
import type { TLinenRequestItem } from '@shared/schemas/requests';

export type UpcomingRow =
  { kind: 'day'; key: string; day: string } | { kind: 'request'; key: string; day: string; request: TLinenRequestItem; lastOfDay: boolean };

export function upcomingRows(requests: TLinenRequestItem[]): UpcomingRow[] {
  const rows: UpcomingRow[] = [];
  requests.forEach((request, i) => {
    const day = request.requestedDate;
    if (requests[i - 1]?.requestedDate !== day) rows.push({ kind: 'day', key: `day-${day}`, day });
    rows.push({ kind: 'request', key: request.id, day, request, lastOfDay: requests[i + 1]?.requestedDate !== day });
  });
  return rows;
}

/** The rendered rows (consecutive, as a virtualiser gives them) split into their days, in order. */
export function rowsByDay<R extends { row: UpcomingRow }>(rendered: R[]): { day: string; heading: R | null; requests: R[] }[] {
  const days: { day: string; heading: R | null; requests: R[] }[] = [];
  for (const r of rendered) {
    let last = days[days.length - 1];
    if (!last || last.day !== r.row.day) days.push((last = { day: r.row.day, heading: null, requests: [] }));
    if (r.row.kind === 'day') last.heading = r;
    else last.requests.push(r);
  }
  return days;
}
