import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants';
import {
  chargeRequestNotice,
  DAMAGE_MESSAGES,
  DAMAGE_PHOTO_MAX_BYTES,
  damageChargeState,
  damagePeriodStart,
  damagePhotoFileProblem,
  estimatedPricePence,
} from './damages';

const base = { chargedAt: null, chargeRequestedAt: null, productPricePence: 1500, unitPricePence: 0, quantity: 2 };

describe('damageChargeState', () => {
  it('is charged once charged_at is set, whatever else', () => {
    expect(damageChargeState({ ...base, chargedAt: '2026-01-01T00:00:00Z', chargeRequestedAt: '2025-12-30T00:00:00Z' })).toBe('charged');
    expect(damageChargeState({ ...base, chargedAt: new Date(), unitPricePence: 0, productPricePence: null })).toBe('charged');
  });
  it('is no_price only without a price above 0: a stock item (no price id) with a price is chargeable', () => {
    expect(damageChargeState({ ...base, productPricePence: null, unitPricePence: 2500 })).toBe('chargeable');
    expect(damageChargeState({ ...base, productPricePence: 0, unitPricePence: 0 })).toBe('no_price');
    expect(damageChargeState({ ...base, productPricePence: null, unitPricePence: null })).toBe('no_price');
  });
  it('uses the record unit price when the product has none', () => {
    expect(damageChargeState({ ...base, productPricePence: null, unitPricePence: 700 })).toBe('chargeable');
  });
  it('is requested while a request is open, else chargeable', () => {
    expect(damageChargeState(base)).toBe('chargeable');
    expect(damageChargeState({ ...base, chargeRequestedAt: new Date() })).toBe('requested');
  });
  it('keeps a priced record with quantity 0 chargeable (the click answers Invalid quantity for charging)', () => {
    expect(damageChargeState({ ...base, quantity: 0 })).toBe('chargeable');
  });
});

describe('estimatedPricePence', () => {
  it('is unit price times quantity, the record price first', () => {
    expect(estimatedPricePence({ productPricePence: 1500, unitPricePence: 0, quantity: 3 })).toBe(4500);
    expect(estimatedPricePence({ productPricePence: 1500, unitPricePence: 700, quantity: 3 })).toBe(2100);
    expect(estimatedPricePence({ productPricePence: null, unitPricePence: 0, quantity: 3 })).toBe(0);
  });
});

describe('damagePeriodStart', () => {
  const now = new Date('2026-03-29T12:00:00Z');
  it('goes back 7, 30 or 90 days from now; all time has no start', () => {
    expect(damagePeriodStart('7', now)?.toISOString()).toBe('2026-03-22T12:00:00.000Z');
    expect(damagePeriodStart('30', now)?.toISOString()).toBe('2026-02-27T12:00:00.000Z');
    expect(damagePeriodStart('90', now)?.toISOString()).toBe('2025-12-29T12:00:00.000Z');
    expect(damagePeriodStart('all', now)).toBeNull();
  });
});

describe('damagePhotoFileProblem', () => {
  it('refuses what is not an image or is too large', () => {
    expect(damagePhotoFileProblem({ type: 'text/plain', size: 10 })).toBe(MESSAGES.selectImage);
    expect(damagePhotoFileProblem({ type: 'image/jpeg', size: DAMAGE_PHOTO_MAX_BYTES + 1 })).toBe(DAMAGE_MESSAGES.photoTooLarge);
    expect(damagePhotoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    // Some phones send no type: the server decides from the content.
    expect(damagePhotoFileProblem({ type: '', size: 1000 })).toBeNull();
  });
});

describe('chargeRequestNotice', () => {
  it('says the request went out, stands already, or reached nobody', () => {
    expect(chargeRequestNotice({ created: true, emailed: 1 }, '£15.00')).toEqual({ tone: 'success', text: DAMAGE_MESSAGES.requestSent('£15.00') });
    expect(chargeRequestNotice({ created: false, emailed: 0 }, '£15.00')).toEqual({ tone: 'success', text: DAMAGE_MESSAGES.requestReused('£15.00') });
    const unsent = chargeRequestNotice({ created: true, emailed: 0 }, '£15.00');
    expect(unsent.tone).toBe('warning');
    expect(unsent.text).toContain('no owner account to e-mail');
  });
});
