/**
 * /collection-payment/{collectionId} (spec part 2 §2 'Collection payment', §5; DESIGN §5.6): the
 * collection's details, its property's services as a checklist, a payment summary in pounds, 'Pay All
 * Services' and 'Pay Selected'. The spec's selection messages come from the server's own rules
 * (checkSelection, checkCollectionServices) before anything is sent; one checkout then pays every chosen
 * service. A paid collection says so and offers no checkout. Missing or another owner's: 'Collection Not Found'.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CreditCard, PackageOpen } from 'lucide-react';
import { checkSelection, MODE_LABELS } from '@shared/domain/checkout';
import { COLLECTION_MESSAGES as M } from '@shared/domain/collections';
import { formatPence } from '@shared/domain/money';
import { PAYMENT_DEADLINE_NOTICES } from '@shared/domain/payment-deadline';
import { checkCollectionServices } from '@shared/domain/purchases';
import { formatDate } from '@shared/format-dates';
import type { TCollectionDetail, TCollectionService } from '@shared/schemas/collections';
import { NotFound } from '@web/components/NotFound';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Checkbox, DetailItem, EmptyState, PageHeader, SectionSpinner } from '@web/components/ui';
import { isApiError, errorMessage } from '@web/lib/api';
import { checkoutErrorMessage } from '../payments/checkout-errors';
import { useStartCheckout } from '../payments/use-start-checkout';
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
      <PageHeader title="Collection Payment" description="Pay this collection's invoice with the property's services." />
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
  const { collection: c, services } = detail;
  const paid = c.invoiceStatus === 'paid';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="space-y-6">
        <Card>
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
              <DetailItem label="Collection Date">{formatDate(c.collectedAt)}</DetailItem>
              <DetailItem label="Cleaning Team">{c.cleaningTeamName ?? '—'}</DetailItem>
              <DetailItem label="Invoice">{formatPence(c.amountPence)}</DetailItem>
              <DetailItem label="Status">
                <CollectionStatusBadge state={c.state} />
                {paid ? (
                  c.paidAt && <span className="ml-2 text-slate-600">on {formatDate(c.paidAt)}</span>
                ) : (
                  <span className="ml-2 text-slate-600">due by {formatDate(c.deadline)}</span>
                )}
              </DetailItem>
              {c.notes && <DetailItem label="Notes">{c.notes}</DetailItem>}
            </dl>
          </CardContent>
        </Card>
        {paid ? (
          <Alert variant="success" title={M.alreadyPaid}>
            Nothing more to pay for this collection.
          </Alert>
        ) : (
          <Alert variant="warning" role="note">
            {PAYMENT_DEADLINE_NOTICES.collections}
          </Alert>
        )}
      </div>
      {!paid && <ServicesPayment collectionId={c.id} invoicePence={c.amountPence} services={services} />}
    </div>
  );
}

function ServicesPayment({ collectionId, invoicePence, services }: { collectionId: string; invoicePence: number; services: TCollectionService[] }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const start = useStartCheckout();
  const selected = services.filter((s) => chosen.has(s.priceId));
  const totalPence = selected.reduce((sum, s) => sum + (s.pricePence ?? 0), 0);

  function toggle(priceId: string, on: boolean) {
    setMessage(null);
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(priceId);
      else next.delete(priceId);
      return next;
    });
  }

  /** The server's own rules first, so the spec's messages show before any call. */
  function pay(priceIds: string[]) {
    const selection = checkSelection(priceIds, services);
    if (!selection.ok) return setMessage(selection.message);
    const cover = checkCollectionServices({
      chosen: selection.products.map((p) => ({ productId: p.id, amountPence: p.pricePence ?? 0, quantity: 1 })),
      propertyServiceIds: services.map((s) => s.id),
      invoicePence,
    });
    if (!cover.ok) return setMessage(cover.message);
    setMessage(null);
    start.mutate({ kind: 'collection', body: { changeoverId: collectionId, priceIds } });
  }

  function payAll() {
    const all = services.map((s) => s.priceId);
    setChosen(new Set(all));
    pay(all);
  }

  const error = message ?? (start.isError ? checkoutErrorMessage(start.error) : null);
  if (services.length === 0) {
    return (
      <Card className="self-start">
        <CardContent className="pt-6">
          <EmptyState
            icon={PackageOpen}
            title="No services chosen for this property"
            description="Choose the property's services first (Properties → Select Services), then pay here."
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>Services</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset>
          <legend className="sr-only">Choose the services to pay for</legend>
          {services.map((s) => (
            <Checkbox
              key={s.id}
              checked={chosen.has(s.priceId)}
              onCheckedChange={(v) => toggle(s.priceId, v === true)}
              label={`${s.name} · ${s.pricePence ? formatPence(s.pricePence) : 'Contact us'}`}
              description={MODE_LABELS[s.mode].price}
            />
          ))}
        </fieldset>
        <section aria-label="Payment summary" className="rounded-lg bg-slate-50 p-3 text-sm">
          <h3 className="mb-2 font-semibold text-slate-900">Payment summary</h3>
          <dl className="space-y-1">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Services selected</dt>
              <dd className="tabular-nums">{selected.length}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Invoice</dt>
              <dd className="tabular-nums">{formatPence(invoicePence)}</dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold text-slate-900">
              <dt>Total to pay</dt>
              <dd className="tabular-nums">{formatPence(totalPence)}</dd>
            </div>
          </dl>
        </section>
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-col gap-2">
          <Button onClick={payAll} disabled={start.isPending}>
            <CreditCard aria-hidden="true" />
            Pay All Services
          </Button>
          <Button variant="outline" onClick={() => pay([...chosen])} disabled={start.isPending}>
            Pay Selected
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
