import { describe, expect, it } from 'vitest';
import { ZBusinessDetailsForm, ZBusinessDetailsInput } from '../schemas/business-details';
import {
  BUSINESS_MESSAGES as M,
  UNSET_BUSINESS_DETAILS,
  basisPointsToPercentText,
  businessDetailsReady,
  formatVatNumber,
  normaliseVatNumber,
  percentTextToBasisPoints,
  prefixProblem,
  vatChecksumOk,
  vatNumberProblem,
} from './business-details';

describe('VAT numbers', () => {
  it('normalises spaces, lower case and bare digits to GB and digits', () => {
    expect(normaliseVatNumber('gb 123 4567 82')).toBe('GB123456782');
    expect(normaliseVatNumber(' 123 4567 82 ')).toBe('GB123456782');
    expect(normaliseVatNumber('GB123-4567-82-001')).toBe('GB123456782001');
  });

  it('accepts mod 97 and mod 9755 numbers, and branches by their first 9 digits', () => {
    expect(vatChecksumOk('123456782')).toBe(true); // 112 + 82 = 194 = 2 × 97
    expect(vatChecksumOk('123456727')).toBe(true); // 112 + 27 + 55 = 194
    expect(vatChecksumOk('339072747')).toBe(true);
    expect(vatChecksumOk('252637601')).toBe(true); // a 9755 number
    expect(vatNumberProblem('GB 123 4567 82 001')).toBeNull();
    expect(vatNumberProblem('gb123456727')).toBeNull();
  });

  it('refuses a wrong check digit, the wrong length and other countries', () => {
    expect(vatChecksumOk('123456783')).toBe(false);
    expect(vatNumberProblem('GB123456783')).toBe(M.vatNumberChecksum);
    expect(vatNumberProblem('GB12345678')).toBe(M.vatNumberFormat);
    expect(vatNumberProblem('GB1234567820')).toBe(M.vatNumberFormat);
    expect(vatNumberProblem('DE123456782')).toBe(M.vatNumberFormat);
    expect(vatNumberProblem('GBGD001')).toBe(M.vatNumberFormat);
    expect(vatNumberProblem('  ')).toBe(M.vatNumberRequired);
  });

  it('formats for reading', () => {
    expect(formatVatNumber('GB123456782')).toBe('GB 123 4567 82');
    expect(formatVatNumber('GB123456782001')).toBe('GB 123 4567 82 001');
  });
});

describe('VAT rate', () => {
  it('reads percentages with up to 2 decimals as basis points', () => {
    expect(percentTextToBasisPoints('20')).toBe(2000);
    expect(percentTextToBasisPoints('12.5')).toBe(1250);
    expect(percentTextToBasisPoints('5.75 %')).toBe(575);
    expect(percentTextToBasisPoints('0')).toBe(0);
    expect(percentTextToBasisPoints('100.00')).toBe(10_000);
  });

  it('refuses over 100, negatives, 3 decimals and text', () => {
    for (const bad of ['100.01', '-1', '12.345', 'twenty', '', '1e2']) expect(percentTextToBasisPoints(bad)).toBeNull();
  });

  it('shows basis points as the shortest percentage', () => {
    expect(basisPointsToPercentText(2000)).toBe('20');
    expect(basisPointsToPercentText(1250)).toBe('12.5');
    expect(basisPointsToPercentText(575)).toBe('5.75');
    expect(basisPointsToPercentText(0)).toBe('0');
  });
});

describe('prefixes', () => {
  it('allows 1 to 10 letters, digits, dashes and slashes', () => {
    expect(prefixProblem('INV-', 'invoice')).toBeNull();
    expect(prefixProblem('CN/2026/', 'credit note')).toBeNull();
    expect(prefixProblem('ABCDEFGHIJ', 'invoice')).toBeNull();
  });
  it('refuses empty, too long, spaces and other signs', () => {
    expect(prefixProblem('', 'invoice')).toBe(M.prefixRequired('invoice'));
    expect(prefixProblem('ABCDEFGHIJK', 'invoice')).toBe(M.prefixFormat('invoice'));
    expect(prefixProblem('IN V', 'credit note')).toBe(M.prefixFormat('credit note'));
    expect(prefixProblem('INV#', 'invoice')).toBe(M.prefixFormat('invoice'));
  });
});

describe('not set', () => {
  it('a business that never saved cannot issue invoices', () => {
    expect(businessDetailsReady(UNSET_BUSINESS_DETAILS)).toBe(false);
    expect(businessDetailsReady({ ...UNSET_BUSINESS_DETAILS, legalName: 'Linen Ltd', address: '1 High St', version: 1 })).toBe(true);
  });
});

const body = {
  legalName: '  Harbour Linen Ltd ',
  address: '1 Quay Street  \r\nFalmouth\r\nTR11 3HH\n',
  vatRegistered: true,
  vatNumber: 'gb 123 4567 82',
  vatRateBasisPoints: 2000,
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  paymentTermsText: 'Payment due within 14 days',
  paymentTermsDays: 14,
};

describe('ZBusinessDetailsInput', () => {
  it('normalises the VAT number, the address lines and the name', () => {
    const saved = ZBusinessDetailsInput.parse(body);
    expect(saved).toMatchObject({ legalName: 'Harbour Linen Ltd', address: '1 Quay Street\nFalmouth\nTR11 3HH', vatNumber: 'GB123456782' });
  });

  it('drops the VAT number and rate when not registered, whatever was sent', () => {
    const saved = ZBusinessDetailsInput.parse({ ...body, vatRegistered: false, vatNumber: 'rubbish', vatRateBasisPoints: 99999 });
    expect(saved.vatNumber).toBeNull();
    expect(saved.vatRateBasisPoints).toBeNull();
  });

  it('gives each bad field its message', () => {
    const result = ZBusinessDetailsInput.safeParse({
      ...body,
      legalName: ' ',
      address: 'x'.repeat(501),
      vatNumber: 'GB123456783',
      vatRateBasisPoints: 10_001,
      invoicePrefix: 'INV #',
      paymentTermsDays: 121,
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toMatchObject({
      legalName: M.legalNameRequired,
      address: M.addressTooLong,
      invoicePrefix: M.prefixFormat('invoice'),
      paymentTermsDays: M.paymentDaysFormat,
    });
  });

  it('checks the VAT number and rate when registered', () => {
    const result = ZBusinessDetailsInput.safeParse({ ...body, vatNumber: 'GB123456783', vatRateBasisPoints: 12.5 });
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ vatNumber: M.vatNumberChecksum, vatRateBasisPoints: M.vatRateFormat });
  });
});

describe('ZBusinessDetailsForm', () => {
  const form = { ...body, vatRate: '17.5', paymentTermsDays: '30' };
  it('turns typed text into the API body', () => {
    const out = ZBusinessDetailsForm.parse(form);
    expect(out).toMatchObject({ vatNumber: 'GB123456782', vatRateBasisPoints: 1750, paymentTermsDays: 30 });
    expect(ZBusinessDetailsInput.safeParse(out).success).toBe(true);
  });
  it('refuses a blank rate only when registered', () => {
    expect(ZBusinessDetailsForm.safeParse({ ...form, vatRate: '' }).error?.issues[0].message).toBe(M.vatRateRequired);
    expect(ZBusinessDetailsForm.parse({ ...form, vatRegistered: false, vatRate: '', vatNumber: '' }).vatRateBasisPoints).toBeNull();
  });
});
