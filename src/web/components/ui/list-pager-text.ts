/**
 * What the one list pager says (issue 19, experience Low): how much of the list is shown, in the same
 * words on every list screen, whether the server pages it by number or by keyset ('Load more').
 */
export type PagerNoun = readonly [one: string, many: string];

export type PagerState =
  /** Numbered pages; `page` counts from 1. */
  | { kind: 'pages'; page: number; pageSize: number; total: number; noun: PagerNoun }
  /** Keyset pages: what has been loaded so far, of `total` when the server counts it. */
  | { kind: 'more'; shown: number; total: number | null; hasMore: boolean; noun: PagerNoun };

const number = (n: number) => n.toLocaleString('en-GB');
const counted = (n: number, noun: PagerNoun) => `${number(n)} ${n === 1 ? noun[0] : noun[1]}`;

export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export function pagerText(s: PagerState): string {
  if (s.kind === 'pages') {
    if (s.total <= s.pageSize) return counted(s.total, s.noun);
    const from = (s.page - 1) * s.pageSize + 1;
    const to = Math.min(s.total, s.page * s.pageSize);
    return `Showing ${number(from)}–${number(to)} of ${counted(s.total, s.noun)}`;
  }
  if (!s.hasMore) return s.shown === 0 ? counted(0, s.noun) : `Showing all ${counted(s.shown, s.noun)}`;
  return s.total === null ? `Showing ${counted(s.shown, s.noun)}` : `Showing ${number(s.shown)} of ${counted(s.total, s.noun)}`;
}
