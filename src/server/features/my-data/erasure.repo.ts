/**
 * The writes of an owner's erasure (decision 0146), all inside the caller's transaction: personal
 * fields replaced by placeholders, personal side records deleted, bookkeeping rows left in place.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { erasedClientEmail, erasedClientName, erasedUserEmail, ERASED_SIGNER, ERASED_USER_NAME } from '@shared/domain/erasure';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  auditLog,
  bookingCalendars,
  calendarFeeds,
  clientPhotos,
  clients,
  contractShares,
  outbox,
  properties,
  propertyContracts,
  userAvatars,
  users,
  verifications,
} from '../../db/schema';
import { deleteSessionsOf } from '../users/users.repo';

/** Clients: name, contact, e-mails, phone, notes and photo replaced or cleared; erased_at set; still linked to the (anonymised) login. */
export async function anonymiseClients(tx: DbOrTx, clientIds: string[], userId: string, now: Date): Promise<void> {
  for (const id of clientIds) {
    await tx
      .update(clients)
      .set({
        name: erasedClientName(id),
        contactName: null,
        username: null,
        primaryEmail: erasedClientEmail(id),
        secondaryEmails: [],
        phone: null,
        billingNotes: null,
        profilePhoto: null,
        userId,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(clients.id, id));
  }
  await tx.delete(clientPhotos).where(inArray(clientPhotos.clientId, clientIds));
}

/**
 * Properties stay (their name and address are the service address of the invoices) but lose their
 * free-text notes and the booking-calendar link (a private URL of the owner's letting account).
 */
export async function clearPropertyPersonalData(tx: DbOrTx, clientIds: string[], now: Date): Promise<number> {
  const rows = await tx
    .update(properties)
    .set({ notes: null, updatedAt: now })
    .where(inArray(properties.clientId, clientIds))
    .returning({ id: properties.id });
  const ids = rows.map((r) => r.id);
  if (ids.length) await tx.delete(bookingCalendars).where(inArray(bookingCalendars.propertyId, ids));
  return ids.length;
}

/**
 * Signed contracts stay as the record of what was agreed (terms, deposit, dates, the terms' hash),
 * without the signer's personal fields: the drawn signature, name, IP address and browser.
 */
export async function anonymiseSignatures(tx: DbOrTx, clientIds: string[], now: Date): Promise<number> {
  const rows = await tx
    .update(propertyContracts)
    .set({
      signatureData: sql`case when ${propertyContracts.signatureData} is null then null else ${propertyContracts.signatureData}
        || jsonb_build_object('signature', '', 'signed_by', ${ERASED_SIGNER}::text, 'ip_address', null, 'user_agent', null) end`,
      updatedAt: now,
    })
    .where(inArray(propertyContracts.propertyId, tx.select({ id: properties.id }).from(properties).where(inArray(properties.clientId, clientIds))))
    .returning({ id: propertyContracts.id });
  const ids = rows.map((r) => r.id);
  if (ids.length) {
    await tx
      .update(contractShares)
      .set({ clientName: null, clientIp: null, userAgent: null, isActive: false })
      .where(inArray(contractShares.contractId, ids));
  }
  return ids.length;
}

/**
 * The login: renamed to a placeholder with an address that can receive nothing, deactivated, its
 * password, sessions, avatar, calendar feed and pending e-mail links deleted, so it can never sign in.
 * The row stays: payments, orders and subscriptions reference it.
 */
export async function anonymiseUser(tx: DbOrTx, user: { id: string; email: string }, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ name: ERASED_USER_NAME, email: erasedUserEmail(user.id), emailVerified: false, phone: null, image: null, isActive: false, updatedAt: now })
    .where(eq(users.id, user.id));
  await deleteSessionsOf(tx, user.id);
  await tx.delete(accounts).where(eq(accounts.userId, user.id));
  await tx.delete(userAvatars).where(eq(userAvatars.userId, user.id));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  // The user's own links (keyed by their id), or one keyed by exactly their address: never another's.
  await tx
    .delete(verifications)
    .where(or(eq(verifications.value, user.id), sql`lower(${verifications.identifier}) = ${user.email.toLowerCase()}`));
}

/** Mail to these addresses is deleted: queued mail is never sent to an erased owner, and sent mail keeps no copy. */
export async function deleteMailTo(tx: DbOrTx, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.delete(outbox).where(inArray(sql`lower(${outbox.toAddress})`, emails));
}

/**
 * The audit trail stays (it is the security record) but forgets who the erased owner was: e-mails and
 * names leave the details of every row about them (as actor, as the user, as their clients, or as their
 * address), and a row keyed by their address is re-keyed to the erased one.
 */
export async function scrubAuditTrail(
  tx: DbOrTx,
  who: { userId: string; clientIds: string[]; emails: string[]; erasedEmail: string },
): Promise<void> {
  const about = or(
    eq(auditLog.actorUserId, who.userId),
    and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, who.userId)),
    who.clientIds.length ? and(eq(auditLog.entityType, 'client'), inArray(auditLog.entityId, who.clientIds)) : undefined,
    who.emails.length ? and(eq(auditLog.entityType, 'email'), inArray(auditLog.entityId, who.emails)) : undefined,
  );
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'email' - 'name' - 'primaryEmail' - 'contactName' - 'signerName'` })
    .where(and(about, ne(auditLog.action, 'data.erased')));
  if (who.emails.length) {
    await tx
      .update(auditLog)
      .set({ entityId: who.erasedEmail })
      .where(and(eq(auditLog.entityType, 'email'), inArray(auditLog.entityId, who.emails)));
  }
}
