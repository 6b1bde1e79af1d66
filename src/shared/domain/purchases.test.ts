import { describe, expect, it } from 'vitest';
import { CATALOGUE, subscriptionKindOf } from '../catalogue';
import { defaultFlags, roleFlags } from './permissions';
import { isPlanChange } from './checkout';
import { isOfferedTo, duplicateSubscriptionOf, settleCollection, subscriptionsReplacedBy } from './purchases';
import { canBuyFromCatalogue } from './abilities';

describe('canBuyFromCatalogue', () => {
  it('lets property owners and super admins buy, and no provider role', () => {
    expect(canBuyFromCatalogue({ isSuperadmin: false, flags: roleFlags('client') })).toBe(true);
    expect(canBuyFromCatalogue({ isSuperadmin: false, flags: defaultFlags() })).toBe(true);
    expect(canBuyFromCatalogue({ isSuperadmin: true, flags: { is_property_owner: false } })).toBe(true);
    for (const role of ['admin', 'manager', 'staff', 'cleaner', 'courier'] as const) {
      expect(canBuyFromCatalogue({ isSuperadmin: false, flags: roleFlags(role) }), role).toBe(false);
    }
  });
});

describe('isOfferedTo: the Test House product (issue 19, experience Low)', () => {
  it('is offered to super admins only, by price id or (synced from Stripe) by name', () => {
    const testHouse = { priceId: 'price_test_house', name: 'Test House' };
    expect(isOfferedTo({ isSuperadmin: false }, testHouse)).toBe(false);
    expect(isOfferedTo({ isSuperadmin: false }, { priceId: 'price_1Stripe', name: ' test house ' })).toBe(false);
    expect(isOfferedTo({ isSuperadmin: true }, testHouse)).toBe(true);
    const offered = CATALOGUE.filter((p) => isOfferedTo({ isSuperadmin: false }, p)).map((p) => p.name);
    expect(offered).not.toContain('Test House');
    expect(offered).toContain('Deep Clean Service');
    expect(isOfferedTo({ isSuperadmin: false }, { priceId: 'price_1Other', name: 'Spring Refresh' })).toBe(true);
  });
});

describe('settleCollection', () => {
  it('pays the invoice only when covered, and never lowers its amount', () => {
    expect(settleCollection(100, 3000)).toEqual({ paid: false, invoicePence: 3000 });
    expect(settleCollection(3000, 3000)).toEqual({ paid: true, invoicePence: 3000 });
    expect(settleCollection(3500, 3000)).toEqual({ paid: true, invoicePence: 3500 });
    expect(settleCollection(1600, 0)).toEqual({ paid: true, invoicePence: 1600 });
  });
});

describe('plans and add-ons', () => {
  it('classifies the catalogue: Weekly, Bi-Weekly and Premium are plans; Towel-Only, Luxury and Multi-Property add-ons', () => {
    const kinds = Object.fromEntries(CATALOGUE.map((p) => [p.name, subscriptionKindOf(p)]));
    expect(kinds).toMatchObject({
      'Weekly Linen Service': 'plan',
      'Bi-Weekly Linen Service': 'plan',
      'Premium Linen Service': 'plan',
      'Towel-Only Service': 'addon',
      'Luxury Linen Upgrade': 'addon',
      'Multi-Property Package': 'addon',
      'Deep Clean Service': null,
      'Damage Deposit': null,
    });
  });

  it('knows a synced Stripe product by its catalogue name, and treats an unknown subscription as a plan', () => {
    expect(subscriptionKindOf({ priceId: 'price_1Abc', name: 'towel-only service ', mode: 'subscription' })).toBe('addon');
    expect(subscriptionKindOf({ priceId: 'price_1Xyz', name: 'Something new', mode: 'subscription' })).toBe('plan');
    expect(subscriptionKindOf({ priceId: 'price_1Xyz', name: 'Something new', mode: 'payment' })).toBeNull();
  });

  it('a plan replaces only the previous plan; an add-on replaces nothing', () => {
    const active = [
      { subscriptionId: 'sub_w', priceId: 'price_weekly_linen' },
      { subscriptionId: 'sub_t', priceId: 'price_towel_only' },
      { subscriptionId: 'sub_l', priceId: 'price_luxury_upgrade' },
    ];
    expect(subscriptionsReplacedBy({ subscriptionId: 'sub_p', priceId: 'price_premium_linen' }, active).map((s) => s.subscriptionId)).toEqual(['sub_w']);
    expect(subscriptionsReplacedBy({ subscriptionId: 'sub_m', priceId: 'price_multi_property' }, active)).toEqual([]);
  });

  it('finds the subscription a second purchase of the same product duplicates, never itself', () => {
    const billing = [
      { subscriptionId: 'sub_w', priceId: 'price_weekly_linen' },
      { subscriptionId: 'sub_t', priceId: 'price_towel_only' },
    ];
    expect(duplicateSubscriptionOf({ subscriptionId: 'sub_t2', priceId: 'price_towel_only' }, billing)?.subscriptionId).toBe('sub_t');
    expect(duplicateSubscriptionOf({ subscriptionId: 'sub_w2', priceId: 'price_weekly_linen' }, billing)?.subscriptionId).toBe('sub_w');
    expect(duplicateSubscriptionOf({ subscriptionId: 'sub_t', priceId: 'price_towel_only' }, billing)).toBeNull();
    expect(duplicateSubscriptionOf({ subscriptionId: 'sub_l', priceId: 'price_luxury_upgrade' }, billing)).toBeNull();
  });

  it('asks before a plan change, never before an add-on', () => {
    expect(isPlanChange('price_weekly_linen', { priceId: 'price_premium_linen', mode: 'subscription' })).toBe(true);
    expect(isPlanChange('price_weekly_linen', { priceId: 'price_towel_only', mode: 'subscription' })).toBe(false);
  });
});
