/**
 * Cards `perRow` to a row, virtualised on the page's scroll (lib/use-window-rows): a row of cards is the
 * unit, so however many pages Load more added, only the rows near the viewport are in the DOM (issue 21's
 * 3,000 nodes). Each card renders with role="listitem".
 */
import type { ReactNode } from 'react';
import { useWindowRows } from '@web/lib/use-window-rows';

export function WindowCardGrid<T extends { id: string }>({
  items,
  perRow,
  rowHeight,
  label,
  card,
}: {
  items: T[];
  perRow: number;
  /** A first guess of a row's height; each rendered row is then measured. */
  rowHeight: number;
  label: string;
  card: (item: T) => ReactNode;
}) {
  const { listRef, items: rows, before, after, measure } = useWindowRows<HTMLDivElement>(Math.ceil(items.length / perRow), rowHeight);
  return (
    <div ref={listRef} role="list" aria-label={label} style={{ paddingTop: before, paddingBottom: after }}>
      {rows.map((row) => (
        <div key={row.key} data-index={row.index} ref={measure} role="presentation" className="grid grid-cols-1 gap-3 pb-3 md:grid-cols-2">
          {items.slice(row.index * perRow, row.index * perRow + perRow).map(card)}
        </div>
      ))}
    </div>
  );
}
