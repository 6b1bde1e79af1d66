/**
 * Task 3's action, the same wherever the checklist is shown: 'Deposit paid' once paid, else 'Pay £100'
 * (for callers who may pay), even when the task was ticked by hand, since a tick is not a payment.
 * Its note is depositTaskNote (shared/domain/onboarding).
 */
import { Badge } from '@web/components/ui';
import { PayDepositButton } from './PayDepositButton';

export function DepositTaskAction({ property }: { property: { id: string; depositPaid: boolean } }) {
  if (property.depositPaid) return <Badge variant="success">Deposit paid</Badge>;
  return <PayDepositButton propertyId={property.id} />;
}

