/**
 * The four summary cards of /damages: total activities, total quantity, estimated total cost, charged count.
 * A property owner sees what they owe and what was charged instead of the estimate (issue 19 M9).
 */
import { BadgeCheck, Layers, PoundSterling, TriangleAlert } from 'lucide-react';
import { DAMAGE_PERIOD_LABELS, type DamagePeriod } from '@shared/domain/damages';
import { formatPence } from '@shared/domain/money';
import type { TDamagesSummary } from '@shared/schemas/damages';
import { StatTile } from '@web/components/ui';

export function DamageTiles({ summary, period }: { summary: TDamagesSummary; period: DamagePeriod }) {
  const icon = 'size-5';
  return (
    <ul aria-label="Damage summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label="Total Activities"
        value={summary.totalActivities}
        hint={DAMAGE_PERIOD_LABELS[period]}
        tone="bg-amber-100 text-amber-800"
        icon={<TriangleAlert aria-hidden="true" className={icon} />}
      />
      <StatTile
        label="Total Quantity"
        value={summary.totalQuantity}
        tone="bg-slate-100 text-slate-700"
        icon={<Layers aria-hidden="true" className={icon} />}
      />
      {summary.estimatedTotalPence === null ? (
        <>
          <StatTile
            label="You Owe"
            value={formatPence(summary.owedPence)}
            hint="Requested, not paid yet"
            tone="bg-amber-100 text-amber-800"
            icon={<PoundSterling aria-hidden="true" className={icon} />}
          />
          <StatTile
            label="Charged"
            value={formatPence(summary.chargedPence)}
            hint={summary.chargedCount === 1 ? '1 item paid' : `${summary.chargedCount} items paid`}
            tone="bg-green-100 text-green-800"
            icon={<BadgeCheck aria-hidden="true" className={icon} />}
          />
        </>
      ) : (
        <>
          <StatTile
            label="Estimated Total Cost"
            value={formatPence(summary.estimatedTotalPence)}
            tone="bg-sky-100 text-sky-800"
            icon={<PoundSterling aria-hidden="true" className={icon} />}
          />
          <StatTile
            label="Charged"
            value={summary.chargedCount}
            tone="bg-green-100 text-green-800"
            icon={<BadgeCheck aria-hidden="true" className={icon} />}
          />
        </>
      )}
    </ul>
  );
}
