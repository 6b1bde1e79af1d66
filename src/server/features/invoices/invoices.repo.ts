/**
 * Invoices, their payments and credit notes (issue 23; decision 0194). One invoice per record it
 * states (unique source), numbered in a gap-free sequence whose row is locked in the transaction that
 * numbers it; payments and credit notes once per key. What was paid and credited is kept on the
 * invoice by triggers (migration 0029), never written here.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clients,
  creditNoteLines,
  creditNotes,
  documentSequences,
  invoiceLines,
  invoicePayments,
  invoices,
  properties,
  users,
  type DocumentCustomer,
} from '../../db/schema';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type DocumentLine = Omit<InvoiceLineRow, 'invoiceId'>;

export type SequenceName = 'invoice' | 'credit_note';

// ── Numbering ────────────────────────────────────────────────────────────────────────────────────
/**
 * The sequence's last number, its row locked until the transaction ends: parallel issuers on any
 * number of processes take turns, and a rolled-back document gives its number back.
 */
export async function lockSequence(tx: DbOrTx, name: SequenceName): Promise<number> {
  const [row] = await tx.select({ last: documentSequences.lastValue }).from(documentSequences).where(eq(documentSequences.name, name)).for('update');
  if (!row) throw new Error(`document sequence ${name} is missing (migration 0029)`);
  return row.last;
}

export async function advanceSequence(tx: DbOrTx, name: SequenceName, last: number): Promise<void> {
  await tx.update(documentSequences).set({ lastValue: last }).where(eq(documentSequences.name, name));
}

// ── Invoices ─────────────────────────────────────────────────────────────────────────────────────
/** Records an invoice not yet numbered; null when its record already has one (a retry, a race). */
export async function insertWaitingInvoice(tx: DbOrTx, row: NewInvoice): Promise<InvoiceRow | null> {
  const [made] = await tx.insert(invoices).values(row).onConflictDoNothing({ target: [invoices.sourceType, invoices.sourceId] }).returning();
  return made ?? null;
}

/** The invoices waiting for their number, oldest first, locked (the caller holds the sequence's lock). */
export function waitingInvoices(tx: DbOrTx, limit: number): Promise<InvoiceRow[]> {
  return tx.select().from(invoices).where(isNull(invoices.seq)).orderBy(asc(invoices.createdAt), asc(invoices.id)).limit(limit).for('update');
}

export async function numberInvoice(
  tx: DbOrTx,
  id: string,
  values: Pick<NewInvoice, 'seq' | 'number' | 'kind' | 'business' | 'issuedAt' | 'issueDate' | 'dueDate' | 'netPence' | 'vatPence'>,
  lines: DocumentLine[],
): Promise<void> {
  await tx.update(invoices).set(values).where(eq(invoices.id, id));
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: id })));
}

export async function findInvoiceBySource(tx: DbOrTx, sourceType: string, sourceId: string, opts: { lock?: boolean } = {}): Promise<InvoiceRow | null> {
  const query = tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.sourceType, sourceType), eq(invoices.sourceId, sourceId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function lockInvoice(tx: DbOrTx, id: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row ?? null;
}

export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** An invoice never numbered is withdrawn whole (its record was let off before it was issued). */
export async function deleteWaitingInvoice(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(invoices).where(and(eq(invoices.id, id), isNull(invoices.seq)));
}

/** A waiting invoice's lines and total, reduced before it is issued (part of it let off meanwhile). */
export async function replaceDraft(tx: DbOrTx, id: string, draftLines: NewInvoice['draftLines'], grossPence: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ draftLines, grossPence })
    .where(and(eq(invoices.id, id), isNull(invoices.seq)));
}

export function linesOfInvoice(db: DbOrTx, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
}

/** Who the invoice is to, as it will state them: the client (or the buyer's login) and the property. */
export async function customerOf(db: DbOrTx, who: { clientId: string | null; propertyId: string | null; userId: string | null }): Promise<DocumentCustomer> {
  const [client] = who.clientId
    ? await db.select({ name: clients.name, email: clients.primaryEmail }).from(clients).where(eq(clients.id, who.clientId))
    : [];
  const [user] = !client && who.userId ? await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, who.userId)) : [];
  const [property] = who.propertyId
    ? await db.select({ name: properties.name, address: properties.address }).from(properties).where(eq(properties.id, who.propertyId))
    : [];
  const person = client ?? user;
  return {
    name: person?.name ?? 'Customer',
    email: person?.email ?? null,
    propertyName: property?.name ?? null,
    propertyAddress: property?.address ?? null,
  };
}

/** The client a login is linked to (the oldest, should there be several), or null. */
export async function clientOfUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId)).orderBy(asc(clients.createdAt)).limit(1);
  return row?.id ?? null;
}

// ── Payments ─────────────────────────────────────────────────────────────────────────────────────
/** Records a payment once per key; false when the key was recorded already. */
export async function insertPayment(tx: DbOrTx, row: typeof invoicePayments.$inferInsert): Promise<boolean> {
  const made = await tx.insert(invoicePayments).values(row).onConflictDoNothing({ target: invoicePayments.dedupeKey }).returning({ id: invoicePayments.id });
  return made.length > 0;
}

