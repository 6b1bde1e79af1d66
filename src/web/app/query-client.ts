import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { markSignedOut, meQueryKey } from '@web/lib/session';

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * One QueryClient for the app. 4xx answers are never retried; other failures twice.
 * A 401 from any call (an expired session) marks the session signed out, so the guards redirect to /login.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (queryKey && queryKey[0] === meQueryKey[0]) return;
    if (client.getQueryData(meQueryKey)) markSignedOut(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
