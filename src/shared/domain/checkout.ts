/**
 * Checkout rules (docs/product.md §2.5 'Collection payment', 'Damage charge', 'Purchase'; §9 product modes):
 * which products may be bought together, and what a damage charge costs. Pure; both sides use them.
 */
import { subscriptionKindOf } from '../catalogue';
import { MAX_CHARGE_PENCE } from './charges';
import { formatPence } from './money';

export type ProductMode = 'payment' | 'subscription';

export const CHECKOUT_MESSAGES = {
  selectAtLeastOne: 'Please select at least one service to pay for',
  noValidProducts: 'No valid products selected',
  cannotMixModes:
    'Cannot mix subscription and one-time payment products. Please select products of the same payment type.',
  multipleSubscriptions:
    'Multiple subscription products must be purchased separately. Please select one subscription at a time.',
  signInToPurchase: 'Please sign in to make a purchase',
  failedToStart: 'Failed to start checkout process',
  failedToStartPayment: 'Failed to start payment process',
  invalidQuantity: 'Invalid quantity for charging',
  missingAuthOrPrice: 'Cannot process charge: missing user authentication or product price',
  failedCharge: (reason?: string) => `Failed to process charge: ${reason || 'Unknown error occurred'}`,
  depositAlreadyPaid: 'The damage deposit for this property has already been paid',
  depositPerProperty:
    "The damage deposit is paid for a property: open the property's onboarding checklist and choose 'Pay £100'.",
  collectionAlreadyPaid: 'This collection has already been paid',
  damageAlreadyCharged: 'This damage has already been charged',
  damageTooLarge: `A damage charge can be at most ${formatPence(MAX_CHARGE_PENCE)}: record a smaller quantity or unit price`,
  checkoutNotOpen: 'This checkout is no longer open',
  testCheckoutOnly: 'The test checkout is only available when Stripe is not configured',
  stripeNotConfigured:
    'Stripe is not configured. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to enable live product sync.',
  invalidSignature: 'Invalid webhook signature',
} as const;

/** Product modes as the pricing cards show them. */
export const MODE_LABELS: Record<ProductMode, { price: string; action: string; kind: string }> = {
  payment: { price: 'One-time payment', action: 'Pay Now', kind: 'One-time' },
  subscription: { price: 'Per month', action: 'Subscribe', kind: 'Subscription' },
};

export interface CheckoutProduct {
  priceId: string;
  mode: ProductMode;
  pricePence: number | null;
}

/** A product can be bought when it has a price above 0; otherwise it is 'Contact us'. */
export function isPurchasable(product: { pricePence: number | null }): boolean {
  return product.pricePence !== null && Number.isInteger(product.pricePence) && product.pricePence > 0;
}

export type CheckoutSelection<P extends CheckoutProduct> =
  | { ok: true; mode: ProductMode; products: P[] }
  | { ok: false; message: string };

/**
 * Checks a selection of price ids against the known products, in the spec's order: none chosen,
 * none valid (an unknown or unpriced id makes the whole selection invalid: nothing is silently
 * dropped), mixed modes, several subscriptions. Repeated ids count once.
 */
export function checkSelection<P extends CheckoutProduct>(
  priceIds: readonly string[],
  known: readonly P[],
): CheckoutSelection<P> {
  const wanted = [...new Set(priceIds.map((id) => id.trim()).filter(Boolean))];
  if (wanted.length === 0) return { ok: false, message: CHECKOUT_MESSAGES.selectAtLeastOne };
  const byPriceId = new Map(known.map((p) => [p.priceId, p]));
  const products: P[] = [];
  for (const id of wanted) {
    const product = byPriceId.get(id);
    if (!product || !isPurchasable(product)) return { ok: false, message: CHECKOUT_MESSAGES.noValidProducts };
    products.push(product);
  }
  const modes = new Set(products.map((p) => p.mode));
  if (modes.size > 1) return { ok: false, message: CHECKOUT_MESSAGES.cannotMixModes };
  const mode = products[0].mode;
  if (mode === 'subscription' && products.length > 1) {
    return { ok: false, message: CHECKOUT_MESSAGES.multipleSubscriptions };
  }
  return { ok: true, mode, products };
}

/** The total of a checkout's line items, in pence. */
export function checkoutTotal(items: readonly { amountPence: number; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.amountPence * item.quantity, 0);
}

/** A damage record's unit price: the one entered on the record when above 0, else the product's (0 when neither). */
export function damageUnitPence(input: { productPricePence: number | null | undefined; unitPricePence: number | null | undefined }): number {
  return input.unitPricePence && input.unitPricePence > 0 ? input.unitPricePence : (input.productPricePence ?? 0);
}

/**
 * A damage record's charge: the unit price entered on the record (else the product's price) times
 * the quantity. Every record with a unit price above 0 is chargeable, whether it names a catalogue
 * product (a price id) or a stock item (decision 0163): not chargeable without a price above 0, a
 * quantity above 0, or with a total above the most one charge may be (MAX_CHARGE_PENCE).
 */
