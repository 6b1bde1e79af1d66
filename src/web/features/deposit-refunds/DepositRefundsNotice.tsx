/**
 * The owner's portal: the deposit refunds of properties it no longer lists (archived ones), each as
 * '{property}: Deposit refunded £X on {date}' (or pending). The refunds of listed properties are shown
 * on their own cards.
 */
import { Undo2 } from 'lucide-react';
import type { TDepositRefundListItem } from '@shared/schemas/deposit-refunds';
import { Card } from '@web/components/ui';
import { DepositRefundStatus } from './DepositRefundStatus';

export function DepositRefundsNotice({ refunds, listedIds }: { refunds: TDepositRefundListItem[]; listedIds: string[] }) {
  const listed = new Set(listedIds);
  const others = refunds.filter((r) => !listed.has(r.propertyId));
  if (others.length === 0) return null;
  return (
    <Card aria-labelledby="deposit-refunds-heading" className="space-y-3 p-4 sm:p-5">
      <h2 id="deposit-refunds-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Undo2 aria-hidden="true" className="size-4 text-slate-600" />
        Deposit refunds
      </h2>
      <ul className="space-y-2">
        {others.map((r) => (
          <li key={r.propertyId} className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-baseline sm:gap-2">
            <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{r.propertyName}</span>
            <DepositRefundStatus refund={r} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The refund of one property from the owner's list, or undefined. */
export const refundOf = (refunds: TDepositRefundListItem[] | undefined, propertyId: string) => refunds?.find((r) => r.propertyId === propertyId);
