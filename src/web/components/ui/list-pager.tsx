/**
 * The one pager of the list screens (issue 19, experience Low): what is shown on the left, the way on
 * on the right, the same words and placing everywhere. Lists the server pages by number get Previous
 * and Next; keyset lists get Load more (issue 20 may move them all to one kind).
 */
import { Button } from './button';
import { lastPageOf, pagerText, type PagerNoun, type PagerState } from './list-pager-text';

export type ListPagerProps =
  | (Extract<PagerState, { kind: 'pages' }> & {
      onPage: (page: number) => void;
      /** A keyset list paged one page at a time says whether a next page exists (its total may be an estimate). */
      hasNext?: boolean;
    })
  | (Extract<PagerState, { kind: 'more' }> & { loading: boolean; onMore: () => void });

export function ListPager(props: ListPagerProps) {
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {pagerText(props)}
      </p>
      {props.kind === 'pages' && (props.hasNext !== undefined ? props.hasNext || props.page > 1 : lastPageOf(props.total, props.pageSize) > 1) && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={props.hasNext !== undefined ? !props.hasNext : props.page >= lastPageOf(props.total, props.pageSize)}
            onClick={() => props.onPage(props.page + 1)}
          >
            Next
          </Button>
        </div>
      )}
      {props.kind === 'more' && props.hasMore && (
        <Button variant="outline" size="sm" onClick={props.onMore} loading={props.loading} loadingText="Loading…">
          Load more
        </Button>
      )}
    </nav>
  );
}

/** What LoadMorePager reads of a TanStack infinite query. */
export interface InfiniteListState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The Load more pager of a keyset list, wired to its infinite query. */
export function LoadMorePager({ list, shown, total, noun }: { list: InfiniteListState; shown: number; total: number | null; noun: PagerNoun }) {
  return (
    <ListPager
      kind="more"
      shown={shown}
      total={total}
      hasMore={list.hasNextPage}
      noun={noun}
      loading={list.isFetchingNextPage}
      onMore={() => void list.fetchNextPage()}
    />
  );
}