export function damageCharge(input: {
  productPricePence: number | null | undefined;
  unitPricePence: number | null | undefined;
  quantity: number;
}): { ok: true; unitPricePence: number; quantity: number; totalPence: number } | { ok: false; message: string } {
  const unit = damageUnitPence(input);
  if (!(unit > 0)) return { ok: false, message: CHECKOUT_MESSAGES.missingAuthOrPrice };
  if (!Number.isInteger(input.quantity) || input.quantity <= 0) {
    return { ok: false, message: CHECKOUT_MESSAGES.invalidQuantity };
  }
  const totalPence = unit * input.quantity;
  if (totalPence > MAX_CHARGE_PENCE) return { ok: false, message: CHECKOUT_MESSAGES.damageTooLarge };
  return { ok: true, unitPricePence: unit, quantity: input.quantity, totalPence };
}

/** The price id of a damage line that names no catalogue price (a stock item, or a product since removed). */
export const damageItemPriceId = (sku: string | null | undefined): string =>
  `damage_item_${(sku ?? '').toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'ITEM'}`;

/**
 * The one payment-mode line a damage checkout charges: named after the item, at the record's unit price
 * × quantity. A catalogue product's Stripe price is used as-is only when it is a one-time price of
 * exactly this amount; otherwise (a stock item, a changed price) the line carries ad-hoc price data.
 */
export function damageCheckoutLine(record: {
  itemName: string | null | undefined;
  itemSku: string | null | undefined;
  product: { priceId: string; name: string; pricePence: number | null; mode: ProductMode; source: string } | null;
  unitPricePence: number | null | undefined;
  quantity: number;
}):
  | { ok: true; line: { priceId: string; name: string; amountPence: number; quantity: number; providerPrice: boolean }; totalPence: number }
  | { ok: false; message: string } {
  const product = record.product?.priceId ? record.product : null;
  const charge = damageCharge({ productPricePence: product?.pricePence, unitPricePence: record.unitPricePence, quantity: record.quantity });
  if (!charge.ok) return charge;
  const name = record.itemName?.trim() || product?.name || 'Damaged item';
  const providerPrice = Boolean(product && product.source === 'stripe' && product.mode === 'payment' && product.pricePence === charge.unitPricePence);
  return {
    ok: true,
    totalPence: charge.totalPence,
    line: {
      priceId: product ? product.priceId : damageItemPriceId(record.itemSku),
      name,
      amountPence: charge.unitPricePence,
      quantity: charge.quantity,
      providerPrice,
    },
  };
}

/** Stripe's placeholder in a success URL, replaced by the checkout session id. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** A subscription counts only when its status is exactly 'active' (docs/product.md §1.4). */
export function isSubscriptionActive(subscription: { status: string } | null | undefined): boolean {
  return subscription?.status === 'active';
}

/** The flag /collections reads on the return from a paid collection: it reloads the list after 1 s. */
export const COLLECTION_PAYMENT_COMPLETE = { param: 'payment_complete', value: 'true' } as const;

/**
 * Where a paid checkout returns: a collection to the ledger with payment_complete=true (spec §2); the
 * rest to /success with the provider's session id. The webhook, not this page, records the payment.
 */
export function successReturnPath(purpose: string): string {
  if (purpose === 'collection') return `/collections?${COLLECTION_PAYMENT_COMPLETE.param}=${COLLECTION_PAYMENT_COMPLETE.value}`;
  return `/success?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`;
}

/**
 * Where a cancelled checkout returns (spec: the pricing page), with a flag so /pricing can say nothing
 * was charged and, for a deposit, which property to go back to.
 */
export const CHECKOUT_CANCELLED = { param: 'checkout', value: 'cancelled', propertyParam: 'property' } as const;

/** Where an owner pays what is due: the portal's Payments due tab. */
export const PAYMENTS_DUE_PATH = '/portal?tab=payments-due';
/** The Payments due tab as a link in an e-mail. */
export const paymentsDueLink = (appUrl: string) => `${appUrl}${PAYMENTS_DUE_PATH}`;

export function cancelReturnPath(purpose: string, reference: Readonly<Record<string, string>> = {}): string {
  // A collection's checkout goes back to that collection's payment page, where it was started.
  if (purpose === 'collection' && reference.changeoverId) return `/collection-payment/${encodeURIComponent(reference.changeoverId)}`;
  // A charge is paid from the portal's Payments due (issue 18): back there.
  if (purpose === 'charge') return PAYMENTS_DUE_PATH;
  const query = new URLSearchParams({ [CHECKOUT_CANCELLED.param]: CHECKOUT_CANCELLED.value });
  if (purpose === 'deposit' && reference.propertyId) query.set(CHECKOUT_CANCELLED.propertyParam, reference.propertyId);
  return `/pricing?${query.toString()}`;
}

/**
 * Subscribing to a main plan while another plan is active changes the plan (one plan per user), so the
 * buyer is asked first. Add-ons sit beside the plan: buying one changes no plan. The active plan itself
 * is not offered again.
 */
export function isPlanChange(
  activePlanPriceId: string | null | undefined,
  product: { priceId: string; mode: ProductMode; name?: string },
): boolean {
  return (
    product.mode === 'subscription' &&
    subscriptionKindOf(product) === 'plan' &&
    Boolean(activePlanPriceId) &&
    activePlanPriceId !== product.priceId
  );
}
