/**
 * The texts an erasure keeps but cleans (decision 0146): mail, the audit trail, notes and calendar
 * events. Only rows linked by id to the erased login, its clients or their properties are read or
 * changed, never rows found by a free-text address: the owner's strings (name, e-mail, phone, home
 * address, signer's name) are then replaced by '[erased]' inside them.
 */
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ERASED_TEXT, redactionPattern, redactJson } from '@shared/domain/erasure';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  calendarEvents,
  changeovers,
  charges,
  contracts,
  depositRefunds,
  linenActivities,
  linenCards,
  linenRequests,
  outbox,
  properties,
  propertyContracts,
} from '../../db/schema';

/** Who is erased, by id, and the strings that name them. */
export interface ErasedOwner {
  userId: string;
  clientIds: string[];
  /** Their properties (all of them, archived or not). */
  propertyIds: string[];
  /** The addresses that were theirs for sure: the verified login address and their clients' primary e-mails. */
  ownAddresses: string[];
  /** The verified login address only: the key of sign-in audit rows with no user. */
  verifiedEmails: string[];
  strings: string[];
  erasedEmail: string;
}

const ERASED_MAIL_SUBJECT = 'Erased';
const ERASED_MAIL_TEXT = 'The personal data in this e-mail was erased at the account holder’s request (decision 0146).';

/** A text column with the owner's strings replaced, as SQL (case ignored; null stays null). */
function redacted(column: AnyPgColumn, pattern: string): SQL {
  return sql`regexp_replace(${column}, ${pattern}, ${ERASED_TEXT}, 'gi')`;
}

const mentions = (column: AnyPgColumn, pattern: string): SQL => sql`${column} ~* ${pattern}`;

/**
 * Mail linked by id to the owner's login or clients: what still waits to be sent is deleted; what was
 * sent or failed keeps its date and kind but loses its subject and text, and the owner's own address.
 */
export async function redactOwnerMail(tx: DbOrTx, who: ErasedOwner): Promise<number> {
  const linked = or(
    eq(outbox.aboutUserId, who.userId),
    who.clientIds.length ? inArray(outbox.aboutClientId, who.clientIds) : undefined,
  );
  const gone = await tx.delete(outbox).where(and(linked, eq(outbox.status, 'pending'))).returning({ id: outbox.id });
  const own = who.ownAddresses.length ? inArray(sql`lower(${outbox.toAddress})`, who.ownAddresses) : sql`false`;
  const kept = await tx
    .update(outbox)
    .set({
      subject: ERASED_MAIL_SUBJECT,
      textBody: ERASED_MAIL_TEXT,
      lastError: null,
      toAddress: sql`case when ${own} then ${who.erasedEmail} else ${outbox.toAddress} end`,
    })
    .where(linked)
    .returning({ id: outbox.id });
  return gone.length + kept.length;
}

/** The keys that only ever hold a person's name or contact details. */
const PERSONAL_KEYS = ['email', 'name', 'primaryEmail', 'contactName', 'signerName', 'phone', 'homeAddress', 'billingNotes', 'secondaryEmails', 'username'];

/**
 * The audit trail stays (it is the security record) but forgets who the erased owner was, in every row
 * about them by id: as actor, or about their login, clients, properties, contracts, cards, requests or
 * events (or naming their client or property in its details), or a sign-in keyed by their verified
 * address (re-keyed to the erased one). Personal keys leave the details; their strings elsewhere in
 * the details become '[erased]'.
 */
