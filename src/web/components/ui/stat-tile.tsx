/** A summary tile: an icon in a tinted circle, a label, a big value and an optional hint (lists' summary cards). */
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface StatTileProps {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
  /** The circle's colours, e.g. 'bg-green-100 text-green-800'. */
  tone: string;
}

export function StatTile({ label, value, hint, icon, tone }: StatTileProps) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {/* On a phone the two tiles of a row leave no room for the icon beside a sum of money. */}
      <span className={cn('hidden size-10 shrink-0 place-items-center rounded-full sm:grid', tone)}>{icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">{value}</p>
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </div>
    </li>
  );
}
