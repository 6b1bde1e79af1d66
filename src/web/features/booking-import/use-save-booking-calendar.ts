/** PUT /api/properties/:id/booking-calendar: saves the link after the server has read it once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBookingCalendar, TSyncResult } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { bookingCalendarKey } from './query-keys';

export function useSaveBookingCalendar(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      api<{ calendar: TBookingCalendar; result: TSyncResult }>(`/api/properties/${encodeURIComponent(propertyId)}/booking-calendar`, {
        method: 'PUT',
        body: { url },
      }),
    onSuccess: (r) => qc.setQueryData(bookingCalendarKey(propertyId), r.calendar),
  });
}
