/** PUT /api/properties/:id/booking-calendar: saves the link after the server has read it once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bookingCalendarKey, staleFeedsKey } from './query-keys';

export function useSaveBookingCalendar(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiClient.put('/api/properties/{id}/booking-calendar', { path: { id: propertyId }, body: { url } }),
    onSuccess: (r) => {
      qc.setQueryData(bookingCalendarKey(propertyId), r.calendar);
      void qc.invalidateQueries({ queryKey: staleFeedsKey });
    },
  });
}
