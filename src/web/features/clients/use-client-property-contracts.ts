/** The contracts feature's list of property contracts for one client (Client Portal → Contracts). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { crossKeys } from './query-keys';

/** The fields this screen shows; the endpoint may return more. */
export interface ClientPropertyContract {
  id: string;
  title?: string;
  contractTitle?: string;
  status: string;
  propertyId?: string;
  propertyName?: string | null;
  property?: { name?: string | null; address?: string | null } | null;
  depositAmountPence?: number;
  signedDate?: string | null;
  createdAt?: string;
}

export function useClientPropertyContracts(clientId: string) {
  return useQuery({
    queryKey: crossKeys.propertyContracts(clientId),
    queryFn: ({ signal }) =>
      apiClient.get('/api/property-contracts', { query: { clientId }, signal }).then((r): ClientPropertyContract[] => r.contracts),
  });
}
