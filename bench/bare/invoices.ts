/**
 * The owner's invoices on the bare baseline (issue 23; decision 0194): the same queries as the app's
 * invoices.repo (the owner's clients, then the first page newest first by (created_at, id) of their
 * clients' invoices and their own purchases; or one invoice, then its lines, payments and credit notes
 * side by side), written as raw SQL, with the same pure rules for the status and the labels.
 */
import {
  CREDIT_REASON_LABELS,
  creditableLeft,
  INVOICE_LIMITS,
  INVOICE_SOURCE_LABELS,
  invoiceStatus,
  invoiceStatusText,
  owedOn,
} from '@shared/domain/invoices';
import type { CreditReason, InvoiceSource } from '@shared/domain/invoices';
import { vatRateLabel, type VatCategory } from '@shared/domain/vat';
import { formatDate } from '@shared/format-dates';
import { benchCursor, type BareCaller, type BareHandler } from '../lib/bare';
import type { Query, Row } from '../lib/sql';

const PAGE = INVOICE_LIMITS.pageSize;

/** The app's ownedBy (server/lib/scope.ts): the clients linked to the login, or unlinked ones under its verified e-mail. */
async function ownClientIds(query: Query, caller: BareCaller): Promise<string[]> {
  const rows = await query(
    `select id from clients
     where user_id = $1 or ($2::text is not null and user_id is null and lower(primary_email) = lower($2)
       and not exists (select 1 from clients linked where linked.user_id = $1))`,
    [caller.userId, caller.user.email_verified ? caller.user.email : null],
  );
  return rows.map((r) => r.id as string);
}

interface Amounts {
  number: string | null;
  grossPence: number;
  paidPence: number;
  creditedPence: number;
}

const amountsOf = (r: Row): Amounts => ({
  number: r.number as string | null,
  grossPence: r.gross_pence as number,
  paidPence: r.paid_pence as number,
  creditedPence: r.credited_pence as number,
});

function listItem(r: Row) {
  const amounts = amountsOf(r);
  const status = invoiceStatus(amounts);
  const customer = r.customer as { name: string; propertyName: string | null };
  const paidAt = r.paid_at as Date | null;
  return {
    id: r.id,
    number: r.number,
    kind: r.kind === 'deposit_receipt' ? 'deposit_receipt' : 'invoice',
    source: r.source_type,
    issueDate: r.issue_date,
    dueDate: r.due_date,
    customerName: customer.name,
    propertyName: customer.propertyName,
    grossPence: amounts.grossPence,
    paidPence: amounts.paidPence,
    creditedPence: amounts.creditedPence,
    owedPence: status === 'waiting' ? owedOn({ ...amounts, number: '' }) : owedOn(amounts),
    status,
    statusText: invoiceStatusText(status, paidAt ? formatDate(paidAt) : null),
    paidAt: paidAt?.toISOString() ?? null,
  };
}

const LIST_COLUMNS = `i.id, i.number, i.kind, i.source_type, i.issue_date::text as issue_date, i.due_date::text as due_date, i.customer,
  i.gross_pence, i.paid_pence, i.credited_pence, i.paid_at,
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key`;

/** GET /api/invoices as an owner: the first page of 50, newest first. */
export const ownerInvoicesPage: BareHandler = async (query, caller) => {
  const clientIds = await ownClientIds(query, caller);
  const rows = await query(
    `select ${LIST_COLUMNS} from invoices i
     where (i.client_id = any($1::uuid[]) or i.user_id = $2)
     order by i.created_at desc, i.id desc limit ${PAGE + 1}`,
    [clientIds, caller.userId],
  );
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return { invoices: page.map(listItem), nextCursor: rows.length > PAGE && last ? benchCursor([last.created_key, last.id]) : null };
};

const LINE = `description, quantity, category, vat_rate_bp, net_pence, vat_pence, gross_pence`;

/** GET /api/invoices/{id} as its owner: the invoice, then its lines, payments and credit notes. */
export const ownerInvoiceDetail =
  (id: string): BareHandler =>
  async (query, caller) => {
    const clientIds = await ownClientIds(query, caller);
    const [row] = await query(`select *, issue_date::text as issue_date, due_date::text as due_date from invoices where id = $1`, [id]);
    if (!row || !(row.user_id === caller.userId || (row.client_id !== null && clientIds.includes(row.client_id as string)))) {
      return { error: 'Invoice not found' };
    }
    const [lines, payments, credits] = await Promise.all([
      query(`select position, ${LINE} from invoice_lines where invoice_id = $1 order by position`, [id]),
      query(`select amount_pence, via, paid_at from invoice_payments where invoice_id = $1 order by paid_at, id`, [id]),
      query(
        `select id, number, issue_date::text as issue_date, reason, note, net_pence, vat_pence, gross_pence, refund_pence
         from credit_notes where invoice_id = $1 order by seq`,
        [id],
      ),
    ]);
    const b = row.business as {
      legalName: string;
      address: string;
      vatRegistered: boolean;
      vatNumber: string | null;
      paymentTermsText: string;
    } | null;
    const amounts = amountsOf(row);
    const left = row.seq === null ? 0 : creditableLeft(amounts);
    const source = row.source_type as InvoiceSource;
    return {
      ...listItem(row),
      title: `${row.kind === 'deposit_receipt' ? 'Deposit receipt' : 'Invoice'}: ${INVOICE_SOURCE_LABELS[source] ?? source}`,
      customer: row.customer,
      business: b
        ? { legalName: b.legalName, address: b.address, vatRegistered: b.vatRegistered, vatNumber: b.vatNumber, paymentTermsText: b.paymentTermsText }
        : null,
      netPence: row.net_pence,
      vatPence: row.vat_pence,
      lines: lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        category: l.category,
        vatRateBasisPoints: l.vat_rate_bp,
        vatRateLabel: vatRateLabel(
          { category: l.category as VatCategory, vatRateBasisPoints: l.vat_rate_bp as number | null },
          b?.vatRegistered ?? false,
        ),
        netPence: l.net_pence,
        vatPence: l.vat_pence,
        grossPence: l.gross_pence,
      })),
      payments: payments.map((p) => ({ amountPence: p.amount_pence, via: p.via, paidAt: (p.paid_at as Date).toISOString() })),
      creditNotes: credits.map((c) => ({
        id: c.id,
        number: c.number,
        issueDate: c.issue_date,
        reason: c.reason,
        reasonLabel: CREDIT_REASON_LABELS[c.reason as CreditReason] ?? c.reason,
        note: c.note,
        netPence: c.net_pence,
        vatPence: c.vat_pence,
        grossPence: c.gross_pence,
        refundPence: c.refund_pence,
      })),
      creditableLeftPence: left,
      canCredit: left > 0 && caller.flags.admin_access,
      pdfUrl: row.number ? `/api/invoices/${row.id as string}/pdf` : null,
    };
  };
