/**
 * Reading invoices and issuing a credit note by hand (issue 23 items 2–4; decision 0194). An owner reads
 * their own clients' invoices and their own purchases (anything else is 404, as if it did not exist);
 * staff who see the collections ledger read all. Billing (admin_access) issues a credit note in full or
 * in part: it first lets off what is still owed, and what was paid by card beyond that goes back
 * through the payment provider once the credit note is committed (one refund row per card payment, sent
 * and retried with its own key: credit-note-refunds.ts).
 */
import { canIssueCreditNotes, canReadInvoices } from '@shared/domain/abilities';
import {
  CREDIT_REASON_LABELS,
  creditableLeft,
  creditRefundState,
  creditSettlement,
  INVOICE_MESSAGES as M,
  INVOICE_SOURCE_LABELS,
  invoiceStatus,
  invoiceStatusText,
  owedOn,
  planCardRefunds,
  type CreditReason,
  type CreditRefundStatus,
  type InvoiceSource,
} from '@shared/domain/invoices';
import { vatRateLabel } from '@shared/domain/vat';
import { formatDate } from '@shared/format-dates';
import type { TCreditNoteBody, TInvoiceDetail, TInvoiceListItem, TInvoicePage } from '@shared/schemas/invoices';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageCursor } from '../../lib/page-cursor';
import { isOwnerScoped, scopeOf } from '../../lib/scope';
import { findLogo } from '../business-details';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import * as refunds from './credit-note-refunds.repo';
import { sendCreditNoteRefunds } from './credit-note-refunds';
import { creditLockedInvoice } from './invoice-money';
import { documentPdf } from './invoice-pdf';
import * as repo from './invoices.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;
const CURSOR = pageCursor({ createdAtKey: 'time', id: 'uuid' });

export async function reachOf(deps: Deps, caller: Caller): Promise<repo.InvoiceReach> {
  if (!canReadInvoices(subjectOf(caller))) throw forbidden();
  if (!isOwnerScoped(caller)) return { all: true };
  const scope = await scopeOf(deps.db, caller);
  return { all: false, clientIds: scope.all ? [] : scope.clientIds, userId: caller.user.id };
}

const titleOf = (row: Pick<repo.InvoiceRow, 'kind'>) => (row.kind === 'deposit_receipt' ? 'Deposit receipt' : 'Invoice');

function listItem(r: repo.InvoiceListRow | repo.InvoiceRow): TInvoiceListItem {
  const status = invoiceStatus(r);
  return {
    id: r.id,
    number: r.number,
    kind: r.kind === 'deposit_receipt' ? 'deposit_receipt' : 'invoice',
    source: r.sourceType as InvoiceSource,
    issueDate: r.issueDate,
    dueDate: r.dueDate,
    customerName: r.customer.name,
    propertyName: r.customer.propertyName,
    grossPence: r.grossPence,
    paidPence: r.paidPence,
    creditedPence: r.creditedPence,
    owedPence: owedOn(r),
    status,
    statusText: invoiceStatusText(status, r.paidAt ? formatDate(r.paidAt) : null),
    paidAt: r.paidAt?.toISOString() ?? null,
  };
}

