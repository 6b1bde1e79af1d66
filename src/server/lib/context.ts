/** What every request handler can reach: the app's dependencies, the caller and the client IP. */
import type { PermissionFlag, PermissionFlags } from '@shared/domain/permissions';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { Auth } from '../features/auth/auth';
import type { RateLimiter } from '../features/auth/rate-limit.service';
import type { PaymentProvider } from '../features/payments/payment-provider';
import type { UserRow } from '../features/users/users.repo';
import { forbidden, unauthorized } from './errors';

export interface AppDeps {
  database: Database;
  db: Db;
  env: Env;
  auth: Auth;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Stripe or the built-in test checkout, chosen from the environment at start. */
  payments: PaymentProvider;
}

export interface Caller {
  user: UserRow;
  flags: PermissionFlags;
  roleName: string | null;
  sessionToken: string;
  sessionId: string;
}

export type AppEnv = { Variables: { deps: AppDeps; ip: string; caller: Caller | undefined } };
export type AppContext = Context<AppEnv>;

export function callerOf(c: AppContext): Caller {
  const caller = c.get('caller');
  if (!caller) throw unauthorized();
  return caller;
}

/** Refuses callers without the flag (super admins hold every flag but is_property_owner). */
export const requireFlag =
  (flag: PermissionFlag): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!callerOf(c).flags[flag]) throw forbidden();
    await next();
  };

export const requireSuperadmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!callerOf(c).user.isSuperadmin) throw forbidden();
  await next();
};
