/**
 * /success?session_id=...: a processing spinner, a 2 s wait, a refetch of products, payments, the
 * session and the checkout, then success. Only the webhook marks anything paid, and the page says
 * 'Payment successful!' only once the server reports the checkout complete: while it is still open the
 * page keeps polling for a short while and says 'Payment processing'. Without a session_id, or with one
 * that is not the caller's checkout, there is no payment to confirm, and it says so.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import { homePathFor, meQueryKey, useSession } from '@web/lib/session';
import type { TCheckoutSession } from '@shared/schemas/payments';
import { Alert, Button, Card, PageHeader, Spinner } from '@web/components/ui';
import { ApiError, errorMessage } from '@web/lib/api';
import { BackToPropertyLink } from './BackToPropertyLink';
import { paidForText } from './purpose-text';
import { paymentKeys } from './query-keys';
import { useCheckoutSession } from './use-checkout-session';

export const SUCCESS_WAIT_MS = 2000;
const POLL_MS = 1500;
const POLL_FOR_MS = 30_000;

export const NO_PAYMENT_TITLE = 'No payment to confirm';

function NoPaymentToConfirm({ children }: { children: ReactNode }) {
  return (
    <Alert variant="info" title={NO_PAYMENT_TITLE}>
      {children}
    </Alert>
  );
}

/** Purposes paid for a property: /success leads back to it. */
const PROPERTY_PURPOSES = new Set(['deposit', 'collection', 'damage', 'charge']);

function Links({ session }: { session: TCheckoutSession | undefined }) {
  const me = useSession();
  const propertyId = session && PROPERTY_PURPOSES.has(session.purpose) ? session.reference.propertyId : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      {propertyId && <BackToPropertyLink propertyId={propertyId} name={session?.reference.propertyName} />}
      <Button asChild variant={propertyId ? 'outline' : 'primary'}>
        <Link to={homePathFor(me)}>Dashboard</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/pricing">Back to Pricing</Link>
      </Button>
    </div>
  );
}

export default function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const queryClient = useQueryClient();
  const [waited, setWaited] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const wait = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.products });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.orders });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      setWaited(true);
    }, SUCCESS_WAIT_MS);
    const stop = setTimeout(() => setGaveUp(true), SUCCESS_WAIT_MS + POLL_FOR_MS);
    return () => {
      clearTimeout(wait);
      clearTimeout(stop);
    };
  }, [queryClient]);

  const session = useCheckoutSession(sessionId, { enabled: waited, pollMs: gaveUp ? false : POLL_MS });
  const data = session.data;
  const status = data?.status;

  // The plan box and other screens read the session: refresh it once the payment is confirmed.
  useEffect(() => {
    if (status === 'complete') void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [status, queryClient]);

  let body;
  if (!sessionId) {
    body = <NoPaymentToConfirm>There is no checkout to confirm on this page. Payments are confirmed here on the way back from checkout.</NoPaymentToConfirm>;
  } else if (!waited || session.isPending) {
    body = (
      <Card className="grid min-h-56 place-items-center p-8">
        <Spinner size="lg" label="Processing your payment..." />
      </Card>
    );
  } else if (session.isError && session.error instanceof ApiError && session.error.status === 404) {
    body = <NoPaymentToConfirm>This link does not match any checkout of yours, so nothing is waiting to be confirmed.</NoPaymentToConfirm>;
  } else if (session.isError || !data) {
    body = (
      <Alert
        variant="warning"
        title="We could not check this payment"
        action={
          <Button size="sm" variant="outline" onClick={() => void session.refetch()} loading={session.isFetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(session.error)} If you paid, the payment will appear on your account as soon as the payment provider
        confirms it.
      </Alert>
    );
  } else if (data.status === 'complete') {
    const s = data;
    body = (
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col items-start gap-4 sm:flex-row">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-green-100 text-green-700">
            <CircleCheck aria-hidden="true" className="size-7" />
          </span>
          <div className="min-w-0 space-y-2" role="status">
            <h2 className="text-xl font-semibold text-slate-900">Payment successful!</h2>
            <p className="text-slate-700">{paidForText(s)}</p>
            <p className="text-sm text-slate-600">
              Amount paid: <strong className="text-slate-900">{formatPence(s.order?.amountTotalPence ?? s.totalPence)}</strong>
              {s.mode === 'subscription' && ' per month'}
            </p>
          </div>
        </div>
      </Card>
    );
  } else if (data.status === 'expired') {
    body = (
      <Alert variant="warning" title="Checkout cancelled">
        This checkout was cancelled, so no payment was taken.
      </Alert>
    );
  } else if (!gaveUp) {
    body = (
      <Card className="grid min-h-56 place-items-center p-8 text-center">
        <div className="space-y-3">
          <Spinner size="lg" label="Payment processing" />
          <p className="text-sm text-slate-600">Waiting for the payment provider to confirm your payment...</p>
        </div>
      </Card>
    );
  } else {
    body = (
      <Alert variant="info" title="Payment processing">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" /> Your payment is still being confirmed.
        </span>{' '}
        It will appear on your account as soon as the payment provider confirms it; you can leave this page.
      </Alert>
    );
  }

  return (
    <>
      <PageHeader title="Payment" description="The result of your checkout." />
      <div className="max-w-2xl space-y-6">
        {body}
        <Links session={data} />
      </div>
    </>
  );
}
