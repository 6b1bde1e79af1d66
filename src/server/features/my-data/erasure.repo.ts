/**
 * The writes of an owner's erasure (decision 0146), all inside the caller's transaction: personal
 * fields replaced by placeholders, personal side records deleted, bookkeeping rows left in place.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { erasedClientEmail, erasedClientName, erasedUserEmail, ERASED_USER_NAME } from '@shared/domain/erasure';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  bookingCalendars,
  calendarFeeds,
  clientPhotos,
  clients,
  contractShares,
  linenCards,
  outbox,
  properties,
  propertyContracts,
  userAvatars,
  users,
  verifications,
} from '../../db/schema';
import { deleteSessionsOf } from '../users';

/**
 * The owner's personal values before they are erased: the login's name, e-mail and phone, and each
 * client's name, contact, e-mails, phone, username and billing notes (the home address at sign-up).
 */
export async function personalFieldsOf(tx: DbOrTx, userId: string, clientIds: string[]): Promise<{ values: string[]; primaryEmails: string[] }> {
  const [user] = await tx.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  const rows = clientIds.length ? await tx.select().from(clients).where(inArray(clients.id, clientIds)) : [];
  const values = [
    user?.name,
    user?.email,
    user?.phone,
    ...rows.flatMap((c) => [c.name, c.contactName, c.primaryEmail, c.phone, c.username, c.billingNotes, ...c.secondaryEmails]),
  ].filter((v): v is string => Boolean(v));
  return { values, primaryEmails: rows.map((c) => c.primaryEmail) };
}

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
        // Not a lead any more: lists and counts leave erased clients out (issue 19 E11).
        status: 'lost',
        userId,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(clients.id, id));
  }
  await tx.delete(clientPhotos).where(inArray(clientPhotos.clientId, clientIds));
}

/**
 * Properties stay (their name and address are the service address of the invoices) but are archived
 * with their linen cards (never on the board, swept or charged again) and lose their free-text notes
 * and the booking-calendar link (a private URL of the owner's letting account). Returns every property
 * id of the clients, archived before or now.
 */
export async function archiveOwnerProperties(tx: DbOrTx, clientIds: string[], now: Date): Promise<string[]> {
  const rows = await tx
    .update(properties)
    .set({
      notes: null,
      archived: true,
      archivedAt: sql`coalesce(${properties.archivedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(inArray(properties.clientId, clientIds))
    .returning({ id: properties.id });
  const ids = rows.map((r) => r.id);
  if (ids.length) {
    await tx.delete(bookingCalendars).where(inArray(bookingCalendars.propertyId, ids));
    await tx
      .update(linenCards)
      .set({ archived: true, updatedAt: now })
      .where(and(inArray(linenCards.propertyId, ids), eq(linenCards.archived, false)));
  }
  return ids;
}

/** The names signers typed on these properties' contracts and share links (searched for in kept texts). */
export async function signerNamesOf(tx: DbOrTx, propertyIds: string[]): Promise<string[]> {
  if (propertyIds.length === 0) return [];
  const rows = await tx
    .select({ signedBy: sql<string | null>`${propertyContracts.signatureData}->>'signed_by'`, shareName: contractShares.clientName })
    .from(propertyContracts)
    .leftJoin(contractShares, eq(contractShares.contractId, propertyContracts.id))
    .where(inArray(propertyContracts.propertyId, propertyIds));
  return rows.flatMap((r) => [r.signedBy, r.shareName]).filter((n): n is string => Boolean(n));
}

/**
 * Signed contracts stay whole as the evidence of what was agreed (terms, signature, the signer's name,
 * date, IP address and browser, the terms' hash): decision 0146 and the erasure dialog say so. Their
 * share links end and lose the copy of the signer's details they held.
 */
export async function endContractShares(tx: DbOrTx, propertyIds: string[]): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const rows = await tx
    .update(contractShares)
    .set({ clientName: null, clientIp: null, userAgent: null, isActive: false })
    .where(inArray(contractShares.contractId, tx.select({ id: propertyContracts.id }).from(propertyContracts).where(inArray(propertyContracts.propertyId, propertyIds))))
    .returning({ id: contractShares.id });
  return rows.length;
}

/**
 * The login: renamed to a placeholder with an address that can receive nothing, deactivated, its
 * password, sessions, avatar, calendar feed and pending e-mail links deleted, so it can never sign in.
 * The row stays: payments, orders and subscriptions reference it.
 */
export async function anonymiseUser(tx: DbOrTx, user: { id: string; email: string }, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ name: ERASED_USER_NAME, email: erasedUserEmail(user.id), emailVerified: false, phone: null, image: null, isActive: false, erasedAt: now, updatedAt: now })
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
