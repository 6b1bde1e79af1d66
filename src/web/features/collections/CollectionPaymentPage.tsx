/**
 * /collection-payment/{collectionId} (docs/product.md §2.2 'Collection payment', §5; DESIGN §5.6; issue 19
 * Experience High 1): the collection's details, the invoice's lines (the property's services at
 * Collect, shown ticked and fixed), a payment summary in pounds and 'Pay All Services', which pays what
 * is still owed in one checkout whatever the services are. A £0 invoice says there is nothing to pay; a
 * paid collection says so and offers no checkout. Missing or another owner's: 'Collection Not Found'. A
 * collection a courier's phone made links to its proof at the door (decision 0191).
 */
import { Link, useParams } from 'react-router';
import { ArrowLeft, Check, CreditCard } from 'lucide-react';
import { COLLECTION_MESSAGES as M, COLLECTION_PAYMENT_MESSAGES } from '@shared/domain/collections';
import { canStartCollectionCheckout } from '@shared/domain/abilities';
import { formatPence } from '@shared/domain/money';
import { PAYMENT_DEADLINE_NOTICES } from '@shared/domain/payment-deadline';
import { formatDate } from '@shared/format-dates';
import type { TCollectionDetail } from '@shared/schemas/collections';
import { useSession, subjectOf } from '@web/lib/session';
import { NotFound } from '@web/components/NotFound';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, DetailItem, PageHeader, SectionSpinner } from '@web/components/ui';
import { isApiError, errorMessage } from '@web/lib/api';
import { checkoutErrorMessage } from '../payments/checkout-errors';
import { useStartCheckout } from '../payments/use-start-checkout';
import { ProofLink } from '../visit-proof/ProofLink';
import { InvoiceLink } from '../invoices/InvoiceLink';
import { CollectionStatusBadge } from './CollectionStatusBadge';
import { useCollection } from './use-collection';

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to="/collections">
        <ArrowLeft aria-hidden="true" />
        Back to Collections
      </Link>
    </Button>
  );
}

export default function CollectionPaymentPage() {
  const { collectionId = '' } = useParams();
  const query = useCollection(collectionId);
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <NotFound title={M.notFoundTitle} message={M.notFound} backTo="/collections" backLabel="Back to Collections" />;
  }
  return (
    <>
      <BackLink />
      <PageHeader title="Collection Payment" description="Pay this collection's invoice in one payment." />
      {query.isError ? (
        <Alert variant="error" title={M.loadOneFailed}>
          {errorMessage(query.error, 'Please try again.')}
        </Alert>
      ) : !query.data ? (
        <SectionSpinner label="Loading the collection" />
      ) : (
        <PaymentBody detail={query.data} />
      )}
    </>
  );
}


function PaymentBody({ detail }: { detail: TCollectionDetail }) {
  const { collection: c } = detail;
  const paid = c.invoiceStatus === 'paid';
  // A £0 invoice (no services at Collect) has nothing owed: no deadline to meet.
  const owes = detail.owedPence > 0;
  // One column on a phone: details, then the invoice and its Pay button, then the notice.
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:grid-rows-[auto_1fr]">
      <Card className="lg:col-start-1 lg:row-start-1">
        <CardHeader>
          <CardTitle>Collection details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <DetailItem label="Property">
              {c.propertyName}
              {c.propertyAddress && <span className="block text-slate-600">{c.propertyAddress}</span>}
            </DetailItem>
            <DetailItem label="Client">{c.clientName}</DetailItem>
            <DetailItem label="Collection Date">
              {formatDate(c.collectedAt)}
              {c.visitId && (
                <span className="mt-1.5 block">
                  <ProofLink visitId={c.visitId} about={`the collection of ${formatDate(c.collectedAt)} at ${c.propertyName}`} />
                </span>
              )}
            </DetailItem>
            <DetailItem label="Cleaning Team">{c.cleaningTeamName ?? '—'}</DetailItem>
            <DetailItem label="Invoice">
              {formatPence(c.amountPence)}
              {c.amountPence > 0 && (
                <span className="mt-1.5 block">
                  <InvoiceLink source="collection" sourceId={c.id} />
                </span>
              )}
            </DetailItem>
            <DetailItem label="Status">
              <CollectionStatusBadge state={c.state} />
              {paid
                ? c.paidAt && <span className="ml-2 text-slate-600">on {formatDate(c.paidAt)}</span>
                : owes && <span className="ml-2 text-slate-600">due by {formatDate(c.deadline)}</span>}
            </DetailItem>
            {c.notes && <DetailItem label="Notes">{c.notes}</DetailItem>}
          </dl>
        </CardContent>
      </Card>
      <InvoicePayment collectionId={c.id} detail={detail} />
      {paid ? (
        <Alert variant="success" title={M.alreadyPaid} className="self-start lg:col-start-1 lg:row-start-2">
          Nothing more to pay for this collection.
        </Alert>
      ) : (
        owes && (
          <Alert variant="warning" role="note" className="self-start lg:col-start-1 lg:row-start-2">
            {PAYMENT_DEADLINE_NOTICES.collections}
          </Alert>
        )
      )}
    </div>
  );
}

