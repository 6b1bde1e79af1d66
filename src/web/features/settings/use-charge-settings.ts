/** GET /api/charge-settings and PUT (super admins): the provider's charge settings (issue 18). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargeSettings } from '@shared/domain/charges';
import { apiClient } from '@web/lib/api-client';
import { requestKeys } from '@web/features/requests/query-keys';

export const chargeSettingsQueryKey = ['charge-settings'] as const;

export function useChargeSettings() {
  return useQuery({
    queryKey: chargeSettingsQueryKey,
    queryFn: ({ signal }) => apiClient.get('/api/charge-settings', { signal }).then((r) => r.settings),
  });
}

export function useSaveChargeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChargeSettings) => apiClient.put('/api/charge-settings', { body: settings }).then((r) => r.settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(chargeSettingsQueryKey, settings);
      // The dashboard states the rule with the amount in force.
      return queryClient.invalidateQueries({ queryKey: requestKeys.dashboard });
    },
  });
}
