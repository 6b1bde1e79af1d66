/** GET /api/properties/:id/booking-calendar */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bookingCalendarKey } from './query-keys';

export function useBookingCalendar(propertyId: string) {
  return useQuery({
    queryKey: bookingCalendarKey(propertyId),
    queryFn: ({ signal }) => apiClient.get('/api/properties/{id}/booking-calendar', { path: { id: propertyId }, signal }).then((r) => r.calendar),
  });
}
