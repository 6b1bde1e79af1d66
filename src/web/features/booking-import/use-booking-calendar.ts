/** GET /api/properties/:id/booking-calendar */
import { useQuery } from '@tanstack/react-query';
import type { TBookingCalendar } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { bookingCalendarKey } from './query-keys';

export function useBookingCalendar(propertyId: string) {
  return useQuery({
    queryKey: bookingCalendarKey(propertyId),
    queryFn: ({ signal }) =>
      api<{ calendar: TBookingCalendar | null }>(`/api/properties/${encodeURIComponent(propertyId)}/booking-calendar`, { signal }).then(
        (r) => r.calendar,
      ),
  });
}
