/** POST /api/properties/:id/booking-calendar/sync ('Sync now'): a failed read comes back as result.error. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBookingCalendar, TSyncResult } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { bookingCalendarKey } from './query-keys';

export function useSyncBookingCalendar(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ calendar: TBookingCalendar; result: TSyncResult }>(`/api/properties/${encodeURIComponent(propertyId)}/booking-calendar/sync`, {
        method: 'POST',
      }),
    onSuccess: (r) => qc.setQueryData(bookingCalendarKey(propertyId), r.calendar),
  });
}