export function paymentsOfInvoice(db: DbOrTx, invoiceId: string): Promise<InvoicePaymentRow[]> {
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.paidAt), asc(invoicePayments.id));
}

// ── Credit notes ─────────────────────────────────────────────────────────────────────────────────
export async function creditNoteByKey(tx: DbOrTx, dedupeKey: string): Promise<CreditNoteRow | null> {
  const [row] = await tx.select().from(creditNotes).where(eq(creditNotes.dedupeKey, dedupeKey));
  return row ?? null;
}

export async function insertCreditNote(tx: DbOrTx, row: typeof creditNotes.$inferInsert, lines: DocumentLine[]): Promise<CreditNoteRow> {
  const [made] = await tx.insert(creditNotes).values(row).returning();
  if (lines.length) await tx.insert(creditNoteLines).values(lines.map((l) => ({ ...l, creditNoteId: made.id })));
  return made;
}

export async function setCreditNoteRefund(tx: DbOrTx, id: string, providerRefundId: string): Promise<void> {
  await tx
    .update(creditNotes)
    .set({ providerRefundId })
    .where(and(eq(creditNotes.id, id), isNull(creditNotes.providerRefundId)));
}

export function creditNotesOfInvoice(db: DbOrTx, invoiceId: string): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(asc(creditNotes.seq));
}

export async function findCreditNote(db: DbOrTx, id: string): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  return row ?? null;
}

export function linesOfCreditNote(db: DbOrTx, creditNoteId: string): Promise<CreditNoteLineRow[]> {
  return db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, creditNoteId)).orderBy(asc(creditNoteLines.position));
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────────
/** Who may read which invoices: every one (staff), or an owner's clients' and their own purchases. */
export type InvoiceReach = { all: true } | { all: false; clientIds: string[]; userId: string };

export function reachCondition(reach: InvoiceReach): SQL | undefined {
  if (reach.all) return undefined;
  const own = eq(invoices.userId, reach.userId);
  return reach.clientIds.length ? or(inArray(invoices.clientId, reach.clientIds), own) : own;
}

export function reaches(reach: InvoiceReach, row: Pick<InvoiceRow, 'clientId' | 'userId'>): boolean {
  return reach.all || row.userId === reach.userId || (row.clientId !== null && reach.clientIds.includes(row.clientId));
}

/** The SQL of a status (shared/domain/invoices.ts invoiceStatus). */
function statusCondition(status: 'waiting' | 'unpaid' | 'paid' | 'credited'): SQL {
  switch (status) {
    case 'waiting':
      return sql`${invoices.seq} is null`;
    case 'credited':
      return sql`${invoices.seq} is not null and ${invoices.creditedPence} >= ${invoices.grossPence}`;
    case 'paid':
      return sql`${invoices.seq} is not null and ${invoices.creditedPence} < ${invoices.grossPence} and ${invoices.grossPence} - ${invoices.creditedPence} - ${invoices.paidPence} <= 0`;
    case 'unpaid':
      return sql`${invoices.seq} is not null and ${invoices.grossPence} - ${invoices.creditedPence} - ${invoices.paidPence} > 0`;
  }
}

export const listColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  sourceType: invoices.sourceType,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  customer: invoices.customer,
  grossPence: invoices.grossPence,
  paidPence: invoices.paidPence,
  creditedPence: invoices.creditedPence,
  paidAt: invoices.paidAt,
  createdAtKey: timeKey(invoices.createdAt),
};
export type InvoiceListRow = Awaited<ReturnType<typeof listInvoices>>[number];

/** A page of invoices newest first by (created_at, id), in reach, optionally of one client or status. */
export function listInvoices(
  db: DbOrTx,
  q: {
    reach: InvoiceReach;
    clientId?: string;
    status?: 'waiting' | 'unpaid' | 'paid' | 'credited';
    source?: { type: string; id: string };
    after?: { createdAtKey: string; id: string };
    limit: number;
  },
) {
  return db
    .select(listColumns)
    .from(invoices)
    .where(
      and(
        reachCondition(q.reach),
        q.clientId ? eq(invoices.clientId, q.clientId) : undefined,
        q.status ? statusCondition(q.status) : undefined,
        q.source ? and(eq(invoices.sourceType, q.source.type), eq(invoices.sourceId, q.source.id)) : undefined,
        q.after ? sql`(${invoices.createdAt}, ${invoices.id}) < (${timeKeyValue(q.after.createdAtKey)}, ${q.after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(q.limit);
}

// ── Announcing ───────────────────────────────────────────────────────────────────────────────────
/** Numbered invoices not yet e-mailed, in number order. */
export async function unannouncedInvoiceIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(sql`${invoices.seq} is not null`, isNull(invoices.announcedAt)))
    .orderBy(asc(invoices.seq))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Claims an invoice's announcement: the row, once, to the one transaction that sets announced_at. */
export async function claimAnnouncement(tx: DbOrTx, id: string, now: Date): Promise<InvoiceRow | null> {
  const [row] = await tx
    .update(invoices)
    .set({ announcedAt: now })
    .where(and(eq(invoices.id, id), isNull(invoices.announcedAt)))
    .returning();
  return row ?? null;
}

export async function buyerOf(db: DbOrTx, userId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
