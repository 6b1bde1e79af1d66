/**
 * GET /api/invoice-exports?format=&from=&to=&salesAccount=&depositAccount= (issue 23 item 6; decision
 * 0195): a period's issued invoices and credit notes as an accounting import file. The days are London
 * issue dates, both included, at most 366 days; bad input is a 422 and no file.
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
const account = (fallback: string) =>
  z
    .string({ error: M.account })
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, M.account)
    .default(fallback);

export const ZInvoiceExportQuery = z
  .object({
    format: z.enum(INVOICE_EXPORT_FORMATS, { error: M.format }),
    from: day(M.from),
    to: day(M.to),
    salesAccount: account(DEFAULT_SALES_ACCOUNT),
    depositAccount: account(DEFAULT_DEPOSIT_ACCOUNT),
  })
  .superRefine((q, ctx) => {
    const problem = exportPeriodProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type TInvoiceExportQuery = z.input<typeof ZInvoiceExportQuery>;
export type TInvoiceExportArgs = z.output<typeof ZInvoiceExportQuery>;
