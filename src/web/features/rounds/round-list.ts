/** The round page's list rules: moving a stop to another place, and the days a round may be planned for. */
import { londonToday } from '@shared/domain/london-time';
import { addDays } from '@shared/domain/calendar';
import { clockOf, ROUND_DAYS_AHEAD } from '@shared/domain/round-stops';

/** `keys` with the stop at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveKey(keys: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(keys.length - 1, to));
  if (from < 0 || from >= keys.length || from === target) return [...keys];
  const out = [...keys];
  const [moved] = out.splice(from, 1);
  out.splice(target, 0, moved);
  return out;
}

/** The days the picker offers: today to ROUND_DAYS_AHEAD days ahead; tomorrow chosen first. */
export function roundDays(now: Date): { today: string; tomorrow: string; last: string } {
  const today = londonToday(now);
  return { today, tomorrow: addDays(today, 1), last: addDays(today, ROUND_DAYS_AHEAD) };
}

export { clockOf };
