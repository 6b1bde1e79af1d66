/**
 * Issuing invoices (issue 23 item 2; decision 0194). The feature that owns a record calls
 * `issueInvoice` in the transaction that makes it owed or paid (a collection at Collect, a damage charge
 * requested, a charge made, a deposit or a purchase paid): the invoice is recorded once per record, and
 * numbered at once when the business details are set. Until then it waits, and the first issue after
 * they are set (or the numbering job) numbers the waiting ones, oldest first, so numbers follow the
 * order the records arose in.
 */
import { businessDetailsReady, type BusinessDetails } from '@shared/domain/business-details';
import { documentNumber, dueDate, type InvoiceSource } from '@shared/domain/invoices';
import { londonToday } from '@shared/domain/london-time';
import { taxLines, totalsOf, type GrossLine, type VatCategory } from '@shared/domain/vat';
import type { DbOrTx } from '../../db/client';
import type { DocumentBusiness, DraftLine } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { readBusinessDetails } from '../business-details';
import * as repo from './invoices.repo';

/** How many waiting invoices one numbering takes at most (the job takes the rest). */
const NUMBERING_BATCH = 500;

export interface InvoiceRequest {
  source: InvoiceSource;
  /** The record's id (a changeover, damage record, charge, property for its deposit, checkout or subscription period). */
  sourceId: string;
  clientId: string | null;
  propertyId: string | null;
  /** The buyer's login, for a purchase or plan (the customer when no client stands behind it). */
  userId?: string | null;
  lines: { description: string; quantity?: number; grossPence: number; category?: VatCategory }[];
  /** Paid when it was raised (a checkout): the invoice is due on its issue day. */
  paidAtIssue?: boolean;
}

/** The business details as a document states them. */
export function businessSnapshot(d: BusinessDetails): DocumentBusiness {
  return {
    legalName: d.legalName,
    address: d.address,
    vatRegistered: d.vatRegistered,
    vatNumber: d.vatNumber,
    vatRateBasisPoints: d.vatRateBasisPoints,
    paymentTermsText: d.paymentTermsText,
    paymentTermsDays: d.paymentTermsDays,
    logoId: d.logo?.id ?? null,
    version: d.version,
  };
}

/**
 * Records the record's invoice once (a second call for the same record changes nothing) and numbers
 * it, with any waiting before it, when the business details are set. Lines of £0 are left out; a record
 * that comes to £0 gets no invoice. Returns the invoice, or null when there is none.
 */
export async function issueInvoice(tx: DbOrTx, req: InvoiceRequest, now: Date): Promise<repo.InvoiceRow | null> {
  const draftLines: DraftLine[] = req.lines
    .filter((l) => l.grossPence > 0)
    .map((l) => ({ description: l.description, quantity: l.quantity ?? 1, grossPence: l.grossPence, category: l.category ?? 'standard' }));
  const grossPence = draftLines.reduce((s, l) => s + l.grossPence, 0);
  const existing = await repo.findInvoiceBySource(tx, req.source, req.sourceId);
  if (existing || grossPence === 0) return existing;
  // A purchase names no client: it is the buyer's own client's, when they have one (their statement shows it).
  const clientId = req.clientId ?? (req.userId ? await repo.clientOfUser(tx, req.userId) : null);
  const customer = await repo.customerOf(tx, { clientId, propertyId: req.propertyId, userId: req.userId ?? null });
  await repo.insertWaitingInvoice(tx, {
    sourceType: req.source,
    sourceId: req.sourceId,
    clientId,
    propertyId: req.propertyId,
    userId: req.userId ?? null,
    customer,
    draftLines,
    grossPence,
    raisedAt: now,
    paidAtIssue: req.paidAtIssue ?? false,
  });
  await numberWaitingInvoices(tx, now);
  return repo.findInvoiceBySource(tx, req.source, req.sourceId);
}

/**
 * How a waiting invoice's draft is taxed under the details in force: a deposit is a receipt outside the
 * scope of VAT when the business treats deposits as money held.
 */
export function draftAsIssued(source: string, draft: readonly DraftLine[], d: BusinessDetails): { kind: 'invoice' | 'deposit_receipt'; lines: GrossLine[] } {
  const receipt = source === 'deposit' && d.depositsAsReceipts;
  return {
    kind: receipt ? 'deposit_receipt' : 'invoice',
    lines: draft.map((l) => ({ ...l, category: receipt ? 'outside' : l.category })),
  };
}

/**
 * Numbers the waiting invoices, oldest first, under the sequence's lock, with the business details in
 * force (snapshotted on each). Nothing while the details are not set. Returns how many were numbered.
 */
export async function numberWaitingInvoices(tx: DbOrTx, now: Date): Promise<number> {
  const details = await readBusinessDetails(tx);
  if (!businessDetailsReady(details)) return 0;
  let last = await repo.lockSequence(tx, 'invoice');
  const waiting = await repo.waitingInvoices(tx, NUMBERING_BATCH);
  if (waiting.length === 0) return 0;
  const issueDay = londonToday(now);
  const business = businessSnapshot(details);
  for (const inv of waiting) {
    last += 1;
    const { kind, lines } = draftAsIssued(inv.sourceType, inv.draftLines, details);
    const taxed = taxLines(lines, details);
    const totals = totalsOf(taxed);
    const number = documentNumber(details.invoicePrefix, last);
    await repo.numberInvoice(
      tx,
      inv.id,
      {
        seq: last,
        number,
        kind,
        business,
        issuedAt: now,
        issueDate: issueDay,
        dueDate: dueDate(issueDay, details.paymentTermsDays, inv.paidAtIssue),
        netPence: totals.netPence,
        vatPence: totals.vatPence,
      },
      taxed.map((l, i) => ({ position: i + 1, ...l })),
    );
    await recordAudit(tx, {
      actorUserId: null,
      action: 'invoice.issued',
      entityType: 'invoice',
      entityId: inv.id,
      details: { number, source: inv.sourceType, sourceId: inv.sourceId, clientId: inv.clientId, ...totals, businessVersion: details.version },
    });
  }
  await repo.advanceSequence(tx, 'invoice', last);
  return waiting.length;
}
