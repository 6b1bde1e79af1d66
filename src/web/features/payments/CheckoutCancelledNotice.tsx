/**
 * /pricing is the checkout's cancel page (docs/product.md §2.2.13): back from a cancelled checkout
 * (?checkout=cancelled) it says nothing was charged, and after a deposit checkout offers the way back
 * to the property (the owner's portal, or the staff Properties screen).
 */
import { isPropertyOwner } from '@shared/domain/abilities';
import { useSearchParams } from 'react-router';
import { CHECKOUT_CANCELLED } from '@shared/domain/checkout';
import { UUID_PATTERN } from '@shared/schemas/ids';
import { useSession, subjectOf } from '@web/lib/session';
import { Alert, Button } from '@web/components/ui';
import { BackToPropertyLink } from './BackToPropertyLink';

export const CHECKOUT_CANCELLED_TITLE = 'Payment cancelled — nothing was charged';

export function CheckoutCancelledNotice() {
  const [params, setParams] = useSearchParams();
  const me = useSession();
  const cancelled = params.get(CHECKOUT_CANCELLED.param) === CHECKOUT_CANCELLED.value;
  const raw = params.get(CHECKOUT_CANCELLED.propertyParam) ?? '';
  const propertyId = cancelled && UUID_PATTERN.test(raw) ? raw : null;
  if (!cancelled) return null;

  const owner = isPropertyOwner(subjectOf(me));
  const dismiss = () => setParams({}, { replace: true });
  return (
    <Alert
      variant="warning"
      title={CHECKOUT_CANCELLED_TITLE}
      action={
        <>
          {propertyId && <BackToPropertyLink propertyId={propertyId} size="sm" />}
          <Button size="sm" variant="outline" onClick={dismiss}>
            Dismiss
          </Button>
        </>
      }
    >
      {propertyId
        ? `You left the checkout before paying, so the damage deposit is still due. You can pay it from ${owner ? 'the property’s setup steps in your portal' : 'the property’s onboarding checklist'} whenever you are ready.`
        : 'You left the checkout before paying. You can choose a service again below whenever you are ready.'}
    </Alert>
  );
}
