/** PATCH /api/properties/:id */
import { useMutation } from '@tanstack/react-query';
import type { TProperty, TUpdateProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useUpdateProperty() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateProperty }) =>
      api<{ property: TProperty }>(`/api/properties/${encodeURIComponent(id)}`, { method: 'PATCH', body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
