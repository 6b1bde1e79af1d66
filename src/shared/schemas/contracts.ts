/**
 * Property contracts, their share links and signing (docs/product.md §1.2.6, §1.2.7, §1.3, §1.5): inputs and the
 * shapes the API returns. Money is integer pence in output; the forms take the deposit in pounds.
 */
import { z } from 'zod';
import type { AssertTrue, Same } from './same-shape';
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
  .number<number | string>({ error: 'Deposit must be a number' })
  .refine((n) => Number.isFinite(n), 'Deposit must be a number')
  .refine((n) => n >= 0, 'Deposit cannot be negative')
  .refine((n) => n <= DEPOSIT_MAX_POUNDS, `Deposit must be at most £${DEPOSIT_MAX_POUNDS.toLocaleString('en-GB')}`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Deposit can have at most 2 decimals')
  // The forms send the text as typed: the document (and so the web's typed client) says so.
  .meta({ type: ['number', 'string'] });

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

export const ZContractListQuery = z.object({
  propertyId: ZUuid('Invalid property id').optional(),
  clientId: ZUuid('Invalid client id').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

// ── Output shapes (zod, for GET /api/openapi.json and the web's typed client; dates are ISO strings) ──

const ZContractStatus = z.enum(['draft', 'sent', 'signed', 'active', 'cancelled']);
export type ContractStatusCheck = AssertTrue<Same<z.infer<typeof ZContractStatus>, PropertyContractStatus>>;
const ZSignedVia = z.enum(['share', 'owner', 'panel']);
export type SignedViaCheck = AssertTrue<Same<z.infer<typeof ZSignedVia>, SignedVia>>;

export const ZContractShare = z
  .object({
    id: z.string(),
    contractId: z.string(),
    shareToken: z.string(),
    isActive: z.boolean(),
    signedAt: z.string().nullable(),
    clientName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContractShare' });
export type TContractShare = z.infer<typeof ZContractShare>;

export const ZSignature = z.object({
  signature: z.string(),
  signedBy: z.string(),
  signedDate: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  termsSha256: z.string(),
  via: ZSignedVia.nullable(),
});
export type TSignature = z.infer<typeof ZSignature>;

export const ZPropertyContract = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    clientId: z.string().nullable(),
    title: z.string(),
    terms: z.string(),
    /** SHA-256 (hex) of the terms as stored now. */
    termsSha256: z.string(),
    depositAmountPence: z.number().int(),
    /** The hire clock's terms this contract sets, null = the provider's setting (issue 18). */
    lateChangeoverPence: z.number().int().nullable(),
    lateChangeoverEveryDays: z.number().int().nullable(),
    status: ZContractStatus,
    signedDate: z.string().nullable(),
    signature: ZSignature.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    property: z.object({ name: z.string(), address: z.string().nullable() }),
    client: z.object({ name: z.string(), primaryEmail: z.string() }).nullable(),
    /** Whether the contract has an active share link. */
    hasActiveShare: z.boolean(),
    /**
     * The newest active share link, with its token: only for callers with properties_edit and for the
     * owner of the contract's client (who signs through it); null for everyone else.
     */
    activeShare: ZContractShare.nullable(),
  })
  .meta({ id: 'PropertyContract' });
export type TPropertyContract = z.infer<typeof ZPropertyContract>;
export const ZPropertyContractAnswer = z.object({ contract: ZPropertyContract });
export const ZPropertyContractList = z.object({ contracts: z.array(ZPropertyContract) });

export const ZContractTemplate = z.object({
  title: z.string(),
  deposit: z.string(),
  terms: z.string(),
  propertyName: z.string(),
  clientName: z.string(),
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;
export const ZContractTemplateAnswer = z.object({ template: ZContractTemplate });

/** A new share link (POST /:id/shares) and its address. */
export const ZContractShareLink = z.object({ share: ZContractShare, url: z.string() });
export const ZContractShareAnswer = z.object({ share: ZContractShare });
export const ZEmailContractLinkResult = ZContractShareLink.extend({ sentTo: z.string() });
export type TEmailContractLinkResult = z.infer<typeof ZEmailContractLinkResult>;

/** What the public contract page shows: no internal ids. */
export const ZPublicContract = z.object({
  title: z.string(),
  clientName: z.string(),
  propertyName: z.string(),
  propertyAddress: z.string().nullable(),
  createdAt: z.string(),
  depositAmountPence: z.number().int(),
  terms: z.string(),
  termsSha256: z.string(),
  status: ZContractStatus,
  signed: z.boolean(),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
  signature: z.string().nullable(),
});
export type TPublicContract = z.infer<typeof ZPublicContract>;
export const ZPublicContractAnswer = z.object({ contract: ZPublicContract });

export const ZPublicSignResult = z.object({
  clientName: z.string(),
  title: z.string(),
  signerName: z.string(),
  signedAt: z.string(),
});
export type TPublicSignResult = z.infer<typeof ZPublicSignResult>;
export const ZPublicSignAnswer = z.object({ result: ZPublicSignResult });
