/** GET /api/dashboard: the owner dashboard (property owners and super admins). */
import { useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { requestKeys } from '@web/features/requests/query-keys';

export function useDashboard() {
  return useQuery({
    queryKey: requestKeys.dashboard,
    queryFn: ({ signal }) => api<TDashboard>('/api/dashboard', { signal }),
  });
}
