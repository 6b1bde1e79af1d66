/**
 * GET /api/linen-requests/booking-gone (accepted requests whose booking left the calendar, issue 24),
 * and the two decisions on one: keep it or cancel it (staff who decide requests).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { invalidateRequests } from './invalidate-requests';
import { requestKeys } from './query-keys';

export function useBookingGone() {
  return useQuery({
    queryKey: requestKeys.bookingGone,
    queryFn: ({ signal }) => apiClient.get('/api/linen-requests/booking-gone', { signal }).then((r) => r.requests),
  });
}

export function useResolveBookingGone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: 'keep' | 'cancel' }) =>
      choice === 'keep'
        ? apiClient.post('/api/linen-requests/{id}/booking-gone/keep', { path: { id } })
        : apiClient.post('/api/linen-requests/{id}/booking-gone/cancel', { path: { id } }),
    onSettled: () => invalidateRequests(queryClient),
  });
}
