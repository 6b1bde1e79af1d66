/** GET /api/public/contracts/:token: the contract behind a link (no session needed). */
import { useQuery } from '@tanstack/react-query';
import type { TPublicContract } from '@shared/schemas/contracts';
import { ApiError } from '@web/lib/api';
import { apiClient } from '@web/lib/api-client';
import { contractKeys } from './query-keys';

function fetchPublicContract(token: string, signal?: AbortSignal): Promise<TPublicContract> {
  return apiClient.get('/api/public/contracts/{token}', { path: { token }, signal }).then((r) => r.contract);
}

/**
 * `initialData` is the contract the server rendered the page with: it is used as it is, never asked
 * for again on this page (signing reloads the page). `enabled: false` holds the request back while
 * the page shows the server's error.
 */
export function usePublicContract(token: string, options: { initialData?: TPublicContract; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKeys.public(token),
    queryFn: ({ signal }) => fetchPublicContract(token, signal),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
    staleTime: options.initialData ? Infinity : 0,
    // An invalid link will not become valid by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    refetchOnWindowFocus: false,
  });
}
