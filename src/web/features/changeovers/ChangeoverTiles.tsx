/** The four summary tiles of /changeovers: total, in transit, returned to beds, damages and missing. */
import { ArrowLeftRight, BedDouble, RefreshCw, TriangleAlert } from 'lucide-react';
import type { TChangeoversSummary } from '@shared/schemas/linen';
import { StatTile as Tile } from '@web/components/ui';

export function ChangeoverTiles({ summary }: { summary: TChangeoversSummary }) {
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
