/** GET /api/properties/:id (with its stock). */
import { useQuery } from '@tanstack/react-query';
import type { TProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { propertyKeys } from './query-keys';

export function useProperty(id: string | null | undefined, options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({
    queryKey: propertyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<{ property: TProperty }>(`/api/properties/${encodeURIComponent(id!)}`, { signal }).then((r) => r.property),
    enabled: Boolean(id),
    refetchOnMount: options.refetchOnMount ?? true,
  });
}
