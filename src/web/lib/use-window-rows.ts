/**
 * A long list that the page scrolls (not a box of its own), virtualised (issue 21: no page renders more
 * than 3,000 DOM nodes, however many pages Load more has added): only the rows near the viewport are
 * rendered, and two spacers (`before`, `after` pixels) keep the page's height, so the scroll bar, the
 * position and Load more at the end behave as if every row were there. Each rendered row passes
 * `measure` as its ref (with data-index) so rows of any height are placed exactly.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

export function useWindowRows<E extends HTMLElement>(count: number, estimateSize: number) {
  const listRef = useRef<E>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page (the header and filters above it may change height): read after
  // every render, set only when it moved, so it settles in one more render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = listRef.current ? Math.round(listRef.current.getBoundingClientRect().top + window.scrollY) : 0;
    if (top !== scrollMargin) setScrollMargin(top);
  });
  // The virtualizer re-renders the list on scroll.
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => estimateSize, overscan: 6, scrollMargin });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    listRef,
    items,
    before: first ? first.start - scrollMargin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    measure: virtualizer.measureElement,
  };
}
