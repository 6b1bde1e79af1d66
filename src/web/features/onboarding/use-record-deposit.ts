/** POST /api/properties/:id/deposit/record { reason } → the property (staff: a deposit received another way). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { useAfterPropertyChange } from '../properties/use-invalidate-properties';

export function useRecordDeposit() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ propertyId, reason }: { propertyId: string; reason: string }) =>
      apiClient.post('/api/properties/{id}/deposit/record', { path: { id: propertyId }, body: { reason } }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
