/**
 * GET /api/invoice-exports?format=&from=&to=&salesAccount=&depositAccount=&part= (issue 23 item 6;
 * decision 0195): a period's issued invoices and credit notes as an accounting import file, or one part
 * of it where the importer takes only so many documents a file (part 1 by default). The days are London
 * issue dates, both included, at most 366 days; bad input is a 422 and no file.
 * GET /api/invoice-exports/parts?format=&from=&to=: how many documents the file holds and its parts.
 */
import { z } from 'zod';
import {
  DEFAULT_DEPOSIT_ACCOUNT,
  DEFAULT_SALES_ACCOUNT,
  INVOICE_EXPORT_FORMATS,
  INVOICE_EXPORT_MESSAGES as M,
  exportPeriodProblem,
  isExportDay,
} from '../domain/invoice-exports';

const day = (message: string) => z.string({ error: message }).trim().refine(isExportDay, message);
const period = {
  format: z.enum(INVOICE_EXPORT_FORMATS, { error: M.format }),
  from: day(M.from),
  to: day(M.to),
};
const periodProblem = (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const problem = exportPeriodProblem(q.from, q.to);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
};
const account = (fallback: string) =>
  z
    .string({ error: M.account })
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, M.account)
    .default(fallback);

export const ZInvoiceExportQuery = z
  .object({
    ...period,
    salesAccount: account(DEFAULT_SALES_ACCOUNT),
    depositAccount: account(DEFAULT_DEPOSIT_ACCOUNT),
    part: z.coerce.number({ error: M.part }).int(M.part).min(1, M.part).max(100_000, M.part).default(1),
  })
  .superRefine(periodProblem);
export type TInvoiceExportQuery = z.input<typeof ZInvoiceExportQuery>;
export type TInvoiceExportArgs = z.output<typeof ZInvoiceExportQuery>;

export const ZInvoiceExportPartsQuery = z.object(period).superRefine(periodProblem);
export type TInvoiceExportPartsQuery = z.input<typeof ZInvoiceExportPartsQuery>;
export type TInvoiceExportPartsArgs = z.output<typeof ZInvoiceExportPartsQuery>;

/** The files a period's export is written to: its documents, the most a file holds (null: no limit), each part's documents. */
export const ZInvoiceExportParts = z.object({
  documents: z.number().int(),
  perFile: z.number().int().nullable(),
  parts: z.array(z.object({ part: z.number().int(), parts: z.number().int(), first: z.number().int(), last: z.number().int() })),
});
export type TInvoiceExportParts = z.infer<typeof ZInvoiceExportParts>;
