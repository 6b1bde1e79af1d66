/** DELETE /api/properties/:id/booking-calendar: the requests already imported stay. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bookingCalendarKey, staleFeedsKey } from './query-keys';

export function useRemoveBookingCalendar(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete('/api/properties/{id}/booking-calendar', { path: { id: propertyId } }),
    onSuccess: () => {
      qc.setQueryData(bookingCalendarKey(propertyId), null);
      void qc.invalidateQueries({ queryKey: staleFeedsKey });
    },
  });
}
