import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface StatTileProps {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
  /** Background and text colour of the round icon, e.g. 'bg-green-100 text-green-800'. */
  tone: string;
}

/** One summary tile (an <li> of a tile list): a round icon, the label, a large value and a hint. */
export function StatTile({ label, value, hint, icon, tone }: StatTileProps) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', tone)}>{icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </div>
    </li>
  );
}
