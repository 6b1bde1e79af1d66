/** POST /api/properties/:id/deposit/record { reason } → the property (staff: a deposit received another way). */
import { useMutation } from '@tanstack/react-query';
import type { TProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { useAfterPropertyChange } from '../properties/use-invalidate-properties';

export function useRecordDeposit() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ propertyId, reason }: { propertyId: string; reason: string }) =>
      api<{ property: TProperty }>(`/api/properties/${encodeURIComponent(propertyId)}/deposit/record`, {
        method: 'POST',
        body: { reason },
      }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
