/** PUT /api/properties/:id/services (the 'Select Services' modal). */
import { useMutation } from '@tanstack/react-query';
import type { TProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useSaveServices() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ id, services }: { id: string; services: string[] }) =>
      api<{ property: TProperty }>(`/api/properties/${encodeURIComponent(id)}/services`, { method: 'PUT', body: { services } }).then(
        (r) => r.property,
      ),
    onSuccess: (property) => after(property),
  });
}
