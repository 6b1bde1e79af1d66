/** PUT /api/properties/:id/details (the property details form). */
import { useMutation } from '@tanstack/react-query';
import type { TPropertyDetails } from '@shared/schemas/properties';
import { apiClient } from '@web/lib/api-client';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useSavePropertyDetails() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TPropertyDetails }) =>
      apiClient.put('/api/properties/{id}/details', { path: { id }, body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
