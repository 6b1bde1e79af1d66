/** Turns every thrown error into `{ error: { code, message, issues? } }` with the right status. */
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { APIError } from 'better-auth/api';
import { MESSAGES } from '@shared/constants';
import { AppError } from './errors';
import type { AppEnv } from './context';

export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    return c.json({ error: { code: err.code, message: err.message, issues: err.issues } }, err.status);
  }
  if (err instanceof APIError) {
    const body = (err.body ?? {}) as { code?: string; message?: string };
    return c.json(
      { error: { code: (body.code ?? 'auth_error').toLowerCase(), message: body.message ?? err.message } },
      err.statusCode as ContentfulStatusCode,
    );
  }
  if (err instanceof HTTPException) {
    return c.json({ error: { code: 'http_error', message: err.message } }, err.status as ContentfulStatusCode);
  }
  console.error(describeUnexpected(err));
  return c.json({ error: { code: 'internal', message: MESSAGES.unexpected } }, 500);
};

/** The error without query parameters, which can hold tokens or password hashes. */
export function describeUnexpected(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const message = err.message.split(/\nparams:/)[0];
  const cause = err.cause instanceof Error ? ` (cause: ${err.cause.message})` : '';
  return `${err.name}: ${message}${cause}\n${err.stack?.split('\n').slice(1, 6).join('\n') ?? ''}`;
}
