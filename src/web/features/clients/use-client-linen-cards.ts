/** Linen cards of one client (Client Portal → Linen Services): GET /api/linen-cards?clientId=. */
import { useQuery } from '@tanstack/react-query';
import type { LinenServiceStatus } from '@shared/domain/clients';
import { apiClient } from '@web/lib/api-client';
import { crossKeys } from './query-keys';

export interface ClientLinenCard {
  id: string;
  status: LinenServiceStatus;
  propertyName: string | null;
  onBedsSince: string | null;
  transitSince: string | null;
  lastChangeoverDate: string | null;
  damagesCount: number;
  missingCount: number;
}

export function useClientLinenCards(clientId: string) {
  return useQuery({
    queryKey: crossKeys.linenCards(clientId),
    queryFn: ({ signal }) => apiClient.get('/api/linen-cards', { query: { clientId }, signal }).then((r): ClientLinenCard[] => r.cards),
  });
}
