/**
 * A paid checkout on its invoice (issue 23; decision 0194): in the webhook's transaction, the payment is
 * recorded towards the invoice of what it paid for (a collection, damage charge, charge or deposit),
 * and what has no invoice yet gets one from the checkout's lines, paid at issue: a purchase or a plan, a
 * deposit (a deposit receipt when the business treats deposits as money held), a damage charge staff
 * paid before asking the owner. A duplicate payment (to refund) is not recorded towards anything.
 */
import type { CheckoutPurpose } from '@shared/schemas/payments';
import type { InvoiceSource } from '@shared/domain/invoices';
import type { Tx } from '../../db/client';
import { issueInvoice, recordInvoicePayment } from '../invoices';
import type { CheckoutRow } from './payments.repo';

/** The invoice a checkout's purpose pays: its source and the record's id in the reference (null: none). */
export function invoiceSourceOf(checkout: Pick<CheckoutRow, 'id' | 'purpose' | 'mode' | 'reference'>): { source: InvoiceSource; sourceId: string } | null {
  const ref = checkout.reference;
  const by: Record<CheckoutPurpose, () => string | undefined> = {
    collection: () => ref.changeoverId,
    damage: () => ref.activityId,
    charge: () => ref.chargeId,
    deposit: () => ref.propertyId,
    purchase: () => checkout.id,
  };
  const purpose = checkout.purpose as CheckoutPurpose;
  const sourceId = Object.hasOwn(by, purpose) ? by[purpose]() : undefined;
  if (!sourceId) return null;
  const source: InvoiceSource = purpose === 'purchase' ? (checkout.mode === 'subscription' ? 'subscription' : 'purchase') : purpose;
  return { source, sourceId };
}

export async function invoicePaidCheckout(
  tx: Tx,
  checkout: CheckoutRow,
  paid: { amountPence: number; paymentIntentId: string | null; lineNames: string[]; now: Date },
): Promise<void> {
  const target = invoiceSourceOf(checkout);
  if (!target) return;
  const ref = checkout.reference;
  await issueInvoice(
    tx,
    {
      ...target,
      clientId: ref.clientId ?? null,
      propertyId: ref.propertyId ?? null,
      userId: checkout.userId,
      lines: checkout.lineItems.map((l, i) => ({ description: paid.lineNames[i] ?? l.name ?? l.priceId, quantity: l.quantity, grossPence: l.amountPence * l.quantity })),
      paidAtIssue: true,
    },
    paid.now,
  );
  await recordInvoicePayment(tx, {
    ...target,
    amountPence: paid.amountPence,
    via: 'card',
    key: `checkout:${checkout.id}`,
    paidAt: paid.now,
    providerPaymentId: paid.paymentIntentId,
    actorUserId: checkout.userId,
  });
}
