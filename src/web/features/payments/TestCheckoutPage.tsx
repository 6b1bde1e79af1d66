/**
 * /checkout/test/:id: the built-in test checkout's hosted page (DESIGN §6), used when Stripe is not
 * configured. Shows the pending checkout; Pay makes the server send a signed payment event through
 * the payment webhook, then goes to /success; Cancel returns to /pricing. No card is charged.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { FlaskConical, Lock } from 'lucide-react';
import { MODE_LABELS } from '@shared/domain/checkout';
import { formatPence } from '@shared/domain/money';
import { PublicPageLayout } from '@web/components/PublicPageLayout';
import { Alert, Button, Card, SectionSpinner } from '@web/components/ui';
import { ApiError, errorMessage } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCheckoutSession } from './use-checkout-session';
import { useTestCheckoutAction } from './use-test-checkout';

const PURPOSE_TITLES = {
  purchase: 'Services',
  deposit: 'Damage deposit',
  collection: 'Collection invoice',
  damage: 'Damage charge',
  charge: 'Charge',
} as const;

export const TEST_PAYMENT_NOTICE = 'Test payment — no card is charged';

export default function TestCheckoutPage() {
  useDocumentTitle('Test checkout');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useCheckoutSession(id);
  const action = useTestCheckoutAction();
  const leaving = action.isSuccess;

  function run(kind: 'pay' | 'cancel') {
    action.mutate(
      { id, action: kind },
      {
        onSuccess: ({ url }) => {
          const target = new URL(url, window.location.origin);
          if (target.origin === window.location.origin) navigate(target.pathname + target.search);
          else window.location.assign(url);
        },
      },
    );
  }

  let content;
  if (session.isPending) {
    content = <SectionSpinner label="Loading checkout" />;
  } else if (session.isError) {
    const status = session.error instanceof ApiError ? session.error.status : 0;
    content =
      status === 401 ? (
        <Alert variant="warning" title="Please sign in" action={<Button asChild size="sm"><Link to="/login">Sign in</Link></Button>}>
          Sign in with the account that started this checkout, then open the checkout link again.
        </Alert>
      ) : (
        <Alert variant="error" title="No valid session found" action={<Button asChild size="sm" variant="outline"><Link to="/pricing">Back to Pricing</Link></Button>}>
          {status === 404 ? 'This checkout does not exist or belongs to another account.' : errorMessage(session.error)}
        </Alert>
      );
  } else {
    const s = session.data;
    const total = formatPence(s.totalPence);
    content = (
      <Card className="overflow-hidden">
        <div className="space-y-3 border-b border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
          <p className="flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
            <FlaskConical aria-hidden="true" className="size-4 shrink-0" /> {TEST_PAYMENT_NOTICE}
          </p>
          <p className="text-sm text-slate-600">
            {PURPOSE_TITLES[s.purpose] ?? 'Payment'}
            {s.reference.propertyName ? ` · ${s.reference.propertyName}` : ''}
          </p>
        </div>
        <div className="px-5 py-4 sm:px-6">
          <h2 className="sr-only">Order summary</h2>
          <ul className="divide-y divide-slate-100" aria-label="Items">
            {s.lineItems.map((item) => (
              <li key={item.priceId} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{item.name}</p>
                  <p className="text-sm text-slate-600">
                    {item.quantity > 1 ? `${item.quantity} × ${formatPence(item.amountPence)} · ` : ''}
                    {MODE_LABELS[s.mode].price}
                  </p>
                </div>
                <p className="shrink-0 font-medium tabular-nums text-slate-900">{formatPence(item.amountPence * item.quantity)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex items-center justify-between border-t border-slate-200 pt-4">
            <p className="font-semibold text-slate-900">Total{s.mode === 'subscription' ? ' per month' : ''}</p>
            <p className="text-xl font-semibold tabular-nums text-slate-900">{total}</p>
          </div>
        </div>
        <div className="space-y-4 border-t border-slate-200 px-5 py-4 sm:px-6">
          {s.status === 'complete' ? (
            <Alert
              variant="success"
              title="This checkout has been paid"
              action={
                <Button asChild size="sm">
                  <Link to={`/success?session_id=${encodeURIComponent(s.providerSessionId ?? s.id)}`}>View payment</Link>
                </Button>
              }
            />
          ) : s.status === 'expired' ? (
            <Alert
              variant="warning"
              title="This checkout was cancelled"
              action={
                <Button asChild size="sm" variant="outline">
                  <Link to="/pricing">Back to Pricing</Link>
                </Button>
              }
            >
              No payment was taken.
            </Alert>
          ) : (
            <>
              {action.isError && <Alert variant="error">{errorMessage(action.error, 'Failed to start payment process. Please try again.')}</Alert>}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  variant="outline"
                  onClick={() => run('cancel')}
                  disabled={action.isPending || leaving}
                  loading={action.isPending && action.variables?.action === 'cancel'}
                >
                  Cancel
                </Button>
                <Button
                  onClick={() => run('pay')}
                  disabled={action.isPending || leaving}
                  loading={(action.isPending || leaving) && action.variables?.action === 'pay'}
                  loadingText="Processing payment..."
                >
                  <Lock aria-hidden="true" /> Pay {total}
                </Button>
              </div>
            </>
          )}
        </div>
      </Card>
    );
  }

  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-lg space-y-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Test checkout</h1>
          <p className="text-sm text-slate-600">
            The built-in checkout used while Stripe is not configured. Paying records the payment exactly as a card
            payment would, but no card is charged.
          </p>
        </div>
        {content}
      </div>
    </PublicPageLayout>
  );
}
