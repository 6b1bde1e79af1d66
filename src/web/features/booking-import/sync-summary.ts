/** What a booking-calendar sync did, in words for the toast. */
import { BOOKING_HORIZON_DAYS, MAX_OPEN_BOOKING_REQUESTS } from '@shared/domain/booking-import';
import type { TSyncResult } from '@shared/schemas/requests';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function syncSummary(result: TSyncResult, lead = 'Calendar synced'): string {
  const parts = [
    result.created && `${plural(result.created, 'check-out')} imported`,
    result.moved && `${plural(result.moved, 'request')} moved`,
    result.withdrawn && `${plural(result.withdrawn, 'request')} withdrawn`,
    result.flagged && `${plural(result.flagged, 'accepted request')} flagged: ${result.flagged === 1 ? 'its booking is' : 'their bookings are'} gone`,
    result.skipped &&
      `${plural(result.skipped, 'booking')} skipped (only check-outs in the next ${BOOKING_HORIZON_DAYS} days, and at most ${MAX_OPEN_BOOKING_REQUESTS} open requests per property, are imported)`,
  ].filter(Boolean);
  return parts.length ? `${lead}: ${parts.join(', ')}` : `${lead}: nothing new`;
}
