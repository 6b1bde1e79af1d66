/** The three totals: properties (non-archived), changeovers due, active services (decision 0100). */
import { Building2, Repeat, Sparkles, type LucideIcon } from 'lucide-react';
import type { TDashboard } from '@shared/schemas/requests';

const TILES: { key: keyof TDashboard['totals']; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'properties', label: 'Total Properties', icon: Building2, tone: 'bg-blue-50 text-blue-700' },
  { key: 'changeoversDue', label: 'Changeovers Due', icon: Repeat, tone: 'bg-amber-50 text-amber-800' },
  { key: 'activeServices', label: 'Active Services', icon: Sparkles, tone: 'bg-emerald-50 text-emerald-700' },
];

export function DashboardTotals({ totals }: { totals: TDashboard['totals'] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {TILES.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <dt className="flex flex-col items-start gap-1.5 text-xs leading-tight text-slate-600 sm:flex-row sm:items-center sm:gap-2 sm:text-sm">
            <span className={`grid size-8 shrink-0 place-items-center rounded-lg ${tone}`}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-semibold text-slate-900">{totals[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
