/** GET /api/properties/:id/booking-webhook */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bookingWebhookKey } from './query-keys';

export function useBookingWebhook(propertyId: string) {
  return useQuery({
    queryKey: bookingWebhookKey(propertyId),
    queryFn: ({ signal }) => apiClient.get('/api/properties/{id}/booking-webhook', { path: { id: propertyId }, signal }).then((r) => r.webhook),
  });
}
