/** The four summary tiles of /changeovers: total, in transit, returned to beds, damages and missing. */
import type { ReactNode } from 'react';
import { ArrowLeftRight, BedDouble, RefreshCw, TriangleAlert } from 'lucide-react';
import type { TChangeoversResponse } from '@shared/schemas/linen';
import { cn } from '@web/lib/cn';

function Tile({ label, value, hint, icon, tone }: { label: string; value: ReactNode; hint?: string; icon: ReactNode; tone: string }) {
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

export function ChangeoverTiles({ summary }: { summary: TChangeoversResponse['summary'] }) {
  const icon = 'size-5';
  return (
    <ul aria-label="Changeover summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        label="Total Changeovers"
        value={summary.total}
        hint="Last 30 days"
        tone="bg-slate-100 text-slate-700"
        icon={<RefreshCw aria-hidden="true" className={icon} />}
      />
      <Tile
        label="In Transit"
        value={summary.inTransit}
        tone="bg-violet-100 text-violet-800"
        icon={<ArrowLeftRight aria-hidden="true" className={icon} />}
      />
      <Tile
        label="Returned to Beds"
        value={summary.returned}
        tone="bg-green-100 text-green-800"
        icon={<BedDouble aria-hidden="true" className={icon} />}
      />
      <Tile
        label="Damages / Missing"
        value={`${summary.damages} / ${summary.missing}`}
        tone="bg-amber-100 text-amber-800"
        icon={<TriangleAlert aria-hidden="true" className={icon} />}
      />
    </ul>
  );
}
