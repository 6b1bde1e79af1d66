/**
 * Paying a collection's invoice (issue 19): the 'collection' purpose of a checkout. Registered with
 * payments at start (boot.ts), which calls it to price the checkout and, in the webhook's
 * transaction, to record the payment on the invoice.
 */
import { canStartCollectionCheckout } from '@shared/domain/abilities';
import {
  COLLECTION_INVOICE_PRICE_ID,
  collectionCheckoutLineName,
  collectionEnteredAt,
  collectionPayment,
} from '@shared/domain/collections';
import { checkoutTotal } from '@shared/domain/checkout';
import { settleCollection } from '@shared/domain/purchases';
import { formatDate } from '@shared/format-dates';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { subjectOf } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import { NOTHING_TO_APPLY, type PaymentPurposeHandler } from '../payments';
import * as repo from './collections.repo';

export const collectionPayments: PaymentPurposeHandler = {
  /**
   * The owner of the invoice's client, or staff (canStartCollectionCheckout; couriers 403). One
   * payment-mode line for what is still owed (amount less amount paid), named after the property and
   * the day, never the catalogue's prices: the invoice's lines were fixed at Collect. Paid, or nothing
   * owed (£0), is 409. A caller's open checkout for the invoice, for the same amount, is handed back
   * rather than a second one made; one for another amount (a payment made since) is replaced.
   */
  async checkout(deps, { caller }, changeoverId) {
    if (!canStartCollectionCheckout(subjectOf(caller))) throw forbidden();
    const changeover = await repo.findChangeoverForPayment(deps.db, changeoverId, await scopeOf(deps.db, caller));
    if (!changeover) throw notFound('Collection Not Found');
    const payment = collectionPayment({
      amountPence: changeover.amountPence,
      amountPaidPence: changeover.amountPaidPence,
      paid: changeover.invoiceStatus === 'paid',
    });
    if (!payment.ok) throw conflict(payment.message);
    const line = {
      priceId: COLLECTION_INVOICE_PRICE_ID,
      name: collectionCheckoutLineName(changeover.propertyName, formatDate(collectionEnteredAt(changeover))),
      amountPence: payment.owedPence,
      quantity: 1,
      providerPrice: false,
    };
    const reference = { changeoverId: changeover.id, propertyId: changeover.propertyId, propertyName: changeover.propertyName, clientId: changeover.clientId };
    return {
      lines: [line],
      reference,
      subjectId: changeover.id,
      reusable: (open) => checkoutTotal(open.lineItems) === payment.owedPence,
    };
  },

  /**
   * Records the payment towards the invoice: paid in full marks it paid; less than owed is a short
   * payment (the invoice stays unpaid); an invoice already paid makes it a duplicate payment. The
   * receipt lists the invoice's lines (fixed at Collect).
   */
  async applyPaid(tx, { reference, amountPence }, now) {
    const changeoverId = reference.changeoverId;
    if (!changeoverId) return NOTHING_TO_APPLY;
    const invoice = await repo.lockChangeoverInvoice(tx, changeoverId);
    if (!invoice) return { applied: false, duplicate: false };
    const receiptItems = (invoice.invoiceLines ?? []).map((l) => l.name);
    if (invoice.status === 'paid') return { applied: false, duplicate: true, receiptItems };
    const paidPence = invoice.amountPaidPence + amountPence;
    const settled = settleCollection(paidPence, invoice.amountPence);
    await repo.recordChangeoverPayment(tx, changeoverId, { paidPence: amountPence, ...settled }, now);
    const short = settled.paid ? undefined : { entityType: 'changeover', entityId: changeoverId, invoicePence: invoice.amountPence, paidPence };
    return { applied: true, duplicate: false, receiptItems, short };
  },
};
