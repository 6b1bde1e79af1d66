/**
 * Who receives the mails about a client: its active owner users, the same people scopeOf lets reach
 * the client. Every feature that writes to a client's owners (charges, damages, reminders) asks here.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, users } from '../../db/schema';
import { ownedBy } from '../../lib/scope';

export interface OwnerRecipient {
  clientId: string;
  userId: string;
  email: string;
  name: string;
  isSuperadmin: boolean;
}

/**
 * The active owner users of these clients, linked as scopeOf links them (lib/scope.ts ownedBy, with
 * the user's e-mail counting only when verified).
 */
export async function ownerRecipients(db: DbOrTx, clientIds: string[]): Promise<OwnerRecipient[]> {
  if (clientIds.length === 0) return [];
  return db
    .select({ clientId: clients.id, userId: users.id, email: users.email, name: users.name, isSuperadmin: users.isSuperadmin })
    .from(clients)
    .innerJoin(users, ownedBy(users.id, sql`case when ${users.emailVerified} then ${users.email} end`))
    .where(and(inArray(clients.id, clientIds), eq(users.isActive, true)));
}

