/** GET /api/bag-labels/:code : the card a scanned or typed label names (looked up afresh each time: bags move). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bagKeys } from './query-keys';

/** One look-up: the code and a number that changes when the same code is asked again. */
export interface LabelLookup {
  code: string;
  attempt: number;
}

export function useBagLabel(lookup: LabelLookup | null) {
  return useQuery({
    queryKey: [...bagKeys.label(lookup?.code ?? ''), lookup?.attempt ?? 0],
    queryFn: ({ signal }) => apiClient.get('/api/bag-labels/{code}', { path: { code: lookup?.code ?? '' }, signal }).then((r) => r.card),
    enabled: lookup !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
