/** DELETE /api/properties/:id/booking-calendar: the requests already imported stay. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { bookingCalendarKey } from './query-keys';

export function useRemoveBookingCalendar(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/properties/${encodeURIComponent(propertyId)}/booking-calendar`, { method: 'DELETE' }),
    onSuccess: () => qc.setQueryData(bookingCalendarKey(propertyId), null),
  });
}
