import { describe, expect, it } from 'vitest';
import { ZChargeSettingsForm, ZOverrideDays, ZOverridePounds } from './charges';
import { penceToPoundsText } from '../domain/money';

const form = { lateChangeover: '25', everyDays: '14', latePaymentAuto: false, latePayment: '10.00', afterDays: '0', missedCollection: '0.00' };

describe('Settings > Charges as typed', () => {
  it('turns pounds into pence and days into numbers', () => {
    expect(ZChargeSettingsForm.parse({ ...form, lateChangeover: '£30.5' })).toEqual({
      lateChangeover: 3050,
      everyDays: 14,
      latePaymentAuto: false,
      latePayment: 1000,
      afterDays: 0,
      missedCollection: 0,
    });
    expect(ZChargeSettingsForm.parse({ ...form, missedCollection: '15' }).missedCollection).toBe(1500);
  });

  it('refuses nothing, zero, three decimals, too much, and days out of range, with field messages', () => {
    const messages = (v: Partial<typeof form>) => ZChargeSettingsForm.safeParse({ ...form, ...v }).error?.issues.map((i) => i.message);
    expect(messages({ lateChangeover: '' })).toEqual(['Enter the late changeover charge']);
    expect(messages({ lateChangeover: '0' })).toEqual(['The late changeover charge must be at least £0.01']);
    expect(messages({ lateChangeover: '1.234' })).toEqual(['The late changeover charge must be an amount in pounds, e.g. 25.00']);
    expect(messages({ lateChangeover: '100000.01' })).toEqual(['The late changeover charge must be at most £100,000.00']);
    expect(messages({ everyDays: '0' })).toEqual(['The repeat interval must be from 1 to 365 days']);
    expect(messages({ everyDays: '2.5' })).toEqual(['The repeat interval must be whole days']);
    expect(messages({ afterDays: '366' })).toEqual(['The days after the deadline must be from 0 to 365 days']);
    // The missed collection fee may be 0 (off), never empty, negative, three decimals or too much.
    expect(messages({ missedCollection: '' })).toEqual(['Enter the missed collection fee (0 for none)']);
    expect(messages({ missedCollection: '-1' })).toEqual(['The missed collection fee must be an amount in pounds, e.g. 25.00']);
    expect(messages({ missedCollection: '1.234' })).toEqual(['The missed collection fee must be an amount in pounds, e.g. 25.00']);
    expect(messages({ missedCollection: '100000.01' })).toEqual(['The missed collection fee must be at most £100,000.00']);
  });

  it('shows pence as pounds', () => {
    expect(penceToPoundsText(2500)).toBe('25.00');
    expect(penceToPoundsText(1)).toBe('0.01');
  });
});

describe("a contract's own terms", () => {
  it("reads empty as the provider's setting", () => {
    expect(ZOverridePounds.parse('')).toBeNull();
    expect(ZOverridePounds.parse(null)).toBeNull();
    expect(ZOverrideDays.parse('')).toBeNull();
    expect(ZOverridePounds.parse('40')).toBe(4000);
    expect(ZOverrideDays.parse('7')).toBe(7);
    expect(ZOverridePounds.safeParse('-1').success).toBe(false);
    expect(ZOverrideDays.safeParse('0').success).toBe(false);
  });
});
