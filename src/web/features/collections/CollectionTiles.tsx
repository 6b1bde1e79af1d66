/** The ledger's tiles over the whole filtered set: collections, unpaid, overdue and paid, each with its total. */
import { CircleCheck, Clock, Truck, TriangleAlert } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import type { TCollectionsSummary } from '@shared/schemas/collections';
import { StatTile } from '@web/components/ui';

const count = (n: number) => `${n} ${n === 1 ? 'collection' : 'collections'}`;

export function CollectionTiles({ summary: s }: { summary: TCollectionsSummary }) {
  const icon = 'size-5';
  return (
    <ul aria-label="Collections summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label="Total Collections"
        value={s.count}
        hint={`${formatPence(s.totalPence)} invoiced`}
        tone="bg-slate-100 text-slate-700"
        icon={<Truck aria-hidden="true" className={icon} />}
      />
      <StatTile
        label="Unpaid"
        value={formatPence(s.unpaidPence)}
        hint={count(s.unpaidCount)}
        tone="bg-amber-100 text-amber-800"
        icon={<Clock aria-hidden="true" className={icon} />}
      />
      <StatTile
        label="Overdue"
        value={s.overdueCount}
        hint={`${formatPence(s.overduePence)} past the 10 days`}
        tone="bg-red-100 text-red-800"
        icon={<TriangleAlert aria-hidden="true" className={icon} />}
      />
      <StatTile
        label="Paid"
        value={formatPence(s.paidPence)}
        hint={count(s.paidCount)}
        tone="bg-green-100 text-green-800"
        icon={<CircleCheck aria-hidden="true" className={icon} />}
      />
    </ul>
  );
}
