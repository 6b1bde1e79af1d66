/** What a booking-calendar sync did, in words for the toast. */
import type { TSyncResult } from '@shared/schemas/requests';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function syncSummary(result: TSyncResult, lead = 'Calendar synced'): string {
  const parts = [
    result.created && `${plural(result.created, 'check-out')} imported`,
    result.moved && `${plural(result.moved, 'request')} moved`,
    result.withdrawn && `${plural(result.withdrawn, 'request')} withdrawn`,
  ].filter(Boolean);
  return parts.length ? `${lead}: ${parts.join(', ')}` : `${lead}: nothing new`;
}
