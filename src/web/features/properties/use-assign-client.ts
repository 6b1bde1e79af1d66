/** POST /api/properties/:id/assign-client: an existing client, or a new one created on the way. */
import { useMutation } from '@tanstack/react-query';
import type { TAssignClient, TProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useAssignClient() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAssignClient }) =>
      api<{ property: TProperty }>(`/api/properties/${encodeURIComponent(id)}/assign-client`, { method: 'POST', body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
