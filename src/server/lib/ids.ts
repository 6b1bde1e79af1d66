/** Ids in paths: anything but a UUID names no record, so it is a 404 like a record the caller cannot see. */
import type { Context, MiddlewareHandler } from 'hono';
import { isUuid, normaliseId } from '@shared/schemas/ids';
import type { AppEnv } from './context';
import { notFound } from './errors';

/** The named path parameter as a lower-case id, or 404 with `message`. */
export function idParam(c: Context<AppEnv>, message = 'Not found', param = 'id'): string {
  const id = c.req.param(param) ?? '';
  if (!isUuid(id)) throw notFound(message);
  return normaliseId(id);
}

/** The same check as middleware, for routers whose handlers read the parameter themselves. */
export const requireUuidId =
  (message = 'Not found', param = 'id'): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    idParam(c, message, param);
    await next();
  };
