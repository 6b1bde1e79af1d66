/** Turns every thrown error into `{ error: { code, message, issues?, reason? } }` with the right status. */
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { APIError } from 'better-auth/api';
import { MESSAGES } from '@shared/constants';
import { AppError } from './errors';
import type { AppEnv } from './context';
import { logError } from './log-error';
import type { ErrorCode } from '@shared/error-codes';

export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    return c.json({ error: { code: err.code, message: err.message, issues: err.issues, reason: err.reason } }, err.status);
  }
  if (err instanceof APIError) {
    const body = (err.body ?? {}) as { code?: string; message?: string };
    return c.json(
      { error: { code: (body.code ?? 'auth_error').toLowerCase(), message: body.message ?? err.message } },
      err.statusCode as ContentfulStatusCode,
    );
  }
  if (err instanceof HTTPException) {
    return c.json({ error: { code: 'http_error' satisfies ErrorCode, message: err.message } }, err.status as ContentfulStatusCode);
  }
  logError('Request failed', err);
  return c.json({ error: { code: 'internal' satisfies ErrorCode, message: MESSAGES.unexpected } }, 500);
};
