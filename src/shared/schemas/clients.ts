/**
 * Clients, client-level contracts, the portal password reset and My Profile: inputs (zod) and the
 * shapes the API returns. Shared by the server's validation and the UI's forms.
 */
import { z } from 'zod';
import { CLIENT_MESSAGES, MESSAGES, PASSWORD_MIN_LENGTH } from '../constants';
import {
  CLIENT_CONTRACT_STATUSES,
  CLIENT_STATUSES,
  invalidSecondaryEmail,
  isEmailAddress,
  parseSecondaryEmails,
} from '../domain/clients';
import { poundsToPence } from '../domain/money';
import { ZDepositPounds as ZContractDepositPounds } from './contracts';

export const ZClientStatus = z.enum(CLIENT_STATUSES, { error: 'Please choose a status' });

/** An optional text: trimmed; empty or null becomes null; omitted stays omitted (unchanged). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const ZCompanyName = z
  .string({ error: CLIENT_MESSAGES.companyNameRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.companyNameRequired)
  .max(200, 'Company Name is too long');

const ZPrimaryEmail = z
  .string({ error: CLIENT_MESSAGES.primaryEmailRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.primaryEmailRequired)
  .refine((v) => v === '' || isEmailAddress(v), CLIENT_MESSAGES.invalidEmail);

/** Comma-separated text or a list: split on commas, trimmed, empties dropped, each an e-mail address. */
export const ZSecondaryEmails = z
  .union([z.string().max(5000, 'Too many secondary e-mails'), z.array(z.string().max(254)).max(50)])
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : parseSecondaryEmails(v)))
  .superRefine((emails, ctx) => {
    const bad = emails ? invalidSecondaryEmail(emails) : null;
    if (bad !== null) ctx.addIssue({ code: 'custom', message: CLIENT_MESSAGES.invalidSecondaryEmail(bad) });
  });

const clientFields = {
  name: ZCompanyName,
  contactName: optionalText(200, 'Contact Name is too long'),
  username: optionalText(100, 'Username is too long'),
  primaryEmail: ZPrimaryEmail,
  phone: optionalText(40, 'Phone number is too long'),
  secondaryEmails: ZSecondaryEmails,
  billingNotes: optionalText(5000, 'Billing Notes are too long'),
};

/** Add Client (super admins): Company Name* and Primary Email*; status defaults to lead. */
export const ZCreateClient = z.object({ ...clientFields, status: ZClientStatus.default('lead') });
export type TCreateClient = z.input<typeof ZCreateClient>;
export type TCreateClientOutput = z.output<typeof ZCreateClient>;

/** Edit Client: any of the fields; never the login link. */
export const ZUpdateClient = z.object({
  name: ZCompanyName.optional(),
  contactName: clientFields.contactName,
  username: clientFields.username,
  primaryEmail: ZPrimaryEmail.optional(),
  phone: clientFields.phone,
  secondaryEmails: clientFields.secondaryEmails,
  billingNotes: clientFields.billingNotes,
  status: ZClientStatus.optional(),
});
export type TUpdateClient = z.input<typeof ZUpdateClient>;
export type TUpdateClientOutput = z.output<typeof ZUpdateClient>;

/** My Profile: the owner's own client record; the primary e-mail is their login e-mail. */
export const ZMyClientProfile = z.object({
  name: ZCompanyName,
  contactName: clientFields.contactName,
  username: clientFields.username,
  phone: clientFields.phone,
  secondaryEmails: clientFields.secondaryEmails,
  billingNotes: clientFields.billingNotes,
});
export type TMyClientProfile = z.input<typeof ZMyClientProfile>;

export const ZClientListQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z
    .union([ZClientStatus, z.literal(''), z.literal('all')])
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TClientListQuery = z.input<typeof ZClientListQuery>;

/**
 * A pounds amount as typed, checked like the property contract's deposit (a number, 0 or more, at most
 * 2 decimals): nothing is corrected silently (issue 7). Empty means 0. Output: pence.
 */
export const ZDepositPounds = z
  .union([z.string().max(30, 'Deposit Amount is too large'), z.number()])
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return 0;
    const pounds = ZContractDepositPounds.safeParse(v);
    if (pounds.success) return poundsToPence(pounds.data);
    ctx.addIssue({ code: 'custom', message: pounds.error.issues[0]?.message ?? 'Deposit must be a number' });
    return z.NEVER;
  });

/** New Contract (client level): Title required; start date optional (YYYY-MM-DD); status draft by default. */
export const ZCreateClientContract = z.object({
  title: z.string({ error: CLIENT_MESSAGES.titleRequired }).trim().min(1, CLIENT_MESSAGES.titleRequired).max(200, 'Title is too long'),
  startDate: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), CLIENT_MESSAGES.invalidStartDate),
  /** Pounds in (text or number), pence out. */
  depositAmount: ZDepositPounds,
  status: z.enum(CLIENT_CONTRACT_STATUSES, { error: 'Please choose a status' }).default('draft'),
  terms: optionalText(20_000, 'Terms are too long'),
});
export type TCreateClientContract = z.input<typeof ZCreateClientContract>;

/** The Client Portal's reset-password field. */
export const ZPortalPassword = z.object({
  password: z
    .string({ error: MESSAGES.enterNewPassword })
    .min(1, MESSAGES.enterNewPassword)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(128, 'Password must be at most 128 characters'),
});
export type TPortalPassword = z.input<typeof ZPortalPassword>;

// ── What the API returns ────────────────────────────────────────────────────────────────────────
// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

export const ZClient = z
  .object({
    id: z.string(),
    name: z.string(),
    contactName: z.string().nullable(),
    username: z.string().nullable(),
    primaryEmail: z.string(),
    secondaryEmails: z.array(z.string()),
    phone: z.string().nullable(),
    billingNotes: z.string().nullable(),
    status: z.enum(CLIENT_STATUSES),
    lastTouch: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    userId: z.string().nullable(),
    /** The linked login's e-mail (the portal login), when the client has one. */
    loginEmail: z.string().nullable(),
    profilePhoto: z.string().nullable(),
    onboardingProgress: z.number(),
    propertiesCount: z.number().int(),
    linenCardsCount: z.number().int(),
    /** True when the record belongs to the caller (a property owner's own client). */
    isOwn: z.boolean(),
  })
  .meta({ id: 'Client' });
export type TClient = z.infer<typeof ZClient>;
/** What a read or a change of one client answers. */
export const ZClientAnswer = z.object({ client: ZClient });

export const ZClientList = z.object({ clients: z.array(ZClient), total: z.number().int() });
export type TClientList = z.infer<typeof ZClientList>;

export const ZClientContract = z
  .object({
    id: z.string(),
    clientId: z.string(),
    userId: z.string().nullable(),
    title: z.string(),
    startDate: z.string().nullable(),
    depositAmountPence: z.number().int(),
    terms: z.string().nullable(),
    status: z.enum(CLIENT_CONTRACT_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'ClientContract' });
export type TClientContract = z.infer<typeof ZClientContract>;
export const ZClientContractList = z.object({ contracts: z.array(ZClientContract) });
export const ZClientContractAnswer = z.object({ contract: ZClientContract });

export const ZMyClient = z.object({ client: ZClient.nullable() });
export type TMyClient = z.infer<typeof ZMyClient>;
/** POST /api/me/client: the new client and the message to show. */
export const ZMyClientCreated = z.object({ client: ZClient, message: z.string() });
