/** A row of labelled figures (the console's summary cards and the System Overview). */
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface Stat {
  label: string;
  value: ReactNode;
}

export function StatCards({ label, stats, className }: { label: string; stats: Stat[]; className?: string }) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', className)}>
      {stats.map((s) => (
        <div key={s.label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{s.label}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
