/** GET /api/dashboard: the owner dashboard (property owners and super admins). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { requestKeys } from '@web/features/requests/query-keys';

export function useDashboard() {
  return useQuery({
    queryKey: requestKeys.dashboard,
    queryFn: ({ signal }) => apiClient.get('/api/dashboard', { signal }),
  });
}
