/** The four tiles of /reports: Total Turns, Active Exceptions, Damaged Items, Missing Items. */
import type { LucideIcon } from 'lucide-react';
import { PackageX, RefreshCw, TriangleAlert, Wrench } from 'lucide-react';
import type { TReportResponse } from '@shared/schemas/reports';
import { cn } from '@web/lib/cn';

const TILES: { key: keyof TReportResponse['tiles']; label: string; hint: string; icon: LucideIcon; tone: string }[] = [
  { key: 'totalTurns', label: 'Total Turns', hint: 'Collections in the range', icon: RefreshCw, tone: 'bg-slate-100 text-slate-700' },
  { key: 'activeExceptions', label: 'Active Exceptions', hint: 'Cards overdue now', icon: TriangleAlert, tone: 'bg-orange-100 text-orange-800' },
  { key: 'damagedItems', label: 'Damaged Items', hint: 'Recorded in the range', icon: Wrench, tone: 'bg-amber-100 text-amber-800' },
  { key: 'missingItems', label: 'Missing Items', hint: 'Recorded in the range', icon: PackageX, tone: 'bg-red-100 text-red-800' },
];

export function ReportTiles({ tiles }: { tiles: TReportResponse['tiles'] }) {
  return (
    <ul aria-label="Report summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TILES.map(({ key, label, hint, icon: Icon, tone }) => (
        <li key={key} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <span className={cn('hidden size-10 shrink-0 place-items-center rounded-full sm:grid', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-2xl font-semibold text-slate-900 tabular-nums">{tiles[key]}</p>
            <p className="text-xs text-slate-600">{hint}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