/**
 * The invoice's lines, fixed at Collect and shown ticked (nothing to choose), the payment summary and
 * 'Pay All Services': one checkout for everything still owed. A £0 invoice says there is nothing to pay;
 * a paid one shows what was paid, with no button.
 */
function InvoicePayment({ collectionId, detail }: { collectionId: string; detail: TCollectionDetail }) {
  const start = useStartCheckout();
  const me = useSession();
  const { collection: c, lines, owedPence } = detail;
  const paid = c.invoiceStatus === 'paid';
  const paidSoFar = paid ? c.amountPence : Math.min(c.amountPaidPence, c.amountPence);
  const error = start.isError ? checkoutErrorMessage(start.error) : null;
  return (
    <Card className="self-start lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <CardHeader>
        <CardTitle>Services</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {lines.length > 0 ? (
          <ul aria-label="Services on this invoice" className="divide-y divide-slate-100">
            {lines.map((line, i) => (
              <li key={`${line.productId ?? 'invoice'}-${i}`} className="flex items-start gap-3 py-2.5 text-sm">
                <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center rounded border border-brand-700 bg-brand-700 text-white">
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
                <span className="min-w-0 flex-1 font-medium break-words text-slate-800">{line.name}</span>
                <span className="tabular-nums text-slate-800">{formatPence(line.amountPence)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No services were on this property when the linen was collected.</p>
        )}
        {lines.length > 0 && (
          <p className="text-xs text-slate-600">The services on the property when the linen was collected, fixed on the invoice.</p>
        )}
        <section aria-label="Payment summary" className="rounded-lg bg-slate-50 p-3 text-sm">
          <h3 className="mb-2 font-semibold text-slate-900">Payment summary</h3>
          <dl className="space-y-1">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Invoice</dt>
              <dd className="tabular-nums">{formatPence(c.amountPence)}</dd>
            </div>
            {paidSoFar > 0 && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{paid ? 'Paid' : 'Paid so far'}</dt>
                <dd className="tabular-nums">−{formatPence(paidSoFar)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold text-slate-900">
              <dt>Total to pay</dt>
              <dd className="tabular-nums">{formatPence(owedPence)}</dd>
            </div>
          </dl>
        </section>
        {error && <Alert variant="error">{error}</Alert>}
        {paid ? null : owedPence > 0 && !canStartCollectionCheckout(subjectOf(me)) ? (
          <Alert variant="info">{COLLECTION_PAYMENT_MESSAGES.ownerOrStaffOnly}</Alert>
        ) : owedPence > 0 ? (
          <Button
            className="w-full"
            onClick={() => start.mutate({ kind: 'collection', body: { changeoverId: collectionId } })}
            disabled={start.isPending}
          >
            <CreditCard aria-hidden="true" />
            Pay All Services
          </Button>
        ) : (
          <Alert variant="info" title="Nothing to pay">
            {COLLECTION_PAYMENT_MESSAGES.nothingToPay}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
