/** GET /api/admin/database and POST /api/admin/database/test. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export function useDatabaseInfo() {
  return useQuery({ queryKey: ['admin-database'], queryFn: ({ signal }) => apiClient.get('/api/admin/database', { signal }) });
}

export function useDatabaseTest() {
  return useMutation({ mutationFn: () => apiClient.post('/api/admin/database/test') });
}
