/** GET /api/admin/database and POST /api/admin/database/test. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TDatabaseInfo, TDatabaseTestResult } from '@shared/schemas/admin';
import { api } from '@web/lib/api';

export function useDatabaseInfo() {
  return useQuery({ queryKey: ['admin-database'], queryFn: ({ signal }) => api<TDatabaseInfo>('/api/admin/database', { signal }) });
}

export function useDatabaseTest() {
  return useMutation({ mutationFn: () => api<TDatabaseTestResult>('/api/admin/database/test', { method: 'POST' }) });
}
