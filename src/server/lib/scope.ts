/**
 * Which clients' records a caller may see. Property owners see only their own clients (linked by
 * user id, or by primary e-mail when their login e-mail is verified); staff and super admins see across clients as far as their flags allow.
 * Repo functions that read tenant data take a Scope, so forgetting it is a type error.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { findOwnClientIds } from '../features/clients/clients.repo';
import type { Caller } from './context';

export type Scope = { all: true } | { all: false; clientIds: string[] };

/** Who a scope is worked out for: a signed-in caller, or a feed's owner (no session). */
export type ScopeSubject = Pick<Caller, 'user' | 'flags'>;

export function isOwnerScoped(caller: ScopeSubject): boolean {
  return !caller.user.isSuperadmin && caller.flags.is_property_owner;
}

/** The caller's login e-mail when it is verified (accounts made by the provider), else null. */
export function verifiedEmailOf(caller: ScopeSubject): string | null {
  return caller.user.emailVerified ? caller.user.email : null;
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
