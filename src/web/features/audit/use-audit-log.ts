/** GET /api/admin/audit-log: pages by the server's cursor ('Load more' asks for the next one). */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditKind } from '@shared/domain/audit';
import { apiClient } from '@web/lib/api-client';

export interface AuditFilters {
  user: string;
  kind: AuditKind | '';
  from: string;
  to: string;
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit-log', filters],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/admin/audit-log', {
        query: {
          user: filters.user || undefined,
          kind: filters.kind || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          cursor: pageParam || undefined,
        },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
