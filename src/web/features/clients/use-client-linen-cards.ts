/** Linen cards of one client (Client Portal → Linen Services): GET /api/linen-cards?clientId=. */
import { useQuery } from '@tanstack/react-query';
import type { LinenServiceStatus } from '@shared/domain/clients';
import { api } from '@web/lib/api';
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
    queryFn: ({ signal }) =>
      api<{ cards: ClientLinenCard[] }>(`/api/linen-cards?clientId=${encodeURIComponent(clientId)}`, { signal }).then((r) => r.cards),
  });
}
