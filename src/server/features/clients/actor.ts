/** Small HTTP helpers shared by the clients and client-contracts routes. */
import type { MiddlewareHandler } from 'hono';
import { callerOf, type AppContext, type AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from './clients.service';

export const actorOf = (c: AppContext): Actor => ({
  caller: callerOf(c),
  ip: c.get('ip'),
  userAgent: c.req.header('user-agent') ?? null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An :id (or the named parameter) that is not a uuid names nothing: 404, like any record the caller cannot see. */
export const requireUuidId =
  (message = 'Not found', param = 'id'): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!UUID.test(c.req.param(param) ?? '')) throw notFound(message);
    await next();
  };
