/**
 * Money against an invoice (issue 23 items 2 and 4; decision 0194): a payment towards it (by card, from
 * the deposit, recorded by staff) and a credit note against it, each once per key, each audited. The
 * feature that settles or lets off a record calls these in its own transaction; what the invoice was
 * paid and credited is then kept by the database (migration 0029's triggers).
 */
import { CREDIT_REASON_LABELS, creditableLeft, documentNumber, type CreditReason, type InvoiceSource } from '@shared/domain/invoices';
import { londonToday } from '@shared/domain/london-time';
import { creditLines, totalsOf, type TaxedLine } from '@shared/domain/vat';
import type { DbOrTx } from '../../db/client';
import type { DraftLine } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { readBusinessDetails } from '../business-details';
import { businessSnapshot } from './issue-invoice';
import * as repo from './invoices.repo';

export type PaymentVia = 'card' | 'deposit' | 'recorded';

export interface InvoicePayment {
  source: InvoiceSource;
  sourceId: string;
  amountPence: number;
  via: PaymentVia;
  /** Once per key: 'checkout:<id>', 'deposit-refund:<id>', … */
  key: string;
  paidAt: Date;
  providerPaymentId?: string | null;
  /** Who paid or recorded it (null for the system). */
  actorUserId: string | null;
}

/** Records a payment towards the record's invoice, once per key; false when it has no invoice or the key was used. */
export async function recordInvoicePayment(tx: DbOrTx, p: InvoicePayment): Promise<boolean> {
  if (p.amountPence <= 0) return false;
  const invoice = await repo.findInvoiceBySource(tx, p.source, p.sourceId);
  if (!invoice) return false;
  const made = await repo.insertPayment(tx, {
    invoiceId: invoice.id,
    amountPence: p.amountPence,
    via: p.via,
    dedupeKey: p.key,
    paidAt: p.paidAt,
    providerPaymentId: p.providerPaymentId ?? null,
  });
  if (made) {
    await recordAudit(tx, {
      actorUserId: p.actorUserId,
      action: 'invoice.payment',
      entityType: 'invoice',
      entityId: invoice.id,
      details: { number: invoice.number, amountPence: p.amountPence, via: p.via, key: p.key, clientId: invoice.clientId },
    });
  }
  return made;
}

export interface Credit {
  reason: CreditReason;
  /** What to credit; omitted: all that is left on the invoice. */
  amountPence?: number;
  /** Once per key: 'waive:<charge>', 'deposit-refund:<id>', 'goodwill:<id>', … */
  key: string;
  note?: string | null;
  /** The part given back through the payment provider (the caller makes the refund). */
  refundPence?: number;
  actorUserId: string | null;
}

const asTaxed = (d: readonly DraftLine[]): TaxedLine[] =>
  d.map((l) => ({ ...l, vatRateBasisPoints: null, netPence: l.grossPence, vatPence: 0 }));

/**
 * A credit against an invoice not numbered yet: it was never issued, so it is issued for what is left
 * (its lines reduced in proportion), or withdrawn when nothing is left. No credit note is needed.
 */
async function reduceWaiting(tx: DbOrTx, invoice: repo.InvoiceRow, amountPence: number): Promise<void> {
  const left = invoice.grossPence - amountPence;
  if (left <= 0) return repo.deleteWaitingInvoice(tx, invoice.id);
  const kept = creditLines(asTaxed(invoice.draftLines), left);
  await repo.replaceDraft(
    tx,
    invoice.id,
    kept.map((l) => ({ description: l.description, quantity: l.quantity, grossPence: l.grossPence, category: l.category })),
    left,
  );
}

/**
 * Issues a credit note against an invoice (locked), in the credit notes' own gap-free sequence: the
 * amount asked (at most what is left to credit) or all that is left, its lines sharing it over the
 * invoice's lines with their VAT. Once per key: the note already made under the key is answered again.
 * Null when there is nothing to credit (nothing left, or an invoice still waiting, which is reduced).
 */
export async function creditLockedInvoice(tx: DbOrTx, invoice: repo.InvoiceRow, c: Credit, now: Date): Promise<repo.CreditNoteRow | null> {
  const done = await repo.creditNoteByKey(tx, c.key);
  if (done) return done;
  const left = creditableLeft(invoice);
  const amount = Math.min(c.amountPence ?? left, left);
  if (amount <= 0) return null;
  if (invoice.seq === null) {
    await reduceWaiting(tx, invoice, amount);
    return null;
  }
  const details = await readBusinessDetails(tx);
  const last = (await repo.lockSequence(tx, 'credit_note')) + 1;
  const lines = creditLines(await repo.linesOfInvoice(tx, invoice.id), amount);
  const totals = totalsOf(lines);
  const number = documentNumber(details.creditNotePrefix, last);
  const note = await repo.insertCreditNote(
    tx,
    {
      invoiceId: invoice.id,
      seq: last,
      number,
      dedupeKey: c.key,
      reason: c.reason,
      note: c.note ?? null,
      business: businessSnapshot(details),
      issuedAt: now,
      issueDate: londonToday(now),
      ...totals,
      refundPence: Math.min(c.refundPence ?? 0, totals.grossPence),
      createdBy: c.actorUserId,
    },
    lines.map((l, i) => ({ position: i + 1, ...l })),
  );
  await repo.advanceSequence(tx, 'credit_note', last);
  await recordAudit(tx, {
    actorUserId: c.actorUserId,
    action: 'credit_note.issued',
    entityType: 'invoice',
    entityId: invoice.id,
    details: {
      creditNote: number,
      creditNoteId: note.id,
      invoice: invoice.number,
      reason: CREDIT_REASON_LABELS[c.reason],
      note: c.note ?? null,
      ...totals,
      refundPence: note.refundPence,
      clientId: invoice.clientId,
    },
  });
  return note;
}

/** Credits the record's invoice (see creditLockedInvoice); null when it has none. */
export async function creditInvoiceOf(tx: DbOrTx, source: InvoiceSource, sourceId: string, c: Credit, now: Date): Promise<repo.CreditNoteRow | null> {
  const invoice = await repo.findInvoiceBySource(tx, source, sourceId, { lock: true });
  if (!invoice) return null;
  return creditLockedInvoice(tx, invoice, c, now);
}
