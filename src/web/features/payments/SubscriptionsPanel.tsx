/**
 * /pricing's 'Your subscriptions': the active main plan and add-ons, each with 'Cancel subscription'
 * (asked first). With Stripe, 'Manage billing' opens Stripe's customer portal (cards, invoices).
 */
import { ExternalLink } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import type { TActiveSubscription } from '@shared/schemas/payments';
import { Alert, Badge, Button, Card, useConfirm } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useBillingPortal } from './use-billing-portal';
import { useCancelSubscription } from './use-cancel-subscription';
import { usePaymentsStatus } from './use-payments-status';

const KIND_LABEL = { plan: 'Plan', addon: 'Add-on' } as const;

export function SubscriptionsPanel({ subscriptions }: { subscriptions: TActiveSubscription[] }) {
  const status = usePaymentsStatus();
  const cancel = useCancelSubscription();
  const portal = useBillingPortal();
  const confirm = useConfirm();
  const stripe = status.data?.provider === 'stripe';
  if (subscriptions.length === 0) return null;

  async function cancelOne(sub: TActiveSubscription) {
    const ok = await confirm({
      title: `Cancel ${sub.name}?`,
      description:
        sub.kind === 'plan'
          ? `Your ${sub.name} plan ends now and is no longer billed. Your add-ons stay until you cancel them.`
          : `The ${sub.name} add-on ends now and is no longer billed. Your plan stays as it is.`,
      confirmLabel: 'Cancel subscription',
      cancelLabel: 'Keep it',
      destructive: true,
    });
    if (ok) cancel.mutate(sub.id);
  }

  return (
    <Card aria-labelledby="your-subscriptions" className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="your-subscriptions" className="text-base font-semibold text-slate-900">
            Your subscriptions
          </h2>
          <p className="text-sm text-slate-600">A plan changes when you subscribe to another plan; add-ons sit beside it.</p>
        </div>
        {stripe && (
          <Button variant="outline" size="sm" loading={portal.isPending || portal.isSuccess} loadingText="Opening..." onClick={() => portal.mutate()}>
            <ExternalLink aria-hidden="true" /> Manage billing
          </Button>
        )}
      </div>
      {cancel.isError && (
        <Alert variant="error" title="The subscription was not cancelled" className="mt-3">
          {errorMessage(cancel.error)}
        </Alert>
      )}
      {cancel.data?.status === 'cancel_requested' && (
        <Alert variant="info" title="Cancelled at Stripe" className="mt-3">
          It leaves this list as soon as Stripe confirms the cancellation.
        </Alert>
      )}
      {portal.isError && (
        <Alert variant="error" title="Billing could not be opened" className="mt-3">
          {errorMessage(portal.error)}
        </Alert>
      )}
      <ul className="mt-4 divide-y divide-slate-200" aria-label="Active subscriptions">
        {subscriptions.map((sub) => (
          <li key={sub.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {sub.name}
                <Badge variant={sub.kind === 'plan' ? 'brand' : 'purple'}>{KIND_LABEL[sub.kind]}</Badge>
              </p>
              {sub.pricePence !== null && <p className="text-sm text-slate-600">{formatPence(sub.pricePence)} per month</p>}
            </div>
            <Button
              variant="outline"
              size="sm"
              loading={cancel.isPending && cancel.variables === sub.id}
              loadingText="Cancelling..."
              disabled={cancel.isPending}
              onClick={() => void cancelOne(sub)}
              aria-label={`Cancel subscription: ${sub.name}`}
            >
              Cancel subscription
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
