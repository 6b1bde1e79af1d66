import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue';
import { MAX_CHARGE_PENCE } from './charges';
import {
  cancelReturnPath,
  successReturnPath,
  CHECKOUT_MESSAGES,
  checkoutTotal,
  checkSelection,
  damageCharge,
  damageCheckoutLine,
  isPlanChange,
  isPurchasable,
  isSubscriptionActive,
  type CheckoutProduct,
} from './checkout';

const known: CheckoutProduct[] = [
  ...CATALOGUE.map((p) => ({ priceId: p.priceId, mode: p.mode, pricePence: p.pricePence })),
  { priceId: 'price_free', mode: 'payment', pricePence: 0 },
  { priceId: 'price_none', mode: 'subscription', pricePence: null },
];

describe('checkSelection (mode-mixing rules)', () => {
  it('asks for at least one service when nothing is chosen', () => {
    expect(checkSelection([], known)).toEqual({ ok: false, message: 'Please select at least one service to pay for' });
    expect(checkSelection(['  '], known)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.selectAtLeastOne });
  });

  it('refuses unknown, free and unpriced products', () => {
    expect(checkSelection(['price_nope'], known)).toEqual({ ok: false, message: 'No valid products selected' });
    expect(checkSelection(['price_free'], known)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.noValidProducts });
    expect(checkSelection(['price_none'], known)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.noValidProducts });
    // One bad id spoils the selection: nothing is dropped silently.
    expect(checkSelection(['price_deep_clean', 'price_nope'], known)).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.noValidProducts,
    });
  });

  it('refuses subscription and one-time products together', () => {
    expect(checkSelection(['price_deep_clean', 'price_weekly_linen'], known)).toEqual({
      ok: false,
      message:
        'Cannot mix subscription and one-time payment products. Please select products of the same payment type.',
    });
  });

  it('refuses several subscriptions at once', () => {
    expect(checkSelection(['price_weekly_linen', 'price_premium_linen'], known)).toEqual({
      ok: false,
      message:
        'Multiple subscription products must be purchased separately. Please select one subscription at a time.',
    });
  });

  it('accepts several one-time products, or one subscription; repeated ids count once', () => {
    const pay = checkSelection(['price_deep_clean', 'price_stain_removal', 'price_deep_clean'], known);
    expect(pay.ok && pay.mode).toBe('payment');
    expect(pay.ok && pay.products.map((p) => p.priceId)).toEqual(['price_deep_clean', 'price_stain_removal']);
    const sub = checkSelection(['price_weekly_linen', 'price_weekly_linen'], known);
    expect(sub.ok && sub.mode).toBe('subscription');
    expect(sub.ok && sub.products).toHaveLength(1);
  });

  it('checks mixing before counting subscriptions', () => {
    const r = checkSelection(['price_weekly_linen', 'price_premium_linen', 'price_deep_clean'], known);
    expect(r).toEqual({ ok: false, message: CHECKOUT_MESSAGES.cannotMixModes });
  });
});

describe('prices', () => {
  it('treats a price of 0 or none as Contact us', () => {
    expect(isPurchasable({ pricePence: 100 })).toBe(true);
    expect(isPurchasable({ pricePence: 0 })).toBe(false);
    expect(isPurchasable({ pricePence: null })).toBe(false);
  });

  it('totals line items', () => {
    expect(checkoutTotal([{ amountPence: 3500, quantity: 1 }, { amountPence: 1500, quantity: 2 }])).toBe(6500);
    expect(checkoutTotal([])).toBe(0);
  });
});

describe('damageCharge', () => {
  it('charges the record unit price, else the product price, times the quantity', () => {
    expect(damageCharge({ productPricePence: 1500, unitPricePence: 2000, quantity: 3 })).toEqual({
      ok: true,
      unitPricePence: 2000,
      quantity: 3,
      totalPence: 6000,
    });
    expect(damageCharge({ productPricePence: 1500, unitPricePence: 0, quantity: 2 })).toMatchObject({
      totalPence: 3000,
    });
  });

  it('charges a stock item (no catalogue price) at its recorded unit price', () => {
    expect(damageCharge({ productPricePence: null, unitPricePence: 2500, quantity: 1 })).toMatchObject({ ok: true, totalPence: 2500 });
  });

  it('needs a price above 0', () => {
    const missing = { ok: false, message: 'Cannot process charge: missing user authentication or product price' };
    expect(damageCharge({ productPricePence: 0, unitPricePence: 0, quantity: 1 })).toEqual(missing);
    expect(damageCharge({ productPricePence: null, unitPricePence: null, quantity: 1 })).toEqual(missing);
  });

  it('needs a quantity above 0', () => {
    expect(damageCharge({ productPricePence: 1500, unitPricePence: 0, quantity: 0 })).toEqual({
      ok: false,
      message: 'Invalid quantity for charging',
    });
  });

  it('refuses a total above the most one charge may be', () => {
    expect(damageCharge({ productPricePence: null, unitPricePence: MAX_CHARGE_PENCE, quantity: 1 })).toMatchObject({ ok: true });
    expect(damageCharge({ productPricePence: null, unitPricePence: 10_000_000, quantity: 1000 })).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.damageTooLarge,
    });
  });
});

