/**
 * The properties feature's endpoints, as the client screens use them (Onboarding tab, Client Portal's
 * Properties tab): GET /api/properties?clientId=&archived=false and the onboarding task toggle.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingTask } from '@shared/domain/onboarding';
import { api } from '@web/lib/api';
import { orWhenMissing } from './not-built-yet';
import { clientKeys, crossKeys } from './query-keys';

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
  notes: string | null;
  createdAt: string;
}

export function useClientProperties(clientId: string) {
  return useQuery({
    queryKey: crossKeys.properties(clientId),
    queryFn: ({ signal }) =>
      orWhenMissing(
        api<{ properties: ClientProperty[] }>(`/api/properties?clientId=${encodeURIComponent(clientId)}&archived=false`, { signal }),
        { properties: [] },
      ).then((r) => r.properties),
  });
}

/** POST /api/properties/:id/onboarding/:taskId { completed } → the property. */
export function useToggleOnboardingTask(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, taskId, completed }: { propertyId: string; taskId: number; completed: boolean }) =>
      api<{ property: ClientProperty }>(`/api/properties/${encodeURIComponent(propertyId)}/onboarding/${taskId}`, {
        method: 'POST',
        body: { completed },
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: crossKeys.properties(clientId) });
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
