/** 'Charges pending' (issue 18): the owner's pending charges in total, linking to the portal's Payments due. Hidden when none. */
import { Link } from 'react-router';
import { ChevronRight, PoundSterling } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import type { TDashboard } from '@shared/schemas/requests';

export function PendingChargesLink({ pending }: { pending: TDashboard['pendingCharges'] }) {
  if (pending.count === 0) return null;
  return (
    <Link
      to="/portal?tab=payments-due"
      className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 shadow-sm hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex items-center gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-white text-red-700">
          <PoundSterling aria-hidden="true" className="size-4" />
        </span>
        <span>
          <span className="block text-sm font-medium">Charges pending</span>
          <span className="block text-xl font-semibold" data-testid="charges-pending-total">
            {formatPence(pending.pence)}
          </span>
        </span>
      </span>
      <span className="flex items-center gap-1 text-sm font-medium">
        {pending.count === 1 ? '1 charge' : `${pending.count} charges`} · Pay now
        <ChevronRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}
