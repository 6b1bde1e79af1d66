/** GET /api/properties?archived=false: the properties a new linen card can be for (with their client). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { linenKeys } from './query-keys';

export interface PropertyOption {
  id: string;
  name: string;
  client: { id: string; name: string } | null;
}

export function usePropertyOptions(enabled = true) {
  return useQuery({
    queryKey: linenKeys.propertyOptions,
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/properties', { query: { archived: 'false', limit: 500 }, signal })
        .then((r) =>
          r.properties.map((p): PropertyOption => ({ id: p.id, name: p.name, client: p.client ? { id: p.client.id, name: p.client.name } : null })),
        ),
    enabled,
  });
}
