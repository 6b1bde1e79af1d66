/** POST /api/properties (an owner may leave out the client: theirs is used or set up) */
import { useMutation } from '@tanstack/react-query';
import type { TCreatePropertyRequest, TProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useCreateProperty() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: (body: TCreatePropertyRequest) => api<{ property: TProperty }>('/api/properties', { method: 'POST', body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
