/**
 * Pending linen requests with Accept and Decline (with an optional reason) on the dashboard and /requests:
 * only those near the viewport are rendered, however many pages Load more added (issue 21's 3,000 DOM nodes).
 */
import { useState } from 'react';
import { Check, X } from 'lucide-react';
import type { TLinenRequestItem } from '@shared/schemas/requests';
import { formatDate } from '@shared/format-dates';
import { Badge, Button, EmptyState } from '@web/components/ui';
import { DeclineRequestDialog } from './DeclineRequestDialog';
import { useWindowRows } from '@web/lib/use-window-rows';
import { useDecide } from './use-decide';

/** A first guess of a request's height for the virtualiser; each rendered one is then measured. */
const ROW_HEIGHT = 120;

const SOURCE_LABELS: Record<TLinenRequestItem['source'], string> = { owner: 'Owner', staff: 'Staff', booking: 'Booking calendar' };

export function PendingRequestList({ requests, showClient }: { requests: TLinenRequestItem[]; showClient?: boolean }) {
  const decide = useDecide();
  const [declining, setDeclining] = useState<TLinenRequestItem | null>(null);
  const { listRef, items, before, after, measure } = useWindowRows<HTMLUListElement>(requests.length, ROW_HEIGHT);
  const dialog = (
    <DeclineRequestDialog
      request={declining}
      busy={declining !== null && decide.busyId === declining.id}
      onOpenChange={(open) => !open && setDeclining(null)}
      onDecline={(reason) => declining && decide.decline(declining.id, reason, () => setDeclining(null))}
    />
  );
  if (requests.length === 0)
    return (
      <>
        <EmptyState title="No pending requests" description="New linen requests waiting for a decision appear here." headingLevel={3} />
        {dialog}
      </>
    );
  return (
    <>
      <ul
        ref={listRef}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        aria-label="Pending linen requests"
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {items.map(({ index }) => {
          const r = requests[index];
          const busy = decide.busyId === r.id;
          return (
            <li key={r.id} data-index={index} ref={measure} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{r.propertyName}</p>
                <p className="text-sm text-slate-700">
                  Service on <span className="font-medium">{formatDate(r.requestedDate)}</span>
                  {showClient && r.clientName ? ` · ${r.clientName}` : ''}
                </p>
                {r.notes && <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{r.notes}</p>}
                <Badge variant="warning">Pending · {SOURCE_LABELS[r.source]}</Badge>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => decide.accept(r.id)}
                  aria-label={`Accept request for ${r.propertyName} on ${formatDate(r.requestedDate)}`}
                >
                  <Check aria-hidden="true" />
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => setDeclining(r)}
                  aria-label={`Decline request for ${r.propertyName} on ${formatDate(r.requestedDate)}`}
                >
                  <X aria-hidden="true" />
                  Decline
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}
