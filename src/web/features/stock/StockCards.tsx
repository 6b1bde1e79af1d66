/** The four summary cards of /stock: total items, need to order, out of stock, total properties. */
import type { LucideIcon } from 'lucide-react';
import { Boxes, Building2, PackageX, ShoppingCart } from 'lucide-react';
import type { StockSummary } from '@shared/domain/stock-rows';

const CARDS: { key: keyof StockSummary; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'totalItems', label: 'Total Items', icon: Boxes, tone: 'bg-slate-100 text-slate-700' },
  { key: 'needToOrder', label: 'Need to Order', icon: ShoppingCart, tone: 'bg-amber-100 text-amber-800' },
  { key: 'outOfStock', label: 'Out of Stock', icon: PackageX, tone: 'bg-red-100 text-red-800' },
  { key: 'totalProperties', label: 'Total Properties', icon: Building2, tone: 'bg-sky-100 text-sky-800' },
];

export function StockCards({ summary }: { summary: StockSummary }) {
  return (
    <ul aria-label="Stock summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <span className={`grid size-10 shrink-0 place-items-center rounded-full ${tone}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-2xl font-semibold text-slate-900 tabular-nums">{summary[key].toLocaleString('en-GB')}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
