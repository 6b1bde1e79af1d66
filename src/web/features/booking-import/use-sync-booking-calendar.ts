/** POST /api/properties/:id/booking-calendar/sync ('Sync now'): a failed read comes back as result.error. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bookingCalendarKey, staleFeedsKey } from './query-keys';

export function useSyncBookingCalendar(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/api/properties/{id}/booking-calendar/sync', { path: { id: propertyId } }),
    onSuccess: (r) => {
      qc.setQueryData(bookingCalendarKey(propertyId), r.calendar);
      void qc.invalidateQueries({ queryKey: staleFeedsKey });
    },
  });
}
