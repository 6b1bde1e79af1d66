/** PUT /api/properties/:id/booking-webhook: connects a system (or changes it, the listing id, or takes the system's secret). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TConnectBookingWebhook } from '@shared/schemas/booking-webhooks';
import { apiClient } from '@web/lib/api-client';
import { bookingWebhookKey } from './query-keys';

export function useConnectBookingWebhook(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TConnectBookingWebhook) => apiClient.put('/api/properties/{id}/booking-webhook', { path: { id: propertyId }, body }),
    onSuccess: (r) => qc.setQueryData(bookingWebhookKey(propertyId), r.webhook),
  });
}
