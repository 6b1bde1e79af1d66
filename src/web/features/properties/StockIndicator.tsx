import { STOCK_INDICATOR_LABELS, stockIndicator } from '@shared/domain/stock';
import { cn } from '@web/lib/cn';

const dot = { red: 'bg-red-600', orange: 'bg-amber-500', green: 'bg-green-600' } as const;
const text = { red: 'text-red-800', orange: 'text-amber-800', green: 'text-green-800' } as const;

/** The stock colour (on_shelf 0 red, below 30% of par orange, else green) with its words. */
export function StockIndicator({ onShelf, stockPar }: { onShelf: number; stockPar: number }) {
  const level = stockIndicator(onShelf, stockPar);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium', text[level])} data-stock-level={level}>
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', dot[level])} />
      {STOCK_INDICATOR_LABELS[level]}
    </span>
  );
}
