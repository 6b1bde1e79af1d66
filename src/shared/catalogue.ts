/** The catalogue of services (spec part 2 §9), prices in pence. */
export interface CatalogueProduct {
  priceId: string;
  name: string;
  description: string;
  pricePence: number;
  mode: 'payment' | 'subscription';
}

export const DAMAGE_DEPOSIT_PRICE_ID = 'price_damage_deposit';

export const CATALOGUE: CatalogueProduct[] = [
  { priceId: DAMAGE_DEPOSIT_PRICE_ID, name: 'Damage Deposit', description: 'Refundable £100 damage deposit per property.', pricePence: 10000, mode: 'payment' },
  { priceId: 'price_test_house', name: 'Test House', description: 'A low-value test product.', pricePence: 100, mode: 'payment' },
  { priceId: 'price_weekly_linen', name: 'Weekly Linen Service', description: 'Fresh linen delivered and collected every week.', pricePence: 2500, mode: 'subscription' },
  { priceId: 'price_premium_linen', name: 'Premium Linen Service', description: 'Hotel-grade linen with weekly changeovers.', pricePence: 4500, mode: 'subscription' },
  { priceId: 'price_biweekly_linen', name: 'Bi-Weekly Linen Service', description: 'Linen changed every two weeks.', pricePence: 1800, mode: 'subscription' },
  { priceId: 'price_emergency_linen', name: 'Emergency Linen Service', description: 'Same-day emergency linen delivery.', pricePence: 7500, mode: 'payment' },
  { priceId: 'price_deep_clean', name: 'Deep Clean Service', description: 'A one-off deep clean of all linen.', pricePence: 3500, mode: 'payment' },
  { priceId: 'price_towel_only', name: 'Towel-Only Service', description: 'Towels only, delivered weekly.', pricePence: 1200, mode: 'subscription' },
  { priceId: 'price_luxury_upgrade', name: 'Luxury Linen Upgrade', description: 'Upgrade to luxury Egyptian cotton.', pricePence: 2000, mode: 'subscription' },
  { priceId: 'price_stain_removal', name: 'Specialist Stain Removal', description: 'Specialist treatment of stained items.', pricePence: 1500, mode: 'payment' },
  { priceId: 'price_multi_property', name: 'Multi-Property Package', description: 'For owners of 3+ properties.', pricePence: 6000, mode: 'subscription' },
  { priceId: 'price_holiday_rush', name: 'Holiday Rush Service', description: '24-hour turnaround in peak season.', pricePence: 5000, mode: 'payment' },
];
