/** PUT /api/properties/:id/services (the 'Select Services' modal). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useSaveServices() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ id, services }: { id: string; services: string[] }) =>
      apiClient.put('/api/properties/{id}/services', { path: { id }, body: { services } }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