describe('damageCheckoutLine', () => {
  const stock = { itemName: 'King Duvet Cover', itemSku: 'COVERS-DUVET-COVER-KING', product: null, unitPricePence: 2500, quantity: 2 };
  it('makes one ad-hoc line named after a stock item, at its unit price × quantity', () => {
    expect(damageCheckoutLine(stock)).toEqual({
      ok: true,
      totalPence: 5000,
      line: { priceId: 'damage_item_COVERS-DUVET-COVER-KING', name: 'King Duvet Cover', amountPence: 2500, quantity: 2, providerPrice: false },
    });
  });
  it("uses a catalogue product's Stripe price only when it is a one-time price of exactly this amount", () => {
    const product = { priceId: 'price_pillow', name: 'Pillowcase', pricePence: 800, mode: 'payment' as const, source: 'stripe' };
    const exact = damageCheckoutLine({ ...stock, itemName: 'Pillowcase', product, unitPricePence: 800 });
    expect(exact).toMatchObject({ ok: true, line: { priceId: 'price_pillow', providerPrice: true } });
    const changed = damageCheckoutLine({ ...stock, itemName: 'Pillowcase', product, unitPricePence: 900 });
    expect(changed).toMatchObject({ ok: true, line: { priceId: 'price_pillow', amountPence: 900, providerPrice: false } });
  });
  it('refuses an item whose price is 0', () => {
    expect(damageCheckoutLine({ ...stock, unitPricePence: 0 })).toEqual({ ok: false, message: CHECKOUT_MESSAGES.missingAuthOrPrice });
  });
});

describe('isSubscriptionActive', () => {
  it('is true only for the status active', () => {
    expect(isSubscriptionActive({ status: 'active' })).toBe(true);
    for (const status of ['trialing', 'past_due', 'canceled', 'incomplete', 'Active']) {
      expect(isSubscriptionActive({ status })).toBe(false);
    }
    expect(isSubscriptionActive(null)).toBe(false);
  });
});

describe('successReturnPath', () => {
  it('returns a collection to the ledger with payment_complete=true, the rest to /success with the session id', () => {
    expect(successReturnPath('collection')).toBe('/collections?payment_complete=true');
    expect(successReturnPath('purchase')).toBe('/success?session_id={CHECKOUT_SESSION_ID}');
    expect(successReturnPath('damage')).toBe('/success?session_id={CHECKOUT_SESSION_ID}');
  });
});

describe('cancelReturnPath', () => {
  it('returns to /pricing flagged as cancelled, naming the property for a deposit only', () => {
    expect(cancelReturnPath('purchase')).toBe('/pricing?checkout=cancelled');
    expect(cancelReturnPath('deposit', { propertyId: 'p1', propertyName: 'Sea View' })).toBe('/pricing?checkout=cancelled&property=p1');
    expect(cancelReturnPath('collection', { propertyId: 'p1', changeoverId: 'c1' })).toBe('/collection-payment/c1');
    expect(cancelReturnPath('collection')).toBe('/pricing?checkout=cancelled');
    expect(cancelReturnPath('charge', { chargeId: 'c1' })).toBe('/portal?tab=payments-due');
  });
});

describe('isPlanChange', () => {
  const weekly = { priceId: 'price_weekly_linen', mode: 'subscription' as const };
  it('is a change only when subscribing to another plan while one is active', () => {
    expect(isPlanChange('price_premium_linen', weekly)).toBe(true);
    expect(isPlanChange('price_weekly_linen', weekly)).toBe(false);
    expect(isPlanChange(null, weekly)).toBe(false);
    expect(isPlanChange('price_premium_linen', { priceId: 'price_deep_clean', mode: 'payment' })).toBe(false);
  });
});