/** GET /api/invoices: newest first, a page at a time; an owner's own only. */
export async function listInvoices(
  deps: Deps,
  caller: Caller,
  q: { status?: 'waiting' | 'unpaid' | 'paid' | 'credited'; clientId?: string; source?: InvoiceSource; sourceId?: string; limit: number; cursor?: string },
): Promise<TInvoicePage> {
  const reach = await reachOf(deps, caller);
  const source = q.source && q.sourceId ? { type: q.source, id: q.sourceId } : undefined;
  const rows = await repo.listInvoices(deps.db, { reach, clientId: q.clientId, status: q.status, source, after: CURSOR.decode(q.cursor), limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    invoices: page.map(listItem),
    nextCursor: rows.length > q.limit && last ? CURSOR.encode({ createdAtKey: last.createdAtKey, id: last.id }) : null,
  };
}

async function invoiceInReach(deps: Deps, caller: Caller, id: string): Promise<repo.InvoiceRow> {
  const reach = await reachOf(deps, caller);
  const row = await repo.findInvoice(deps.db, id);
  if (!row || !repo.reaches(reach, row)) throw notFound(M.notFound);
  return row;
}

/** GET /api/invoices/{id}: the invoice with its lines, payments and credit notes. */
export async function getInvoice(deps: Deps, caller: Caller, id: string): Promise<TInvoiceDetail> {
  const row = await invoiceInReach(deps, caller, id);
  const [lines, payments, credits] = await Promise.all([repo.linesOfInvoice(deps.db, id), repo.paymentsOfInvoice(deps.db, id), repo.creditNotesOfInvoice(deps.db, id)]);
  const refundRows = await refunds.refundsOfCreditNotes(
    deps.db,
    credits.map((c) => c.id),
  );
  const b = row.business;
  const left = row.seq === null ? 0 : creditableLeft(row);
  return {
    ...listItem(row),
    source: row.sourceType as InvoiceSource,
    title: `${titleOf(row)}: ${INVOICE_SOURCE_LABELS[row.sourceType as InvoiceSource] ?? row.sourceType}`,
    customer: row.customer,
    business: b ? { legalName: b.legalName, address: b.address, vatRegistered: b.vatRegistered, vatNumber: b.vatNumber, paymentTermsText: b.paymentTermsText } : null,
    netPence: row.netPence,
    vatPence: row.vatPence,
    lines: (row.seq === null
      ? row.draftLines.map((l) => ({ ...l, vatRateBasisPoints: null, netPence: l.grossPence, vatPence: 0 }))
      : lines
    ).map((l) => ({
      description: l.description,
      quantity: l.quantity,
      category: l.category,
      vatRateBasisPoints: l.vatRateBasisPoints,
      vatRateLabel: row.seq === null ? '—' : vatRateLabel(l, b?.vatRegistered ?? false),
      netPence: l.netPence,
      vatPence: l.vatPence,
      grossPence: l.grossPence,
    })),
    payments: payments.map((p) => ({ amountPence: p.amountPence, via: p.via as 'card' | 'deposit' | 'recorded', paidAt: p.paidAt.toISOString() })),
    creditNotes: credits.map((c) => ({
      id: c.id,
      number: c.number,
      issueDate: c.issueDate,
      reason: c.reason,
      reasonLabel: CREDIT_REASON_LABELS[c.reason as CreditReason] ?? c.reason,
      note: c.note,
      netPence: c.netPence,
      vatPence: c.vatPence,
      grossPence: c.grossPence,
      refundPence: c.refundPence,
      ...refundOf(c, refundRows),
    })),
    creditableLeftPence: left,
    canCredit: left > 0 && canIssueCreditNotes(subjectOf(caller)),
    pdfUrl: row.number ? `/api/invoices/${row.id}/pdf` : null,
  };
}

/** Where a credit note's refund stands: '£12.00 refunded', '£12.00 refund pending' (null when it refunds nothing). */
function refundOf(note: repo.CreditNoteRow, rows: refunds.CreditNoteRefundRow[]): { refundStatus: CreditRefundStatus; refundText: string | null } {
  const state = creditRefundState(
    note.refundPence,
    rows.filter((r) => r.creditNoteId === note.id),
  );
  return { refundStatus: state.status, refundText: state.text };
}

const pdfName = (number: string) => `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

async function logoOf(deps: Deps, logoId: string | null): Promise<Buffer | null> {
  if (!logoId) return null;
  const logo = await findLogo(deps.db, logoId);
  return logo ? logo.data : null;
}

/** GET /api/invoices/{id}/pdf: the invoice as it was issued (its snapshot of the business details). */
export async function invoicePdf(deps: Deps, caller: Caller, id: string): Promise<{ bytes: Uint8Array; filename: string }> {
  const row = await invoiceInReach(deps, caller, id);
  if (!row.number || !row.business || !row.issueDate) throw conflict(M.waiting);
  const lines = await repo.linesOfInvoice(deps.db, id);
  const status = invoiceStatus(row);
  const bytes = await documentPdf({
    title: titleOf(row),
    number: row.number,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    business: row.business,
    logoPng: await logoOf(deps, row.business.logoId),
    customer: row.customer,
    lines,
    totals: { netPence: row.netPence ?? 0, vatPence: row.vatPence ?? 0, grossPence: row.grossPence },
    status: invoiceStatusText(status, row.paidAt ? formatDate(row.paidAt) : null),
  });
  return { bytes, filename: pdfName(row.number) };
}

/** GET /api/credit-notes/{id}/pdf: a credit note, in reach as its invoice is. */
export async function creditNotePdf(deps: Deps, caller: Caller, id: string): Promise<{ bytes: Uint8Array; filename: string }> {
  const note = await repo.findCreditNote(deps.db, id);
  if (!note) throw notFound(M.creditNoteNotFound);
  const invoice = await repo.findInvoice(deps.db, note.invoiceId);
  const reach = await reachOf(deps, caller);
  if (!invoice || !repo.reaches(reach, invoice)) throw notFound(M.creditNoteNotFound);
  const lines = await repo.linesOfCreditNote(deps.db, id);
  const reason = CREDIT_REASON_LABELS[note.reason as CreditReason] ?? note.reason;
  const { refundText } = refundOf(note, await refunds.refundsOfCreditNotes(deps.db, [note.id]));
  const bytes = await documentPdf({
    title: 'Credit note',
    number: note.number,
    issueDate: note.issueDate,
    dueDate: null,
    creditsInvoice: invoice.number,
    business: note.business,
    logoPng: await logoOf(deps, note.business.logoId),
    customer: invoice.customer,
    lines,
    totals: { netPence: note.netPence, vatPence: note.vatPence, grossPence: note.grossPence },
    status: refundText ? `${reason}: ${refundText}` : reason,
    note: note.note,
  });
  return { bytes, filename: pdfName(note.number) };
}

/**
 * POST /api/invoices/{id}/credit-notes (billing): a goodwill credit in full or in part. Refused above
 * what is left to credit (422) or on an invoice still waiting for its number (409). What was paid by
 * card beyond what was owed goes back through the provider, newest card payment first: the credit
 * note's transaction writes one refund row per card payment (its own idempotency key), and the refunds
 * are sent once it has committed (credit-note-refunds.ts); one the provider refuses stays pending, shown
 * on the invoice, and the scheduled job sends it again. The same form again answers the same credit note
 * and plans nothing new.
 */
export async function issueCreditNote(deps: AppDeps, ctx: RequestContext, id: string, body: TCreditNoteBody): Promise<TInvoiceDetail> {
  const { caller } = ctx;
  await invoiceInReach(deps, caller, id);
  if (!canIssueCreditNotes(subjectOf(caller))) throw forbidden();
  const now = deps.now();
  const noteId = await deps.db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, id);
    if (!invoice) throw notFound(M.notFound);
    const key = `goodwill:${body.requestId}`;
    // The same form submitted again (a double click, a retry): the credit note it made stands.
    const made = await repo.creditNoteByKey(tx, key);
    if (made) {
      if (made.invoiceId !== id) throw conflict(M.creditRequestId);
      return made.id;
    }
    if (invoice.seq === null) throw conflict(M.creditWaiting);
    const left = creditableLeft(invoice);
    if (left <= 0) throw conflict(M.creditNothingLeft);
    const settlement = creditSettlement(invoice, body.amountPence);
    if (!settlement) throw badRequest(M.creditTooMuch(left), [{ path: 'amountPence', message: M.creditTooMuch(left) }]);
    const plan = settlement.refundPence > 0 ? await cardRefundPlan(tx, id, settlement.refundPence) : [];
    const refundPence = plan.reduce((sum, r) => sum + r.amountPence, 0);
    const note = await creditLockedInvoice(
      tx,
      invoice,
      { reason: 'goodwill', amountPence: body.amountPence, key, note: body.note, refundPence, actorUserId: caller.user.id },
      now,
    );
    if (note && refundPence < settlement.refundPence) {
      // Paid beyond what is now owed, but not all of it by a card payment the provider can refund (a
      // payment recorded by hand, or one without the provider's id): staff return the rest themselves.
      await audit(tx, ctx, {
        action: 'credit_note.refund_shortfall',
        entityType: 'invoice',
        entityId: id,
        details: { creditNote: note.number, creditNoteId: note.id, owedBackPence: settlement.refundPence, refundedByCardPence: refundPence, warning: true },
      });
    }
    if (!note || plan.length === 0) return note?.id ?? null;
    const rows = await refunds.insertRefunds(
      tx,
      plan.map((r, i) => ({
        creditNoteId: note.id,
        position: i + 1,
        paymentId: r.paymentId,
        providerPaymentId: r.providerPaymentId,
        amountPence: r.amountPence,
        idempotencyKey: `credit-${body.requestId}-${i + 1}`,
        nextAttemptAt: now,
      })),
    );
    if (rows.length !== plan.length) throw conflict(M.creditRequestId);
    await audit(tx, ctx, {
      action: 'credit_note.refunds_planned',
      entityType: 'invoice',
      entityId: id,
      details: {
        creditNote: note.number,
        creditNoteId: note.id,
        refundPence,
        refunds: rows.map((r) => ({ refundId: r.id, key: r.idempotencyKey, paymentId: r.paymentId, providerPaymentId: r.providerPaymentId, amountPence: r.amountPence })),
        clientId: invoice.clientId,
      },
    });
    return note.id;
  });
  // After commit: the refunds go to the provider. Whatever it answers, the credit note stands; what it
  // refuses stays pending for the scheduled job (retryCreditNoteRefunds).
  if (noteId) await sendCreditNoteRefunds(deps, { creditNoteId: noteId });
  return getInvoice(deps, caller, id);
}

/** The invoice's card payments (newest first) less what earlier credit notes send back, split over. */
async function cardRefundPlan(tx: DbOrTx, invoiceId: string, refundPence: number) {
  const cardPayments = (await repo.paymentsOfInvoice(tx, invoiceId)).filter((p) => p.via === 'card' && p.providerPaymentId).reverse();
  const already = await refunds.refundedByPayment(tx, invoiceId);
  const plan = planCardRefunds(
    cardPayments.map((p) => ({ id: p.id, amountPence: p.amountPence, refundedPence: already.get(p.id) ?? 0 })),
    refundPence,
  );
  const byId = new Map(cardPayments.map((p) => [p.id, p.providerPaymentId!]));
  return plan.map((r) => ({ ...r, providerPaymentId: byId.get(r.paymentId)! }));
}
