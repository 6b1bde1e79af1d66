/** PATCH /api/properties/:id */
import { useMutation } from '@tanstack/react-query';
import type { TUpdateProperty } from '@shared/schemas/properties';
import { apiClient } from '@web/lib/api-client';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useUpdateProperty() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateProperty }) =>
      apiClient.patch('/api/properties/{id}', { path: { id }, body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
