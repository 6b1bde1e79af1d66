/** POST /api/properties (an owner may leave out the client: theirs is used or set up) */
import { useMutation } from '@tanstack/react-query';
import type { TCreatePropertyRequest } from '@shared/schemas/properties';
import { apiClient } from '@web/lib/api-client';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useCreateProperty() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: (body: TCreatePropertyRequest) => apiClient.post('/api/properties', { body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
