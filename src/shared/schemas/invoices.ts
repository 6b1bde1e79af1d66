/** Invoices and credit notes (issue 23; decision 0194): the API's queries, bodies and answers. */
import { z } from 'zod';
import { CREDIT_REASONS, INVOICE_LIMITS, INVOICE_MESSAGES as M, INVOICE_SOURCES, type InvoiceSource } from '../domain/invoices';
import { MAX_CHARGE_PENCE } from '../domain/charges';
import { VAT_CATEGORIES } from '../domain/vat';
import { UUID_PATTERN } from './ids';
import { ZPageCursor } from './page-cursor';

export const ZInvoiceStatus = z.enum(['waiting', 'unpaid', 'paid', 'credited']);

export const ZListInvoicesQuery = z.object({
  status: ZInvoiceStatus.optional(),
  clientId: z.string().trim().regex(UUID_PATTERN, 'Unknown client').optional(),
  /** The invoice of one record (a ledger's 'Invoice' link): its source and the record's id. */
  source: z.enum(INVOICE_SOURCES as [InvoiceSource, ...InvoiceSource[]]).optional(),
  sourceId: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(INVOICE_LIMITS.pageSize),
  cursor: ZPageCursor,
});
export type TListInvoicesQuery = z.input<typeof ZListInvoicesQuery>;

/** POST /api/invoices/{id}/credit-notes: a credit note in full or in part, with its reason. */
export const ZCreditNoteBody = z.object({
  amountPence: z
    .number({ error: M.creditAmountFormat })
    .int(M.creditAmountFormat)
    .min(1, M.creditAmountFormat)
    .max(MAX_CHARGE_PENCE, M.creditAmountFormat),
  note: z.string({ error: M.creditNoteTextRequired }).trim().min(1, M.creditNoteTextRequired).max(INVOICE_LIMITS.creditNoteText, M.creditNoteTextTooLong),
  /**
   * The credit's own key, made once when the form opens: a repeated submit (a double click, a retry
   * after a lost answer) issues one credit note and one refund, not two.
   */
  requestId: z.uuid({ error: M.creditRequestId }),
});
export type TCreditNoteBody = z.infer<typeof ZCreditNoteBody>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────
export const ZInvoiceListItem = z.object({
  id: z.string(),
  /** Null while the business details are not set ('waiting'). */
  number: z.string().nullable(),
  kind: z.enum(['invoice', 'deposit_receipt']),
  source: z.enum(INVOICE_SOURCES as [string, ...string[]]),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  customerName: z.string(),
  propertyName: z.string().nullable(),
  grossPence: z.number().int(),
  paidPence: z.number().int(),
  creditedPence: z.number().int(),
  owedPence: z.number().int(),
  status: ZInvoiceStatus,
  /** 'Paid on 3 Dec 2026', 'Unpaid', 'Credited', 'Number pending'. */
  statusText: z.string(),
  paidAt: z.string().nullable(),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoicePage = z.object({ invoices: z.array(ZInvoiceListItem), nextCursor: z.string().nullable() }).meta({ id: 'InvoicePage' });
export type TInvoicePage = z.infer<typeof ZInvoicePage>;

export const ZDocumentLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  category: z.enum(VAT_CATEGORIES as [string, ...string[]]),
  vatRateBasisPoints: z.number().int().nullable(),
  /** '20%', 'Exempt', 'Outside scope', 'No VAT'. */
  vatRateLabel: z.string(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  grossPence: z.number().int(),
});

export const ZCreditNoteSummary = z.object({
  id: z.string(),
  number: z.string(),
  issueDate: z.string(),
  reason: z.enum(CREDIT_REASONS as [string, ...string[]]),
  reasonLabel: z.string(),
  note: z.string().nullable(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  grossPence: z.number().int(),
  refundPence: z.number().int(),
  /** Where the refund through the payment provider stands ('none' when the credit note refunds nothing). */
  refundStatus: z.enum(['none', 'pending', 'refunded', 'failed']),
  /** '£12.00 refunded', '£12.00 refund pending', '£5.00 refunded, £7.00 refund pending'; null when nothing is refunded. */
  refundText: z.string().nullable(),
});

export const ZInvoiceDetail = ZInvoiceListItem.extend({
  title: z.string(),
  customer: z.object({ name: z.string(), email: z.string().nullable(), propertyName: z.string().nullable(), propertyAddress: z.string().nullable() }),
  business: z
    .object({ legalName: z.string(), address: z.string(), vatRegistered: z.boolean(), vatNumber: z.string().nullable(), paymentTermsText: z.string() })
    .nullable(),
  netPence: z.number().int().nullable(),
  vatPence: z.number().int().nullable(),
  lines: z.array(ZDocumentLine),
  payments: z.array(z.object({ amountPence: z.number().int(), via: z.enum(['card', 'deposit', 'recorded']), paidAt: z.string() })),
  creditNotes: z.array(ZCreditNoteSummary),
  /** What a credit note may still take off it. */
  creditableLeftPence: z.number().int(),
  /** The caller may issue a credit note against it (billing, and it is numbered with something left). */
  canCredit: z.boolean(),
  pdfUrl: z.string().nullable(),
}).meta({ id: 'InvoiceDetail' });
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

/** The credit note dialog as typed: the amount in pounds (at most what is left) and the reason. */
export const ZCreditNoteForm = (leftPence: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, { message: M.creditAmountFormat, abort: true })
      .refine((v) => /^\d{1,6}(\.\d{1,2})?$/.test(v.replace(/^£/, '')), M.creditAmountFormat)
      .transform((v) => Math.round(Number(v.replace(/^£/, '')) * 100))
      .refine((p) => p >= 1, M.creditAmountFormat)
      .refine((p) => p <= leftPence, M.creditTooMuch(leftPence)),
    note: ZCreditNoteBody.shape.note,
  });
