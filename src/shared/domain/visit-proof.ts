/**
 * How the proof of a courier's stop reads (issue 22, decision 0191): the action's name, whether the server
 * got it notably later than the door (the phone was without signal), and a count's difference in words.
 * Pure: the proof page and its tests share them.
 */
import type { CourierAction } from './courier-visits';

/** The proof page's title per action. */
export const VISIT_PROOF_TITLES: Record<CourierAction, string> = {
  collect: 'Collection proof',
  return: 'Return proof',
  deliver: 'Delivery proof',
  no_access: 'No access proof',
};

/** The action as a line of the proof reads it (a noun: a refused one was tried, not done). */
export const VISIT_ACTION_LABELS: Record<CourierAction, string> = {
  collect: 'Collection',
  return: 'Return',
  deliver: 'Delivery',
  no_access: 'No access / nothing to collect',
};

/** The link's text on the lists (ledger, changeovers, a card's history). */
export const VIEW_PROOF = 'View proof';

/** The server's time is shown beside the door's when it came this much later (sent when the phone found signal). */
export const RECEIVED_LATE_MS = 5 * 60_000;

/** Whether the stop reached the server notably later than it happened at the door. */
export function receivedLate(happenedAt: string, receivedAt: string): boolean {
  return new Date(receivedAt).getTime() - new Date(happenedAt).getTime() >= RECEIVED_LATE_MS;
}

/** A count's difference in words: '1 short', '2 over', or 'Matches'. */
export function differenceText(difference: number): string {
  if (difference === 0) return 'Matches';
  return difference < 0 ? `${-difference} short` : `${difference} over`;
}

/** The counts' summary above the table. */
export function countsSummary(differences: number[]): string {
  if (differences.length === 0) return 'No counts were recorded at this stop.';
  const differ = differences.filter((d) => d !== 0).length;
  if (differ === 0) return 'Every count matches what was out on hire.';
  return `${differ} of ${differences.length} ${differences.length === 1 ? 'item differs' : 'items differ'} from what was out on hire.`;
}
