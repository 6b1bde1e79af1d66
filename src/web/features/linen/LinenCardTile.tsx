/**
 * One linen card on the board (and on /demo): property, client, the server's floor of days on beds or
 * in transit, and the team. Overdue cards flash red; with reduced motion they get a calm red outline.
 */
import type { ReactNode } from 'react';
import { Clock, PoundSterling, TriangleAlert, Users } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import type { TBoardTile } from '@shared/schemas/linen';
import { Badge } from '@web/components/ui';
import { ServiceRequestedFor } from '@web/features/requests/ServiceRequestedFor';
import { cn } from '@web/lib/cn';
import { cardDaysText, isOverdue } from './board-filter';
import { STATUS_STYLES } from './status-style';

export type BoardCardView = Pick<
  TBoardTile,
  | 'id'
  | 'propertyName'
  | 'clientName'
  | 'status'
  | 'daysOnBeds'
  | 'daysInTransit'
  | 'overBeds'
  | 'overTransit'
  | 'cleaningTeamName'
  | 'damagesCount'
  | 'missingCount'
> &
  Partial<Pick<TBoardTile, 'serviceRequestedFor' | 'pendingChargesPence'>>;

export interface LinenCardTileProps {
  card: BoardCardView;
  /** Buttons under the card (Details, the column's move). */
  actions?: ReactNode;
  /** The drag handle, top right. */
  dragHandle?: ReactNode;
  /** The card is being dragged (the overlay shows it; the original fades). */
  dragging?: boolean;
  /** Rendered in the drag overlay. */
  overlay?: boolean;
}

export function LinenCardTile({ card, actions, dragHandle, dragging, overlay }: LinenCardTileProps) {
  const overdue = isOverdue(card);
  return (
    <article
      aria-label={card.propertyName}
      className={cn(
        'rounded-lg border border-l-4 border-slate-200 bg-white p-3 shadow-sm',
        STATUS_STYLES[card.status].edge,
        overdue && 'motion-safe:animate-overdue-flash motion-reduce:bg-red-50 motion-reduce:ring-2 motion-reduce:ring-red-600',
        dragging && 'opacity-40',
        overlay && 'rotate-1 shadow-lg',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{card.propertyName}</h3>
          <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{card.clientName}</p>
        </div>
        {dragHandle}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-slate-600" />
          {cardDaysText(card)}
        </span>
        {overdue && (
          <Badge variant="danger">
            <TriangleAlert aria-hidden="true" />
            Overdue
          </Badge>
        )}
        {/* Issue 18: the hire clock's charges not yet paid or waived. */}
        {(card.pendingChargesPence ?? 0) > 0 && (
          <Badge variant="warning">
            <PoundSterling aria-hidden="true" />
            Charge {formatPence(card.pendingChargesPence!)} pending
          </Badge>
        )}
      </div>
      {card.cleaningTeamName && (
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-700">
          <Users aria-hidden="true" className="size-4 text-slate-600" />
          <span className="[overflow-wrap:anywhere]">{card.cleaningTeamName}</span>
        </p>
      )}
      <ServiceRequestedFor date={card.serviceRequestedFor} className="mt-1" />
      {(card.damagesCount > 0 || card.missingCount > 0) && (
        <p className="mt-1 text-xs text-slate-700">
          {card.damagesCount} damaged · {card.missingCount} missing
        </p>
      )}
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
