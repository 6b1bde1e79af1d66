/** GET /api/public/contracts/:token: the contract behind a link (no session needed). */
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { fetchPublicContract, takeEarlyPublicContract } from './public-contract-request';
import { contractKeys } from './query-keys';

export function usePublicContract(token: string) {
  return useQuery({
    queryKey: contractKeys.public(token),
    queryFn: ({ signal }) => takeEarlyPublicContract(token) ?? fetchPublicContract(token, signal),
    // An invalid link will not become valid by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    refetchOnWindowFocus: false,
  });
}
