/** POST /api/properties */
import { useMutation } from '@tanstack/react-query';
import type { TCreateProperty, TProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useCreateProperty() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: (body: TCreateProperty) => api<{ property: TProperty }>('/api/properties', { method: 'POST', body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
