/**
 * The business details invoices carry (issue 23 item 1; decision 0193): the provider's legal name and
 * address, whether it is VAT registered (then its UK VAT number and default VAT rate), the invoice and
 * credit note number prefixes, the payment terms and a logo. Pure rules with the messages the settings
 * screen and the API give; the server stores one versioned copy, and every invoice will snapshot the
 * version it was issued with, so a change applies to new invoices only.
 */

export const BUSINESS_LIMITS = {
  legalName: 200,
  address: 500,
  paymentTermsText: 500,
  prefix: 10,
  paymentTermsDaysMax: 120,
  /** 100% in basis points. */
  vatRateMaxBasisPoints: 10_000,
} as const;

export const DEFAULT_VAT_RATE_BASIS_POINTS = 2000;
export const DEFAULT_INVOICE_PREFIX = 'INV-';
export const DEFAULT_CREDIT_NOTE_PREFIX = 'CN-';
export const DEFAULT_PAYMENT_TERMS_DAYS = 14;
export const DEFAULT_PAYMENT_TERMS_TEXT = 'Payment due within 14 days';

/** The logo as stored: a PNG fitted within these bounds (pdf-lib embeds PNG and JPEG, not WebP). */
export const LOGO_MAX_WIDTH = 600;
export const LOGO_MAX_HEIGHT = 200;
export const LOGO_CONTENT_TYPE = 'image/png';

export const BUSINESS_MESSAGES = {
  saved: 'Business details saved',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  appliesToNewInvoices: 'Changes apply to new invoices only.',
  notSet: 'Business details are not set yet: invoices cannot be issued until a super admin saves them.',
  legalNameRequired: 'Enter the legal name',
  legalNameTooLong: `The legal name must be at most ${BUSINESS_LIMITS.legalName} characters`,
  addressRequired: 'Enter the address',
  addressTooLong: `The address must be at most ${BUSINESS_LIMITS.address} characters`,
  vatNumberRequired: 'Enter the VAT number',
  vatNumberFormat: 'Enter a UK VAT number: GB and 9 digits (or 12 for a branch), e.g. GB123456782',
  vatNumberChecksum: 'This is not a valid UK VAT number: check the digits',
  vatRateRequired: 'Enter the VAT rate',
  vatRateFormat: 'The VAT rate must be a percentage from 0 to 100 with at most 2 decimals, e.g. 20',
  prefixRequired: (what: string) => `Enter the ${what} prefix`,
  prefixFormat: (what: string) => `The ${what} prefix must be 1 to ${BUSINESS_LIMITS.prefix} letters, digits, '-' or '/'`,
  paymentTermsTooLong: `The payment terms must be at most ${BUSINESS_LIMITS.paymentTermsText} characters`,
  paymentDaysFormat: `The payment terms days must be whole days from 0 to ${BUSINESS_LIMITS.paymentTermsDaysMax}`,
} as const;

export interface BusinessLogo {
  /** Content hash of the stored PNG: a logo, once stored, never changes under its id. */
  id: string;
  width: number;
  height: number;
}

/** The details in force. `version` 0 (and `updatedAt` null) means never saved: not set. */
export interface BusinessDetails {
  legalName: string;
  address: string;
  vatRegistered: boolean;
  /** Normalised, e.g. 'GB123456782'; null when not VAT registered. */
  vatNumber: string | null;
  /** The default VAT rate in basis points (2000 = 20%); null when not VAT registered. */
  vatRateBasisPoints: number | null;
  invoicePrefix: string;
  creditNotePrefix: string;
  paymentTermsText: string;
  paymentTermsDays: number;
  /**
   * A deposit is money held against damage, not income: true issues it a deposit receipt outside the
   * scope of VAT; false invoices it like any sale, at the default VAT rate.
   */
  depositsAsReceipts: boolean;
  logo: BusinessLogo | null;
  version: number;
  updatedAt: string | null;
}

/**
 * A business that never saved its details: no name or address (the demo has no business name to
 * borrow), not VAT registered, the default prefixes and terms, version 0. Invoice code must refuse to
 * issue while `businessDetailsReady` is false.
 */
