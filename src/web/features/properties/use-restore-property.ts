/** POST /api/properties/:id/restore */
import { useMutation } from '@tanstack/react-query';
import type { TProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useRestoreProperty() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: (id: string) => api<{ property: TProperty }>(`/api/properties/${encodeURIComponent(id)}/restore`, { method: 'POST' }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
