/**
 * The properties feature's endpoints, as the client screens use them (Onboarding tab, Client Portal's
 * Properties tab): GET /api/properties?clientId=&archived=false.
 */
import { useQuery } from '@tanstack/react-query';
import type { OnboardingTask } from '@shared/domain/onboarding';
import { apiClient } from '@web/lib/api-client';
import { crossKeys } from './query-keys';

export interface ClientProperty {
  id: string;
  name: string;
  address: string | null;
  clientId: string | null;
  clientName?: string | null;
  defaultBedConfig?: number;
  /** Some versions of the endpoint name the bed count `beds`. */
  beds?: number;
  onboardingTasks: OnboardingTask[];
  onboardingProgress: number;
  contractSigned: boolean;
  depositPaid: boolean;
  depositRecorded?: { reason: string; recordedAt: string } | null;
  notes: string | null;
  createdAt: string;
}

export function useClientProperties(clientId: string) {
  return useQuery({
    queryKey: crossKeys.properties(clientId),
    queryFn: ({ signal }) =>
      apiClient.get('/api/properties', { query: { clientId, archived: 'false' }, signal }).then((r): ClientProperty[] => r.properties),
  });
}
