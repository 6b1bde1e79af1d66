/** GET /api/admin/audit-log: pages by the server's cursor ('Load more' asks for the next one). */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditKind } from '@shared/domain/audit';
import type { TAuditLogPage } from '@shared/schemas/audit';
import { api } from '@web/lib/api';

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
    queryFn: ({ pageParam, signal }) => {
      const qs = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) qs.set(key, value);
      if (pageParam) qs.set('cursor', pageParam);
      return api<TAuditLogPage>(`/api/admin/audit-log?${qs}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
