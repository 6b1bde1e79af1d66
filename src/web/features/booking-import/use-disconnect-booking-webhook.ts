/** DELETE /api/properties/:id/booking-webhook */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bookingWebhookKey } from './query-keys';

export function useDisconnectBookingWebhook(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete('/api/properties/{id}/booking-webhook', { path: { id: propertyId } }),
    onSuccess: () => qc.setQueryData(bookingWebhookKey(propertyId), null),
  });
}
