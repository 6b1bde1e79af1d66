import { useQuery } from '@tanstack/react-query';
import type { THealth } from '@shared/schemas/health';
import { ApiError } from '@web/lib/api';
import { apiClient } from '@web/lib/api-client';

/** What GET /api/health answers (200 and 503 alike). */
export type Health = THealth;

export const healthQueryKey = ['health'] as const;

/** GET /api/health, checked once on start (and on demand from the setup screen). */
export function useHealth() {
  return useQuery({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => apiClient.get('/api/health', { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) => error instanceof ApiError && error.status === 0 && failureCount < 1,
  });
}

export type ConnectionState =
  { kind: 'checking' } | { kind: 'ok' } | { kind: 'not_configured' } | { kind: 'failed'; detail?: string } | { kind: 'unreachable'; detail: string };

function bodyOf(error: ApiError): Record<string, unknown> {
  return error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
}

function saysNotConfigured(value: { configured?: unknown; code?: unknown } | undefined): boolean {
  return value?.configured === false || value?.code === 'not_configured';
}

/** Interprets the health check: database down or 503 → setup screen; no server at all → unreachable. */
export function connectionStateOf(query: ReturnType<typeof useHealth>): ConnectionState {
  if (query.isPending) return { kind: 'checking' };
  if (query.isError) {
    const error = query.error;
    if (!(error instanceof ApiError)) return { kind: 'failed' };
    if (error.status === 503) {
      const body = bodyOf(error);
      const envelope = (body.error && typeof body.error === 'object' ? body.error : {}) as { code?: unknown };
      if (saysNotConfigured(body) || saysNotConfigured(envelope) || error.code === 'not_configured') {
        return { kind: 'not_configured' };
      }
      return { kind: 'failed', detail: typeof envelope.code === 'string' ? error.message : undefined };
    }
    if (error.status === 0 || error.status >= 500) return { kind: 'unreachable', detail: error.message };
    // A missing or unexpected health endpoint must not lock people out of the app.
    return { kind: 'ok' };
  }
  const health = query.data;
  if (health && (health.database === 'down' || health.ok === false)) {
    return saysNotConfigured(health) ? { kind: 'not_configured' } : { kind: 'failed' };
  }
  return { kind: 'ok' };
}
