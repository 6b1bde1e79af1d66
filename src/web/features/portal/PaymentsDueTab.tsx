/**
 * The portal's Payments due tab (issue 10 items 1, 3): the owner's unpaid collection invoices and the
 * damage charges staff asked them to pay, each with its deadline (or Overdue), the damage photos as
 * thumbnails (click to enlarge) and Pay: a collection on its payment page, a damage straight to checkout.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CreditCard } from 'lucide-react';
import { CHARGE_KIND_LABELS } from '@shared/domain/charges';
import { formatPence } from '@shared/domain/money';
import { PAYMENT_DEADLINE_NOTICES } from '@shared/domain/payment-deadline';
import { formatDate } from '@shared/format-dates';
import type { TPaymentDue } from '@shared/schemas/collections';
import { Alert, Badge, Button, Dialog, EmptyState } from '@web/components/ui';
import { apiUrl } from '@web/lib/api-client';
import { collectionPaymentPath } from '../collections/CollectionsTable';
import { InvoiceLink } from '../invoices/InvoiceLink';
import { checkoutErrorMessage } from '../payments/checkout-errors';
import { useStartCheckout } from '../payments/use-start-checkout';

export const damagePhotoUrl = (activityId: string, photoId: string) => apiUrl('/api/damages/{id}/photos/{photoId}', { path: { id: activityId, photoId } });

const KIND_LABELS: Record<TPaymentDue['kind'], string> = { collection: 'Collection invoice', damage: 'Damage charge', charge: 'Charge' };
/** A charge is named by its kind (Late changeover, Late payment fee). */
const kindLabelOf = (item: TPaymentDue) => (item.chargeKind ? CHARGE_KIND_LABELS[item.chargeKind] : KIND_LABELS[item.kind]);

export function PaymentsDueTab({ items }: { items: TPaymentDue[] }) {
  const [photo, setPhoto] = useState<{ item: TPaymentDue; photoId: string; n: number } | null>(null);
  if (items.length === 0) {
    return <EmptyState icon={CircleCheck} headingLevel={2} title="Nothing to pay" description="Collection invoices, damage charges and other charges appear here when they are due." />;
  }
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Alert variant="warning" role="note">
          {PAYMENT_DEADLINE_NOTICES.collections}
        </Alert>
        <Alert variant="warning" role="note">
          {PAYMENT_DEADLINE_NOTICES.damages}
        </Alert>
      </div>
      <ul aria-label="Payments due" className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {items.map((item) => (
          <DueCard key={`${item.kind}-${item.id}`} item={item} onPhoto={(photoId, n) => setPhoto({ item, photoId, n })} />
        ))}
      </ul>
      <Dialog
        open={photo !== null}
        onOpenChange={(open) => !open && setPhoto(null)}
        title={photo ? `${photo.item.itemName ?? 'Damage'}, photo ${photo.n}` : 'Photo'}
        description={photo ? `${photo.item.propertyName}, recorded ${formatDate(photo.item.enteredAt)}` : undefined}
      >
        {photo && (
          <img
            src={damagePhotoUrl(photo.item.id, photo.photoId)}
            alt={`Photo ${photo.n} of the damaged ${photo.item.itemName ?? 'item'}`}
            className="mx-auto max-h-[70vh] w-auto rounded-lg"
          />
        )}
      </Dialog>
    </div>
  );
}

function DueCard({ item, onPhoto }: { item: TPaymentDue; onPhoto: (photoId: string, n: number) => void }) {
  const what =
    item.kind === 'damage' ? `${item.itemName ?? 'Damaged item'} × ${item.quantity}` : item.kind === 'charge' ? (item.reason ?? '') : 'Collected linen';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{kindLabelOf(item)}</p>
          <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{item.propertyName}</h3>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{what}</p>
        </div>
        <p className="text-lg font-semibold text-slate-900 tabular-nums">{formatPence(item.amountPence)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>
          {item.kind === 'charge' ? 'Added' : 'Entered'} {formatDate(item.enteredAt)}
        </span>
        <span aria-hidden="true">·</span>
        {item.overdue ? <Badge variant="danger">Overdue</Badge> : <span>Due by {formatDate(item.deadline)}</span>}
      </div>
      {item.photoIds.length > 0 && (
        <ul aria-label="Photos" className="flex flex-wrap gap-2">
          {item.photoIds.map((photoId, i) => (
            <li key={photoId}>
              <button
                type="button"
                onClick={() => onPhoto(photoId, i + 1)}
                className="block overflow-hidden rounded-md ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                aria-label={`Enlarge photo ${i + 1} of ${item.photoIds.length}`}
              >
                <img src={damagePhotoUrl(item.id, photoId)} alt="" loading="lazy" className="size-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex items-center justify-end gap-4">
        <InvoiceLink source={item.kind} sourceId={item.id} label={`The invoice of this ${kindLabelOf(item).toLowerCase()}`} />
        {item.kind === 'collection' ? <PayCollection id={item.id} /> : <PayByCheckout item={item} />}
      </div>
    </li>
  );
}

function PayCollection({ id }: { id: string }) {
  return (
    <Button asChild size="sm">
      <Link to={collectionPaymentPath(id)}>
        <CreditCard aria-hidden="true" />
        Pay
      </Link>
    </Button>
  );
}

/** A damage charge or a charge goes straight to the checkout. */
function PayByCheckout({ item }: { item: TPaymentDue }) {
  const start = useStartCheckout();
  return (
    <div className="flex w-full flex-col items-end gap-2">
      {start.isError && (
        <Alert variant="error" className="w-full">
          {checkoutErrorMessage(start.error)}
        </Alert>
      )}
      <Button
        size="sm"
        onClick={() => start.mutate(item.kind === 'charge' ? { kind: 'charge', chargeId: item.id } : { kind: 'damage', activityId: item.id })}
        disabled={start.isPending}
      >
        <CreditCard aria-hidden="true" />
        {start.isPending ? 'Starting…' : 'Pay'}
      </Button>
    </div>
  );
}
