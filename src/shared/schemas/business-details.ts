/**
 * Business details (issue 23 item 1; decision 0193): the body of PUT /api/business-details, the answer
 * of GET and PUT, and Settings > Business details as typed. Both the API and the form apply the rules of
 * src/shared/domain/business-details.ts.
 */
import { z } from 'zod';
import {
  BUSINESS_LIMITS,
  BUSINESS_MESSAGES as M,
  normaliseVatNumber,
  paymentDaysOk,
  percentTextToBasisPoints,
  prefixProblem,
  vatNumberProblem,
  type BusinessDetails,
} from '../domain/business-details';
import type { AssertTrue, Same } from './same-shape';

/** Line endings as one '\n', each line's trailing spaces and the ends trimmed. */
const multiline = (v: string) =>
  v
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

const legalName = z.string({ error: M.legalNameRequired }).trim().min(1, M.legalNameRequired).max(BUSINESS_LIMITS.legalName, M.legalNameTooLong);
const address = z
  .string({ error: M.addressRequired })
  .transform(multiline)
  .pipe(z.string().min(1, M.addressRequired).max(BUSINESS_LIMITS.address, M.addressTooLong));
const prefix = (what: 'invoice' | 'credit note') =>
  z
    .string({ error: M.prefixRequired(what) })
    .trim()
    .superRefine((v, ctx) => {
      const problem = prefixProblem(v, what);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
const paymentTermsText = z
  .string({ error: 'Enter the payment terms' })
  .transform(multiline)
  .pipe(z.string().max(BUSINESS_LIMITS.paymentTermsText, M.paymentTermsTooLong));

/** PUT /api/business-details: every field; the VAT number and rate only count when VAT registered. */
export const ZBusinessDetailsInput = z
  .object({
    legalName,
    address,
    vatRegistered: z.boolean({ error: 'Say whether the business is VAT registered' }),
    vatNumber: z.string().nullish(),
    vatRateBasisPoints: z.number().nullish(),
    invoicePrefix: prefix('invoice'),
    creditNotePrefix: prefix('credit note'),
    paymentTermsText,
    paymentTermsDays: z.number({ error: M.paymentDaysFormat }).refine(paymentDaysOk, M.paymentDaysFormat),
    /** Omitted by a client older than the setting: the setting in force is kept. */
    depositsAsReceipts: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.vatRegistered) return;
    const vatProblem = vatNumberProblem(v.vatNumber ?? '');
    if (vatProblem) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: vatProblem });
    const rate = v.vatRateBasisPoints;
    if (rate === null || rate === undefined) ctx.addIssue({ code: 'custom', path: ['vatRateBasisPoints'], message: M.vatRateRequired });
    else if (!Number.isInteger(rate) || rate < 0 || rate > BUSINESS_LIMITS.vatRateMaxBasisPoints) {
      ctx.addIssue({ code: 'custom', path: ['vatRateBasisPoints'], message: M.vatRateFormat });
    }
  })
  .transform((v) => ({
    ...v,
    vatNumber: v.vatRegistered ? normaliseVatNumber(v.vatNumber ?? '') : null,
    vatRateBasisPoints: v.vatRegistered ? (v.vatRateBasisPoints ?? null) : null,
  }));
export type TBusinessDetailsInput = z.input<typeof ZBusinessDetailsInput>;
export type TBusinessDetailsSaved = z.output<typeof ZBusinessDetailsInput>;

export const ZBusinessLogo = z.object({ id: z.string(), width: z.number().int(), height: z.number().int() });

export const ZBusinessDetails = z
  .object({
    legalName: z.string(),
    address: z.string(),
    vatRegistered: z.boolean(),
    vatNumber: z.string().nullable(),
    vatRateBasisPoints: z.number().int().nullable(),
    invoicePrefix: z.string(),
    creditNotePrefix: z.string(),
    paymentTermsText: z.string(),
    paymentTermsDays: z.number().int(),
    /** Saved before the setting existed: deposits were receipts (the default). */
    depositsAsReceipts: z.boolean().default(true),
    logo: ZBusinessLogo.nullable(),
    /** 0 while never saved; one more on every change (invoices snapshot the version they carry). */
    version: z.number().int(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'BusinessDetails' });
export type BusinessDetailsCheck = AssertTrue<Same<z.infer<typeof ZBusinessDetails>, BusinessDetails>>;

/** GET and PUT /api/business-details (and the logo's PUT and DELETE): the details in force, the logo's address. */
export const ZBusinessDetailsAnswer = z.object({
  details: ZBusinessDetails,
  /** Whether invoices may be issued: a legal name and an address saved. */
  ready: z.boolean(),
  logoUrl: z.string().nullable(),
});
export type TBusinessDetailsAnswer = z.infer<typeof ZBusinessDetailsAnswer>;

// ── The settings form: everything typed as text ──────────────────────────────────────────────────

/** Settings > Business details as typed; parses to the body of PUT /api/business-details. */
export const ZBusinessDetailsForm = z
  .object({
    legalName,
    address,
    vatRegistered: z.boolean(),
    vatNumber: z.string(),
    vatRate: z.string(),
    invoicePrefix: prefix('invoice'),
    creditNotePrefix: prefix('credit note'),
    paymentTermsText,
    paymentTermsDays: z
      .string()
      .trim()
      .refine((v) => /^\d{1,3}$/.test(v) && paymentDaysOk(Number(v)), M.paymentDaysFormat)
      .transform(Number),
    depositsAsReceipts: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (!v.vatRegistered) return;
    const vatProblem = vatNumberProblem(v.vatNumber);
    if (vatProblem) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: vatProblem });
    if (v.vatRate.trim() === '') ctx.addIssue({ code: 'custom', path: ['vatRate'], message: M.vatRateRequired });
    else if (percentTextToBasisPoints(v.vatRate) === null) ctx.addIssue({ code: 'custom', path: ['vatRate'], message: M.vatRateFormat });
  })
  .transform(({ vatRate, ...v }) => ({
    ...v,
    vatNumber: v.vatRegistered ? normaliseVatNumber(v.vatNumber) : null,
    vatRateBasisPoints: v.vatRegistered ? percentTextToBasisPoints(vatRate) : null,
  }));
export type TBusinessDetailsFormInput = z.input<typeof ZBusinessDetailsForm>;
