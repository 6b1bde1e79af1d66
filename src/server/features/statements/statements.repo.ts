/**
 * What an owner's statement reads (issue 23 item 5; decision 0196), read only: the client in the
 * caller's scope, and its numbered invoices, the payments towards them and their credit notes up to the
 * period's end (the invoices feature owns and writes these tables; this repo never does).
 */
import { and, desc, eq, isNotNull, lte, lt, sql } from 'drizzle-orm';
import type { StatementFacts, PaymentVia } from '@shared/domain/statements';
import type { CreditReason, InvoiceSource } from '@shared/domain/invoices';
import { londonMidnight, londonToday } from '@shared/domain/london-time';
import { addDays } from '@shared/domain/calendar';
import type { DbOrTx } from '../../db/client';
import { clients, creditNotes, invoicePayments, invoices, properties, type DocumentBusiness } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

export interface StatementClient {
  id: string;
  name: string;
}

/** The client, when the scope reaches it. */
export async function findClient(db: DbOrTx, scope: Scope, id: string): Promise<StatementClient | null> {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, id), inScope(clients.id, scope)));
  return row ?? null;
}

export interface StatementData {
  facts: StatementFacts;
  /** The properties' names: the property's current name, else the name the invoice was issued to. */
  propertyNames: Map<string, string>;
}

const numberedOf = (clientId: string) => and(eq(invoices.clientId, clientId), isNotNull(invoices.seq));

/** Everything on the client's statements up to the end of `to` (London): three reads, one each. */
export async function statementData(db: DbOrTx, clientId: string, to: string): Promise<StatementData> {
  const until = londonMidnight(addDays(to, 1));
  const [invoiceRows, paymentRows, creditRows] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        source: invoices.sourceType,
        kind: invoices.kind,
        propertyId: invoices.propertyId,
        issueDate: invoices.issueDate,
        issuedAt: invoices.issuedAt,
        raisedAt: invoices.raisedAt,
        grossPence: invoices.grossPence,
        propertyName: sql<string | null>`coalesce(${properties.name}, ${invoices.customer}->>'propertyName')`,
      })
      .from(invoices)
      .leftJoin(properties, eq(properties.id, invoices.propertyId))
      .where(and(numberedOf(clientId), lte(invoices.issueDate, to))),
    db
      .select({
        id: invoicePayments.id,
        invoiceId: invoicePayments.invoiceId,
        amountPence: invoicePayments.amountPence,
        via: invoicePayments.via,
        paidAt: invoicePayments.paidAt,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(numberedOf(clientId), lt(invoicePayments.paidAt, until))),
    db
      .select({
        id: creditNotes.id,
        invoiceId: creditNotes.invoiceId,
        number: creditNotes.number,
        reason: creditNotes.reason,
        issueDate: creditNotes.issueDate,
        issuedAt: creditNotes.issuedAt,
        grossPence: creditNotes.grossPence,
        refundPence: creditNotes.refundPence,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(numberedOf(clientId), lte(creditNotes.issueDate, to))),
  ]);
  const propertyNames = new Map<string, string>();
  for (const r of invoiceRows) if (r.propertyId && r.propertyName) propertyNames.set(r.propertyId, r.propertyName);
  return {
    propertyNames,
    facts: {
      invoices: invoiceRows.map((r) => ({
        id: r.id,
        number: r.number ?? '',
        source: r.source as InvoiceSource,
        kind: r.kind === 'deposit_receipt' ? 'deposit_receipt' : 'invoice',
        propertyId: r.propertyId,
        issueDate: r.issueDate ?? '',
        issuedAt: (r.issuedAt ?? r.raisedAt).toISOString(),
        grossPence: r.grossPence,
      })),
      payments: paymentRows.map((r) => ({
        id: r.id,
        invoiceId: r.invoiceId,
        amountPence: r.amountPence,
        via: r.via as PaymentVia,
        paidDate: londonToday(r.paidAt),
        paidAt: r.paidAt.toISOString(),
      })),
      creditNotes: creditRows.map((r) => ({
        id: r.id,
        invoiceId: r.invoiceId,
        number: r.number,
        reason: r.reason as CreditReason,
        issueDate: r.issueDate,
        issuedAt: r.issuedAt.toISOString(),
        grossPence: r.grossPence,
        refundPence: r.refundPence,
      })),
    },
  };
}

/**
 * The business details the client's latest document up to `to` (a numbered invoice or a credit note)
 * was issued with; null when there is none yet.
 */
export async function latestBusinessSnapshot(db: DbOrTx, clientId: string, to: string): Promise<DocumentBusiness | null> {
  const [[invoice], [credit]] = await Promise.all([
    db
      .select({ business: invoices.business, at: invoices.issuedAt })
      .from(invoices)
      .where(and(numberedOf(clientId), lte(invoices.issueDate, to), isNotNull(invoices.business)))
      .orderBy(desc(invoices.issueDate), desc(invoices.seq))
      .limit(1),
    db
      .select({ business: creditNotes.business, at: creditNotes.issuedAt })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(eq(invoices.clientId, clientId), lte(creditNotes.issueDate, to)))
      .orderBy(desc(creditNotes.issueDate), desc(creditNotes.seq))
      .limit(1),
  ]);
  if (credit && (!invoice?.at || credit.at >= invoice.at)) return credit.business;
  return invoice?.business ?? null;
}
