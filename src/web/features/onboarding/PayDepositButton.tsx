import { CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import { canPayDeposit } from '@shared/domain/abilities';
import { PROPERTY_MESSAGES } from '@shared/domain/properties';
import { useSession, subjectOf } from '@web/lib/session';
import { Button } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useDepositCheckout } from './use-deposit-checkout';
import { usePaymentsStatus } from './use-payments-status';

export const PAYMENTS_NOT_READY = 'Card payments are being set up';

/**
 * 'Pay £100': starts the damage deposit checkout for a property; disabled while card payments are not
 * set up. Not shown at all to callers the server would refuse (see canPayDeposit), e.g. couriers.
 */
export function PayDepositButton({ propertyId, size = 'sm' }: { propertyId: string; size?: 'sm' | 'md' }) {
  const me = useSession();
  if (!canPayDeposit(subjectOf(me))) return null;
  return <PayDeposit propertyId={propertyId} size={size} />;
}

function PayDeposit({ propertyId, size }: { propertyId: string; size: 'sm' | 'md' }) {
  const status = usePaymentsStatus();
  const checkout = useDepositCheckout();
  const enabled = status.data === true;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size={size}
        disabled={!enabled}
        loading={checkout.isPending}
        loadingText="Starting payment..."
        onClick={() =>
          checkout.mutate(propertyId, {
            onError: (error) => toast.error(errorMessage(error, PROPERTY_MESSAGES.failedStartPayment)),
          })
        }
      >
        <CreditCard aria-hidden="true" />
        Pay £100
      </Button>
      {!enabled && !status.isPending && <span className="text-xs text-slate-600">{PAYMENTS_NOT_READY}</span>}
    </div>
  );
}