export const UNSET_BUSINESS_DETAILS: BusinessDetails = {
  legalName: '',
  address: '',
  vatRegistered: false,
  vatNumber: null,
  vatRateBasisPoints: null,
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
  creditNotePrefix: DEFAULT_CREDIT_NOTE_PREFIX,
  paymentTermsText: DEFAULT_PAYMENT_TERMS_TEXT,
  paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
  depositsAsReceipts: true,
  logo: null,
  version: 0,
  updatedAt: null,
};

/** True once a super admin has saved a legal name and address: only then may invoices be issued. */
export function businessDetailsReady(d: BusinessDetails): boolean {
  return d.version > 0 && d.legalName.trim() !== '' && d.address.trim() !== '';
}

// ── VAT number ───────────────────────────────────────────────────────────────────────────────────

/** Spaces, dots and dashes removed, upper case, 'GB' added to bare digits: '123 4567 82' → 'GB123456782'. */
export function normaliseVatNumber(input: string): string {
  const compact = input.replace(/[\s.-]/g, '').toUpperCase();
  return /^\d+$/.test(compact) ? `GB${compact}` : compact;
}

const VAT_FORMAT = /^GB(\d{9}|\d{12})$/;

/**
 * HMRC's check on the first 9 digits: the first 7 weighted 8, 7, …, 2, plus the last two as a number,
 * is a multiple of 97 (the 'mod 97' numbers) or is one after adding 55 (the 'mod 9755' numbers issued
 * since 2010). A branch's 3 further digits are not checked.
 */
export function vatChecksumOk(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false;
  const weighted = [...nineDigits.slice(0, 7)].reduce((sum, d, i) => sum + Number(d) * (8 - i), 0);
  const total = weighted + Number(nineDigits.slice(7));
  return total % 97 === 0 || (total + 55) % 97 === 0;
}

/** The refusal for a typed VAT number, or null when it is a valid UK one (spaces and lower case allowed). */
export function vatNumberProblem(input: string): string | null {
  if (input.trim() === '') return BUSINESS_MESSAGES.vatNumberRequired;
  const vat = normaliseVatNumber(input);
  if (!VAT_FORMAT.test(vat)) return BUSINESS_MESSAGES.vatNumberFormat;
  if (!vatChecksumOk(vat.slice(2, 11))) return BUSINESS_MESSAGES.vatNumberChecksum;
  return null;
}

/** 'GB123456782' as people read it: 'GB 123 4567 82' (a branch's 3 digits after). */
export function formatVatNumber(vat: string): string {
  const m = /^GB(\d{3})(\d{4})(\d{2})(\d{3})?$/.exec(vat);
  if (!m) return vat;
  return ['GB', m[1], m[2], m[3], m[4]].filter(Boolean).join(' ');
}

// ── VAT rate ─────────────────────────────────────────────────────────────────────────────────────

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A percentage as typed ('20', '12.5', '5.00', '17.5%') in basis points, or null when not 0–100 with ≤ 2 decimals. */
export function percentTextToBasisPoints(input: string): number | null {
  const text = input.trim().replace(/\s*%$/, '');
  if (!PERCENT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= BUSINESS_LIMITS.vatRateMaxBasisPoints ? bp : null;
}

/** Basis points as a field shows the percentage: 2000 → '20', 1250 → '12.5', 575 → '5.75'. */
export function basisPointsToPercentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

// ── Prefixes and terms ───────────────────────────────────────────────────────────────────────────

const PREFIX = new RegExp(`^[A-Za-z0-9/-]{1,${BUSINESS_LIMITS.prefix}}$`);

/** The refusal for an invoice or credit note number prefix ('INV-', 'CN/2026/'), or null when allowed. */
export function prefixProblem(input: string, what: 'invoice' | 'credit note'): string | null {
  if (input.trim() === '') return BUSINESS_MESSAGES.prefixRequired(what);
  return PREFIX.test(input.trim()) ? null : BUSINESS_MESSAGES.prefixFormat(what);
}

export function paymentDaysOk(days: number): boolean {
  return Number.isInteger(days) && days >= 0 && days <= BUSINESS_LIMITS.paymentTermsDaysMax;
}
