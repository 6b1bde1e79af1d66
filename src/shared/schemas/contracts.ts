/**
 * Property contracts, their share links and signing (docs/product.md §1.2.6, §1.2.7, §1.3, §1.5): inputs and the
 * shapes the API returns. Money is integer pence in output; the forms take the deposit in pounds.
 */
import { z } from 'zod';
import { CONTRACT_MESSAGES } from '../constants';
import type { PropertyContractStatus, SignedVia } from '../domain/contracts';
import { checkSignatureName } from '../domain/signer-name';
import { ZOverrideDays, ZOverridePounds } from './charges';

const TITLE_MAX = 200;
const TERMS_MAX = 50_000;
const NAME_MAX = 200;
export const DEPOSIT_MAX_POUNDS = 100_000;

/** A deposit typed in pounds: a number (or numeric text) with at most 2 decimals, 0 or more. */
export const ZDepositPounds = z.coerce
  .number({ error: 'Deposit must be a number' })
  .refine((n) => Number.isFinite(n), 'Deposit must be a number')
  .refine((n) => n >= 0, 'Deposit cannot be negative')
  .refine((n) => n <= DEPOSIT_MAX_POUNDS, `Deposit must be at most £${DEPOSIT_MAX_POUNDS.toLocaleString('en-GB')}`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Deposit can have at most 2 decimals');

const ZTitle = z.string().trim().min(1, CONTRACT_MESSAGES.titleRequired).max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
const ZTerms = z.string().max(TERMS_MAX, `Terms must be at most ${TERMS_MAX.toLocaleString('en-GB')} characters`);
const ZUuid = (message: string) => z.string({ error: message }).uuid(message);

export const ZCreatePropertyContract = z.object({
  propertyId: ZUuid('Please choose a property'),
  /** Default 'Property Service Contract'. */
  title: z.string().trim().max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`).optional(),
  /** Pounds; default 100.00. */
  deposit: ZDepositPounds.optional(),
  /** Default: the terms template for the property's client and the deposit. */
  terms: ZTerms.optional(),
  /** The hire clock's charge for this contract in pounds; empty or absent = the provider's setting (issue 18). */
  lateChangeover: ZOverridePounds.optional(),
  /** Its repeat interval in days; empty or absent = the provider's setting. */
  lateChangeoverEveryDays: ZOverrideDays.optional(),
});
export type TCreatePropertyContract = z.input<typeof ZCreatePropertyContract>;

/** Statuses staff may set by hand; signed and active come only from signing. */
export const EDITABLE_CONTRACT_STATUSES = ['draft', 'sent', 'cancelled'] as const;

export const ZUpdatePropertyContract = z
  .object({
    title: ZTitle.optional(),
    deposit: ZDepositPounds.optional(),
    terms: ZTerms.optional(),
    status: z.enum(EDITABLE_CONTRACT_STATUSES, { error: 'Status must be draft, sent or cancelled' }).optional(),
    lateChangeover: ZOverridePounds.optional(),
    lateChangeoverEveryDays: ZOverrideDays.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type TUpdatePropertyContract = z.input<typeof ZUpdatePropertyContract>;

/** SHA-256 (hex) of the terms the signer read, as the API gave them (`termsSha256`). */
const ZTermsDigestRequired = z.string({ error: CONTRACT_MESSAGES.reloadToSign }).regex(/^[a-f0-9]{64}$/, CONTRACT_MESSAGES.reloadToSign);
const ZTermsDigest = z
  .string()
  .regex(/^[a-f0-9]{64}$/, 'Invalid terms fingerprint')
  .optional();

/** The typed-name signature, with the messages of the screen it comes from. */
function requiredMessage(screen: 'panel' | 'public'): string {
  const check = checkSignatureName('', screen);
  return check.ok ? 'Required' : check.message;
}

const ZSignatureName = (screen: 'panel' | 'public') =>
  z
    .string({ error: requiredMessage(screen) })
    .max(NAME_MAX, `Signature must be at most ${NAME_MAX} characters`)
    .transform((raw, ctx) => {
      // The stored name is the checked one: invisible edges trimmed, at least 2 visible letters.
      const check = checkSignatureName(raw, screen);
      if (check.ok) return check.name;
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    });

/** Staff panel signing. termsSha256: the fingerprint of the terms the signer read (optional). */
export const ZPanelSignContract = z.object({ name: ZSignatureName('panel'), termsSha256: ZTermsDigest });
export type TPanelSignContract = z.input<typeof ZPanelSignContract>;

/**
 * Signing through a share link. termsSha256 is required: the signature binds exactly the terms the page
 * showed, and a mismatch (the terms were edited since) is a 409 asking to reload. That is also why
 * editing an unsigned contract's terms leaves its share links active: a page opened before the edit
 * can no longer sign, and a reloaded page shows, and signs, the new terms.
 */
export const ZPublicSignContract = z.object({ name: ZSignatureName('public'), termsSha256: ZTermsDigestRequired });
export type TPublicSignContract = z.input<typeof ZPublicSignContract>;

const NOTE_MAX = 1000;

/** 'Send by e-mail': an optional short note from the provider, added to the e-mail. */
export const ZEmailContractLink = z
  .object({
    note: z
      .string({ error: 'The note must be text' })
      .trim()
      .max(NOTE_MAX, `The note must be at most ${NOTE_MAX.toLocaleString('en-GB')} characters`)
      .optional()
      .transform((v) => v || undefined),
  })
  .strict();
export type TEmailContractLink = z.input<typeof ZEmailContractLink>;

export interface TEmailContractLinkResult {
  share: TContractShare;
  url: string;
  sentTo: string;
}

export const ZContractListQuery = z.object({
  propertyId: ZUuid('Invalid property id').optional(),
  clientId: ZUuid('Invalid client id').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

// ── Output shapes (dates are ISO strings in JSON) ──────────────────────────────────────────────────

export interface TContractShare {
  id: string;
  contractId: string;
  shareToken: string;
  isActive: boolean;
  signedAt: string | null;
  clientName: string | null;
  createdAt: string;
}

export interface TSignature {
  signature: string;
  signedBy: string;
  signedDate: string;
  ipAddress: string | null;
  userAgent: string | null;
  termsSha256: string;
  via: SignedVia | null;
}

export interface TPropertyContract {
  id: string;
  propertyId: string;
  clientId: string | null;
  title: string;
  terms: string;
  /** SHA-256 (hex) of the terms as stored now. */
  termsSha256: string;
  depositAmountPence: number;
  /** The hire clock's terms this contract sets, null = the provider's setting (issue 18). */
  lateChangeoverPence: number | null;
  lateChangeoverEveryDays: number | null;
  status: PropertyContractStatus;
  signedDate: string | null;
  signature: TSignature | null;
  createdAt: string;
  updatedAt: string;
  property: { name: string; address: string | null };
  client: { name: string; primaryEmail: string } | null;
  /** Whether the contract has an active share link. */
  hasActiveShare: boolean;
  /**
   * The newest active share link, with its token: only for callers with properties_edit and for the
   * owner of the contract's client (who signs through it); null for everyone else.
   */
  activeShare: TContractShare | null;
}

export interface TContractTemplate {
  title: string;
  deposit: string;
  terms: string;
  propertyName: string;
  clientName: string;
}

/** What the public contract page shows: no internal ids. */
export interface TPublicContract {
  title: string;
  clientName: string;
  propertyName: string;
  propertyAddress: string | null;
  createdAt: string;
  depositAmountPence: number;
  terms: string;
  termsSha256: string;
  status: PropertyContractStatus;
  signed: boolean;
  signedAt: string | null;
  signerName: string | null;
  signature: string | null;
}

export interface TPublicSignResult {
  clientName: string;
  title: string;
  signerName: string;
  signedAt: string;
}
