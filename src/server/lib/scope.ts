/**
 * Which clients' records a caller may see. Property owners see only their own clients (linked by
 * user id, or by primary e-mail when their login e-mail is verified); staff and super admins see across clients as far as their flags allow.
 * Repo functions that read tenant data take a Scope, so forgetting it is a type error.
 */
import { isPropertyOwner } from '@shared/domain/abilities';
import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { clients } from '../db/schema';
import { subjectOf, type Caller } from './context';

export type Scope = { all: true } | { all: false; clientIds: string[] };

/** Who a scope is worked out for: a signed-in caller, or a feed's owner (no session). */
export type ScopeSubject = Pick<Caller, 'user' | 'flags'>;

/** A property owner (not a super admin): reaches only their own clients' records. */
export function isOwnerScoped(caller: ScopeSubject): boolean {
  return isPropertyOwner(subjectOf(caller));
}

/** The caller's login e-mail when it is verified (accounts made by the provider), else null. */
export function verifiedEmailOf(caller: ScopeSubject): string | null {
  return caller.user.emailVerified ? caller.user.email : null;
}

/**
 * Who owns a client: the user it is linked to; or, for a user linked to no client yet, the client
 * linked to nobody whose primary e-mail is the user's VERIFIED login e-mail (a record the provider made
 * for them before they signed in). An unverified e-mail proves nothing (anyone can sign up with
 * someone else's address); a client linked to someone else is never reached by e-mail; and once a
 * user has their own client, a record staff later give their e-mail (a typo) does not appear as theirs.
 * The user is given by values (a caller) or by columns (a join, e.g. the reminders' recipients).
 */
export function ownedBy(userId: string | AnyColumn, verifiedEmail: string | SQL | null): SQL {
  if (verifiedEmail === null) return eq(clients.userId, userId);
  return or(
    eq(clients.userId, userId),
    and(
      isNull(clients.userId),
      sql`lower(${clients.primaryEmail}) = lower(${verifiedEmail})`,
      sql`not exists (select 1 from ${clients} as linked where linked.user_id = ${userId})`,
    ),
  )!;
}

/** The clients a property owner owns (see ownedBy). */
export async function findOwnClientIds(db: DbOrTx, userId: string, verifiedEmail: string | null): Promise<string[]> {
  const rows = await db.select({ id: clients.id }).from(clients).where(ownedBy(userId, verifiedEmail));
  return rows.map((r) => r.id);
}

export async function scopeOf(db: DbOrTx, caller: ScopeSubject): Promise<Scope> {
  if (!isOwnerScoped(caller)) return { all: true };
  return { all: false, clientIds: await findOwnClientIds(db, caller.user.id, verifiedEmailOf(caller)) };
}

/** A WHERE condition restricting a client-id column to the scope (undefined = no restriction). */
export function inScope(column: PgColumn, scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.clientIds.length === 0) return sql`false`;
  return inArray(column, scope.clientIds);
}

export function scopeAllows(scope: Scope, clientId: string | null): boolean {
  return scope.all || (clientId !== null && scope.clientIds.includes(clientId));
}
