/** PUT /api/properties/:id/details (the property details form). */
import { useMutation } from '@tanstack/react-query';
import type { TProperty, TPropertyDetails } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useSavePropertyDetails() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TPropertyDetails }) =>
      api<{ property: TProperty }>(`/api/properties/${encodeURIComponent(id)}/details`, { method: 'PUT', body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
