/**
 * A refund as owners and staff read it: 'Deposit refunded £X on {date}' once the provider confirmed it,
 * 'Deposit refund of £X pending' until then (and 'failed' if the provider refused it). One wording,
 * from shared/domain/deposit-refund.
 */
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { depositRefundText } from '@shared/domain/deposit-refund';
import type { TDepositRefundSummary } from '@shared/schemas/deposit-refunds';
import { cn } from '@web/lib/cn';

const tones = {
  succeeded: { icon: CircleCheck, className: 'text-green-800' },
  pending: { icon: Clock, className: 'text-amber-800' },
  failed: { icon: TriangleAlert, className: 'text-red-800' },
} as const;

export function DepositRefundStatus({ refund, className }: { refund: TDepositRefundSummary; className?: string }) {
  const tone = tones[refund.status];
  const Icon = tone.icon;
  return (
    <span className={cn('inline-flex items-start gap-1.5 text-sm font-medium', tone.className, className)} data-testid="deposit-refund-status">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{depositRefundText(refund)}</span>
    </span>
  );
}
