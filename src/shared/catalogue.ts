/** The catalogue of services (docs/product.md §2.9), prices in pence. */
export interface CatalogueProduct {
  priceId: string;
  name: string;
  description: string;
  pricePence: number;
  mode: 'payment' | 'subscription';
  /** Subscriptions only: a main linen plan (one at a time) or an add-on beside the plan. */
  kind?: SubscriptionKind;
  /** A product for testing the checkout (super admins), never offered to owners (issue 19, experience Low). */
  internal?: true;
}

/**
 * Main linen plans replace each other (a user has at most one); add-ons sit beside the plan and never
 * replace it or each other.
 */
export type SubscriptionKind = 'plan' | 'addon';

export const DAMAGE_DEPOSIT_PRICE_ID = 'price_damage_deposit';

export const CATALOGUE: CatalogueProduct[] = [
  { priceId: DAMAGE_DEPOSIT_PRICE_ID, name: 'Damage Deposit', description: 'Refundable £100 damage deposit per property.', pricePence: 10000, mode: 'payment' },
  { priceId: 'price_test_house', name: 'Test House', description: 'A low-value test product.', pricePence: 100, mode: 'payment', internal: true },
  { priceId: 'price_weekly_linen', kind: 'plan', name: 'Weekly Linen Service', description: 'Fresh linen delivered and collected every week.', pricePence: 2500, mode: 'subscription' },
  { priceId: 'price_premium_linen', kind: 'plan', name: 'Premium Linen Service', description: 'Hotel-grade linen with weekly changeovers.', pricePence: 4500, mode: 'subscription' },
  { priceId: 'price_biweekly_linen', kind: 'plan', name: 'Bi-Weekly Linen Service', description: 'Linen changed every two weeks.', pricePence: 1800, mode: 'subscription' },
  { priceId: 'price_emergency_linen', name: 'Emergency Linen Service', description: 'Same-day emergency linen delivery.', pricePence: 7500, mode: 'payment' },
  { priceId: 'price_deep_clean', name: 'Deep Clean Service', description: 'A one-off deep clean of all linen.', pricePence: 3500, mode: 'payment' },
  { priceId: 'price_towel_only', kind: 'addon', name: 'Towel-Only Service', description: 'Towels only, delivered weekly.', pricePence: 1200, mode: 'subscription' },
  { priceId: 'price_luxury_upgrade', kind: 'addon', name: 'Luxury Linen Upgrade', description: 'Upgrade to luxury Egyptian cotton.', pricePence: 2000, mode: 'subscription' },
  { priceId: 'price_stain_removal', name: 'Specialist Stain Removal', description: 'Specialist treatment of stained items.', pricePence: 1500, mode: 'payment' },
  { priceId: 'price_multi_property', kind: 'addon', name: 'Multi-Property Package', description: 'For owners of 3+ properties.', pricePence: 6000, mode: 'subscription' },
  { priceId: 'price_holiday_rush', name: 'Holiday Rush Service', description: '24-hour turnaround in peak season.', pricePence: 5000, mode: 'payment' },
];

const normalName = (name: string) => name.trim().toLowerCase();

/**
 * Whether a product is for testing only (the catalogue's Test House): by price id, else (a product
 * synced from Stripe has its own price id) by the catalogue product of the same name.
 */
export function isInternalProduct(product: { priceId: string | null; name?: string | null }): boolean {
  const known =
    CATALOGUE.find((p) => p.priceId === product.priceId) ??
    (product.name ? CATALOGUE.find((p) => normalName(p.name) === normalName(product.name!)) : undefined);
  return known?.internal === true;
}

/**
 * Whether a subscription product is a main plan or an add-on, from the catalogue: by price id, else
 * (a product synced from Stripe has its own price id) by the catalogue product of the same name. A
 * subscription the catalogue does not know is treated as a plan, so buying it never leaves two
 * unknown plans billing side by side. One-time products are neither (null).
 */
export function subscriptionKindOf(product: { priceId: string | null; name?: string | null; mode?: string | null }): SubscriptionKind | null {
  if (product.mode && product.mode !== 'subscription') return null;
  const known =
    CATALOGUE.find((p) => p.priceId === product.priceId) ??
    (product.name ? CATALOGUE.find((p) => normalName(p.name) === normalName(product.name!)) : undefined);
  if (known) return known.mode === 'subscription' ? (known.kind ?? 'plan') : null;
  return 'plan';
}
