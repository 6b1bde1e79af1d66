/** The linen colour scheme (docs/product.md §2.9): new grey, on_beds green, changeover_due orange, in_transit purple. */
import type { LinenStatus } from '@shared/domain/linen';

export interface StatusStyle {
  /** Summary tile: background, border and text. */
  tile: string;
  /** The column's top accent. */
  accent: string;
  /** A small dot beside labels. */
  dot: string;
  /** A card's left edge. */
  edge: string;
}

export const STATUS_STYLES: Record<LinenStatus, StatusStyle> = {
  new: { tile: 'border-slate-300 bg-slate-100 text-slate-900', accent: 'border-t-slate-400', dot: 'bg-slate-500', edge: 'border-l-slate-400' },
  on_beds: { tile: 'border-green-300 bg-green-50 text-green-950', accent: 'border-t-green-600', dot: 'bg-green-600', edge: 'border-l-green-600' },
  changeover_due: {
    tile: 'border-orange-300 bg-orange-50 text-orange-950',
    accent: 'border-t-orange-500',
    dot: 'bg-orange-500',
    edge: 'border-l-orange-500',
  },
  in_transit: {
    tile: 'border-violet-300 bg-violet-50 text-violet-950',
    accent: 'border-t-violet-600',
    dot: 'bg-violet-600',
    edge: 'border-l-violet-600',
  },
};
