/**
 * The one way the browser talks to the server: JSON over /api with the session cookie.
 * Non-2xx answers become an ApiError read from `{ "error": { "code", "message", "issues"?, "reason"? } }`.
 */
import { MESSAGES } from '@shared/constants';

export interface ApiIssue {
  path: string;
  message: string;
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[] | undefined;
  /** The parsed response body, when there was one (for endpoints whose error body is not the envelope). */
  readonly body: unknown;
  /** A finer reason than the code, when the server gives one (e.g. why an undo was refused). */
  readonly reason: string | undefined;

  constructor(status: number, code: string, message: string, issues?: ApiIssue[], body?: unknown, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.body = body;
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value: the server's message for an ApiError, else the fallback. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.unexpected): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/** The server's message for one field of a refused input (422), if it gave one. */
export function fieldIssue(error: unknown, path: string): string | undefined {
  return error instanceof ApiError && error.status === 422 ? error.issues?.find((i) => i.path === path)?.message : undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  method?: HttpMethod;
  /** Sent as JSON (objects, arrays, primitives) or as-is (FormData). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const fallbackMessages: Record<number, string> = {
  401: MESSAGES.notAuthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  429: MESSAGES.tooManyRequests,
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope =
    body && typeof body === 'object' && 'error' in body && body.error && typeof body.error === 'object'
      ? (body.error as { code?: unknown; message?: unknown; issues?: unknown; reason?: unknown })
      : undefined;
  const code = typeof envelope?.code === 'string' ? envelope.code : `http_${status}`;
  const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : (fallbackMessages[status] ?? MESSAGES.unexpected);
  const issues = Array.isArray(envelope?.issues) ? (envelope.issues as ApiIssue[]) : undefined;
  const reason = typeof envelope?.reason === 'string' ? envelope.reason : undefined;
  return new ApiError(status, code, message, issues, body, reason);
}

async function send(path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...init });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw toApiError(response.status, body);
  return body;
}

/**
 * Calls a JSON endpoint. Resolves with the parsed body (undefined for 204); rejects with ApiError.
 * Hooks call the typed apiClient (api-client.ts), which names the route; this is its transport.
 */
export async function request(path: string, options: ApiOptions = {}): Promise<unknown> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = { method, signal, headers: { Accept: 'application/json', ...headers } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json', ...init.headers };
  }
  return send(path, init);
}

/**
 * Untyped: only for a path the OpenAPI document cannot list (the setup app's connection test, served
 * before the app exists). Every other call goes through apiClient (api-client.ts).
 */
export const api = <T>(path: string, options: ApiOptions = {}): Promise<T> => request(path, options) as Promise<T>;

/** Calls an endpoint that answers a file (e.g. a PDF): resolves with its Blob; rejects with ApiError like api(). */
export async function requestBlob(path: string, options: ApiOptions = {}): Promise<Blob> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = { method, signal, credentials: 'include', headers: { ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json', ...init.headers };
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw toApiError(response.status, await readBody(response).catch(() => undefined));
  return response.blob();
}
