/** Errors that become `{ error: { code, message } }` responses. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@shared/error-codes';

export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** A finer reason than the code, for a client that words the refusal itself (e.g. 'tooLate'). */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: FieldIssue[], reason?: string) => new AppError(422, 'invalid_input', message, issues, reason);
export const unauthorized = (message = 'User not authenticated') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found', reason?: string) => new AppError(404, 'not_found', message, undefined, reason);
export const conflict = (message: string, issues?: FieldIssue[], reason?: string) => new AppError(409, 'conflict', message, issues, reason);
export const tooManyRequests = (message: string) => new AppError(429, 'rate_limited', message);
