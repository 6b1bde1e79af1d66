/** GET (reveal) and POST (a new one) /api/properties/:id/booking-webhook/secret */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export function useRevealWebhookSecret(propertyId: string) {
  return useMutation({
    mutationFn: () => apiClient.get('/api/properties/{id}/booking-webhook/secret', { path: { id: propertyId } }).then((r) => r.secret),
  });
}

export function useRegenerateWebhookSecret(propertyId: string) {
  return useMutation({
    mutationFn: () => apiClient.post('/api/properties/{id}/booking-webhook/secret', { path: { id: propertyId } }).then((r) => r.secret),
  });
}
