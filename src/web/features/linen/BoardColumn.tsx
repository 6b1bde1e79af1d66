/**
 * One column of the board. Long columns are virtualised (@tanstack/react-virtual): only the cards in
 * view are in the page. The header shows the column's count (the server's); the column asks for its next
 * page as its scroll nears the last cards loaded.
 */
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { LINEN_STATUS_LABELS, type LinenStatus } from '@shared/domain/linen';
import { cn } from '@web/lib/cn';
import type { BoardCardView } from './LinenCardTile';
import { STATUS_STYLES } from './status-style';

/** While a card is dragged: the column it may go to is a target; 'over' while the card is above it. */
export type DropState = 'none' | 'target' | 'over';

/** What a column shows: its count, the cards loaded, and how to load more. */
export interface ColumnData<C> {
  count: number;
  cards: C[];
  /** More cards after the loaded ones. */
  hasMore?: boolean;
  loading?: boolean;
  loadMore?: () => void;
}

export interface BoardColumnProps<C extends BoardCardView = BoardCardView> {
  status: LinenStatus;
  column: ColumnData<C>;
  renderCard: (card: C) => ReactNode;
  dropRef?: Ref<HTMLElement>;
  dropState?: DropState;
  /** False while the column is out of view at the first paint (a phone shows one column): its cards come next. */
  showCards?: boolean;
}

const ESTIMATED_CARD_HEIGHT = 170;

/**
 * A card's height from the ResizeObserver's box, which the browser reports after its layout; when a card
 * is first attached, the height known so far (or the estimate) rather than the virtualizer's default
 * getBoundingClientRect, which forced a layout for every card as it was added (decision 0180).
 */
function measureCard(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? ESTIMATED_CARD_HEIGHT;
}

const NO_CARDS: never[] = [];
/** Ask for the next page when the last cards in view are this close to the end of the loaded ones. */
const LOAD_AHEAD = 6;

export function BoardColumn<C extends BoardCardView>({ status, column, renderCard, dropRef, dropState = 'none', showCards = true }: BoardColumnProps<C>) {
  const { count, hasMore = false, loading = false, loadMore } = column;
  const cards = showCards ? column.cards : NO_CARDS;
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders the column itself on scroll; nothing memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => cards[index].id,
    measureElement: measureCard,
    overscan: 4,
    initialRect: { width: 280, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items.length > 0 ? items[items.length - 1].index : -1;
  useEffect(() => {
    if (showCards && hasMore && !loading && lastInView >= cards.length - LOAD_AHEAD) loadMore?.();
  }, [showCards, hasMore, loading, lastInView, cards.length, loadMore]);
  const label = LINEN_STATUS_LABELS[status];
  return (
    <section
      ref={dropRef}
      aria-labelledby={headingId}
      data-status={status}
      className={cn(
        'relative flex w-[82vw] max-w-80 shrink-0 snap-start flex-col rounded-xl border border-t-4 border-slate-200 bg-slate-100/70 xl:w-auto xl:max-w-none xl:shrink',
        STATUS_STYLES[status].accent,
        dropState === 'target' && 'outline-2 outline-offset-2 outline-brand-300 outline-dashed',
        dropState === 'over' && 'bg-brand-50 outline-2 outline-offset-2 outline-brand-600',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-3 py-2.5">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900">
          {label}
        </h2>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-800 tabular-nums ring-1 ring-slate-300">
          {count}
          <span className="sr-only"> cards</span>
        </span>
      </header>
      <div ref={scrollRef} className="max-h-[max(24rem,calc(100dvh-15rem))] min-h-32 overflow-y-auto overscroll-contain px-2 pb-2">
        {!showCards ? (
          // Its cards follow (a phone's later columns; a desktop's, on a page rendered on the server, once hydrated).
          <p className="px-1 py-6 text-center text-sm text-slate-600">{count > 0 ? 'Loading cards…' : 'No cards'}</p>
        ) : cards.length === 0 ? (
          <p className="px-1 py-6 text-center text-sm text-slate-600">{hasMore ? 'Loading cards…' : 'No cards'}</p>
        ) : (
          <div role="list" aria-labelledby={headingId} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full pb-2"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {renderCard(cards[item.index])}
              </div>
            ))}
          </div>
        )}
        {showCards && hasMore && cards.length > 0 && (
          <p role="status" className="px-1 py-3 text-center text-sm text-slate-600">
            {loading ? 'Loading more cards…' : `${cards.length} of ${count} shown; scroll for more`}
          </p>
        )}
      </div>
    </section>
  );
}
