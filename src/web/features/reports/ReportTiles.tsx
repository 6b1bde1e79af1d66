/**
 * The tiles of /reports: Total Turns, Active Exceptions, Damaged Items, Missing Items, and the charges
 * (late changeover charges and late payment fees, issue 18) raised and paid in the range.
 */
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, PackageX, Receipt, RefreshCw, TriangleAlert, Wrench } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import type { TReportResponse } from '@shared/schemas/reports';
import { cn } from '@web/lib/cn';

const TILES: { key: keyof TReportResponse['tiles']; label: string; hint: string; icon: LucideIcon; tone: string }[] = [
  { key: 'totalTurns', label: 'Total Turns', hint: 'Collections in the range', icon: RefreshCw, tone: 'bg-slate-100 text-slate-700' },
  { key: 'activeExceptions', label: 'Active Exceptions', hint: 'Cards overdue now', icon: TriangleAlert, tone: 'bg-orange-100 text-orange-800' },
  { key: 'damagedItems', label: 'Damaged Items', hint: 'Recorded in the range', icon: Wrench, tone: 'bg-amber-100 text-amber-800' },
  { key: 'missingItems', label: 'Missing Items', hint: 'Recorded in the range', icon: PackageX, tone: 'bg-red-100 text-red-800' },
];

const charges = (n: number, what: string) => `${n} ${n === 1 ? 'charge' : 'charges'} ${what}`;

export function ReportTiles({ tiles, charges: c }: { tiles: TReportResponse['tiles']; charges?: TReportResponse['charges'] }) {
  const all = [
    ...TILES.map((t) => ({ ...t, value: String(tiles[t.key]) })),
    ...(c
      ? [
          { key: 'chargesRaised', label: 'Charges Raised', value: formatPence(c.raisedPence), hint: charges(c.raisedCount, 'in the range'), icon: Receipt, tone: 'bg-amber-100 text-amber-800' },
          { key: 'chargesPaid', label: 'Charges Paid', value: formatPence(c.paidPence), hint: charges(c.paidCount, 'paid in the range'), icon: CircleCheck, tone: 'bg-green-100 text-green-800' },
        ]
      : []),
  ];
  return (
    <ul aria-label="Report summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
      {all.map(({ key, label, value, hint, icon: Icon, tone }) => (
        <li key={key} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <span className={cn('hidden size-10 shrink-0 place-items-center rounded-full sm:grid', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
            <p className="text-xs text-slate-600">{hint}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