export async function scrubAuditTrail(tx: DbOrTx, who: ErasedOwner, ids: { contractIds: string[]; cardIds: string[]; requestIds: string[] }) {
  const entity = (type: string, list: string[]) => (list.length ? and(eq(auditLog.entityType, type), inArray(auditLog.entityId, list)) : undefined);
  const about = or(
    eq(auditLog.actorUserId, who.userId),
    entity('user', [who.userId]),
    entity('client', who.clientIds),
    entity('property', who.propertyIds),
    entity('property_contract', ids.contractIds),
    entity('linen_card', ids.cardIds),
    entity('linen_request', ids.requestIds),
    entity('email', who.verifiedEmails),
    who.clientIds.length ? inArray(sql`${auditLog.details}->>'clientId'`, who.clientIds) : undefined,
    who.propertyIds.length ? inArray(sql`${auditLog.details}->>'propertyId'`, who.propertyIds) : undefined,
  );
  const notErasure = ne(auditLog.action, 'data.erased');
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - ${sql.raw(`array[${PERSONAL_KEYS.map((k) => `'${k}'`).join(',')}]`)}::text[]` })
    .where(and(about, notErasure));
  const pattern = redactionPattern(who.strings);
  if (pattern) {
    const rows = await tx
      .select({ id: auditLog.id, details: auditLog.details })
      .from(auditLog)
      .where(and(about, notErasure, sql`${auditLog.details}::text ~* ${pattern}`));
    for (const row of rows) {
      await tx
        .update(auditLog)
        .set({ details: redactJson(row.details, who.strings) as Record<string, unknown> })
        .where(eq(auditLog.id, row.id));
    }
  }
  if (who.verifiedEmails.length) {
    await tx
      .update(auditLog)
      .set({ entityId: who.erasedEmail })
      .where(and(eq(auditLog.entityType, 'email'), inArray(auditLog.entityId, who.verifiedEmails)));
  }
}

/**
 * The owner's own notes go: on their linen requests (and the requests' calendar events), and their own
 * calendar events are deleted. Staff's texts about their records stay (they explain the bookkeeping)
 * with the owner's strings replaced; so do contracts never signed.
 */
export async function clearOwnerNotes(tx: DbOrTx, who: ErasedOwner): Promise<{ requestIds: string[]; cardIds: string[]; contractIds: string[] }> {
  const requests = who.propertyIds.length
    ? await tx
        .update(linenRequests)
        .set({ notes: null })
        .where(or(inArray(linenRequests.propertyId, who.propertyIds), who.clientIds.length ? inArray(linenRequests.clientId, who.clientIds) : undefined))
        .returning({ id: linenRequests.id })
    : [];
  const requestIds = requests.map((r) => r.id);
  if (requestIds.length) await tx.update(calendarEvents).set({ description: null }).where(inArray(calendarEvents.linenRequestId, requestIds));
  await tx
    .delete(calendarEvents)
    .where(
      and(
        isNull(calendarEvents.linenRequestId),
        or(eq(calendarEvents.createdBy, who.userId), who.clientIds.length ? inArray(calendarEvents.clientId, who.clientIds) : undefined),
      ),
    );

  const cards = who.propertyIds.length
    ? await tx.select({ id: linenCards.id }).from(linenCards).where(inArray(linenCards.propertyId, who.propertyIds))
    : [];
  const cardIds = cards.map((c) => c.id);
  const contractRows = who.propertyIds.length
    ? await tx.select({ id: propertyContracts.id }).from(propertyContracts).where(inArray(propertyContracts.propertyId, who.propertyIds))
    : [];
  const contractIds = contractRows.map((c) => c.id);

  const pattern = redactionPattern(who.strings);
  if (pattern && who.propertyIds.length) {
    const byProperty = <T extends AnyPgColumn>(propertyColumn: T) => inArray(propertyColumn, who.propertyIds);
    const scrub = async (table: Parameters<DbOrTx['update']>[0], column: AnyPgColumn, where: SQL | undefined) => {
      await tx
        .update(table)
        .set({ [keyOf(table, column)]: redacted(column, pattern) })
        .where(and(where, mentions(column, pattern)));
    };
    await scrub(linenCards, linenCards.notes, byProperty(linenCards.propertyId));
    await scrub(linenCards, linenCards.damageNotes, byProperty(linenCards.propertyId));
    await scrub(changeovers, changeovers.notes, byProperty(changeovers.propertyId));
    if (cardIds.length) await scrub(linenActivities, linenActivities.notes, inArray(linenActivities.linenCardId, cardIds));
    await scrub(linenRequests, linenRequests.declineReason, byProperty(linenRequests.propertyId));
    await scrub(properties, properties.depositRecordedReason, inArray(properties.id, who.propertyIds));
    await scrub(charges, charges.reason, byProperty(charges.propertyId));
    await scrub(charges, charges.waiveReason, byProperty(charges.propertyId));
    await scrub(depositRefunds, depositRefunds.note, byProperty(depositRefunds.propertyId));
    // Contracts never signed are not evidence of anything: their terms lose the owner's name. Signed ones stay whole.
    await scrub(propertyContracts, propertyContracts.terms, and(byProperty(propertyContracts.propertyId), isNull(propertyContracts.signatureData)));
  }
  if (pattern && who.clientIds.length) await scrubClientContracts(tx, who.clientIds, pattern);
  return { requestIds, cardIds, contractIds };
}

/** The client-level contracts (never signed in the app): their terms lose the owner's strings. */
async function scrubClientContracts(tx: DbOrTx, clientIds: string[], pattern: string) {
  await tx
    .update(contracts)
    .set({ termsText: redacted(contracts.termsText, pattern) })
    .where(and(inArray(contracts.clientId, clientIds), mentions(contracts.termsText, pattern)));
}

/** The table's property name of a column (drizzle's update takes property names, not column names). */
function keyOf(table: Parameters<DbOrTx['update']>[0], column: AnyPgColumn): string {
  for (const [key, value] of Object.entries(table as unknown as Record<string, unknown>)) if (value === column) return key;
  throw new Error(`column ${column.name} is not in its table`);
}
