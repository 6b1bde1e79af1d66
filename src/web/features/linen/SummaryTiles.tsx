/** A summary tile per column: its count, and how many of its cards are overdue. */
import { LINEN_STATUS_LABELS, LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { cn } from '@web/lib/cn';
import { STATUS_STYLES } from './status-style';

export interface SummaryTilesProps {
  counts: Record<LinenStatus, number>;
  overdue: Record<LinenStatus, number>;
}

export function SummaryTiles({ counts, overdue }: SummaryTilesProps) {
  return (
    <ul aria-label="Cards per column" className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {LINEN_STATUSES.map((status) => (
        <li key={status} className={cn('rounded-xl border p-3 sm:p-4', STATUS_STYLES[status].tile)}>
          <p className="flex items-center gap-2 text-sm font-medium">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', STATUS_STYLES[status].dot)} />
            {LINEN_STATUS_LABELS[status]}
          </p>
          <p className="mt-1 text-2xl font-semibold tabular-nums">{counts[status]}</p>
          <p className="text-xs">{overdue[status] > 0 ? `${overdue[status]} overdue` : 'None overdue'}</p>
        </li>
      ))}
    </ul>
  );
}
