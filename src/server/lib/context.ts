/** What every request handler can reach: the app's dependencies, the caller and the client IP. */
import type { Subject } from '@shared/domain/abilities';
import type { PermissionFlags } from '@shared/domain/permissions';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database, Db } from '../db/client';
import type { users } from '../db/schema';
import type { Env } from '../env';
import { forbidden, unauthorized } from './errors';

/**
 * The app's dependencies, built once at start (boot.ts). The platform's own are declared here; a
 * feature that provides one declares its field beside its code (`declare module '…/lib/context'`,
 * TypeScript's interface merging): auth and rateLimiter in features/auth, payments in features/payments.
 * So platform code never imports a feature, and boot.ts must still supply every field.
 */
export interface AppDeps {
  database: Database;
  db: Db;
  env: Env;
  now: () => Date;
}

export interface Caller {
  user: typeof users.$inferSelect;
  flags: PermissionFlags;
  roleName: string | null;
  sessionToken: string;
  sessionId: string;
}

export type AppEnv = { Variables: { deps: AppDeps; ip: string; caller: Caller | undefined } };
export type AppContext = Context<AppEnv>;

/** Where a request came from: what the audit log keeps beside who acted. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Who is acting and from where: the one request context every service that changes something takes.
 * The caller carries the role flags (`caller.flags`) and the super admin bit; the clients it may reach
 * are worked out from it by `scopeOf` (lib/scope.ts).
 */
export interface RequestContext extends RequestOrigin {
  caller: Caller;
}

/** User agents are kept to this length (a header can be kilobytes long). */
export const USER_AGENT_MAX = 512;

export const requestOrigin = (c: AppContext): RequestOrigin => ({
  ip: c.get('ip') ?? null,
  userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
});

/** The signed-in caller's request context (401 when nobody is signed in). */
export const requestContext = (c: AppContext): RequestContext => ({ caller: callerOf(c), ...requestOrigin(c) });

export function callerOf(c: AppContext): Caller {
  const caller = c.get('caller');
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller as the ability functions of src/shared/domain/abilities see it. */
export const subjectOf = (caller: Pick<Caller, 'user' | 'flags'> & { roleName?: string | null }): Subject => ({
  flags: caller.flags,
  isSuperadmin: caller.user.isSuperadmin,
  role: caller.roleName ?? null,
});

/**
 * A route's guard: refuses (403, with `message` when given) callers the ability denies, e.g. `requireAbility(canListProperties)`.
 * Every permission decision is an ability function (docs/architecture.md §3); a rule that depends on the
 * record is asked by the service after its scoped lookup, so another owner's record stays a 404.
 */
export const requireAbility =
  (may: (subject: Subject) => boolean, message?: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!may(subjectOf(callerOf(c)))) throw forbidden(message);
    await next();
  };
