/**
 * An owner's statement (issue 23 item 5; decision 0196):
 *   GET /api/statements?from=YYYY-MM-DD&to=YYYY-MM-DD[&clientId=]      -> TStatement
 *   GET /api/statements/pdf?…, GET /api/statements/csv?…               the same as a PDF and a CSV
 * The period is checked by statementPeriod (at most 366 days); clientId may be left out by an owner
 * with one client, and is required from staff.
 */
import { z } from 'zod';
import { statementPeriod } from '../domain/statements';

export const ZStatementQuery = z
  .object({
    from: z.string().max(10, 'The start date must be a date written YYYY-MM-DD').optional(),
    to: z.string().max(10, 'The end date must be a date written YYYY-MM-DD').optional(),
    clientId: z.string().trim().max(64).optional(),
  })
  .superRefine((q, ctx) => {
    const checked = statementPeriod(q);
    if ('problem' in checked) ctx.addIssue({ code: 'custom', path: [checked.field], message: checked.problem });
  });
export type TStatementQuery = z.input<typeof ZStatementQuery>;

// ── The answer (zod, for GET /api/openapi.json and the web's typed client; nothing parses it) ──

const ZSums = {
  openingPence: z.number().int(),
  invoicedPence: z.number().int(),
  paidPence: z.number().int(),
  creditedPence: z.number().int(),
  refundedPence: z.number().int(),
  closingPence: z.number().int(),
};

export const ZStatementRow = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'payment', 'credit_note', 'refund']),
  date: z.string(),
  reference: z.string(),
  description: z.string(),
  amountPence: z.number().int(),
  effectPence: z.number().int(),
  balancePence: z.number().int(),
});
export type TStatementRow = z.infer<typeof ZStatementRow>;

export const ZStatementSection = z.object({
  propertyId: z.string().nullable(),
  propertyName: z.string(),
  ...ZSums,
  rows: z.array(ZStatementRow),
});
export type TStatementSection = z.infer<typeof ZStatementSection>;

export const ZStatement = z.object({
  client: z.object({ id: z.string(), name: z.string() }),
  period: z.object({ from: z.string(), to: z.string() }),
  sections: z.array(ZStatementSection),
  total: z.object(ZSums),
  generatedAt: z.string(),
});
export type TStatement = z.infer<typeof ZStatement>;
