/**
 * The courier bench's round (bench/courier.ts), pure so that it is tested (courier-plan.test.ts): which
 * stops a courier makes from the round the phone keeps (GET /api/courier/round), in what order, with what
 * proof, and the figures read from the timings of the sends.
 *
 * A round as one is worked: collects, returns and deliveries interleaved (8 : 6 : 5 in every 20 stops) and
 * one 'No access' in 20 (a changeover-due property nobody opened); every card used once. Every 'No access'
 * carries its required photo and the rest of the photos go on collects, spread evenly (a torn bag, a stain);
 * half the stops were scanned (the label's code sent), the others picked from a list; one in ten with
 * 'No one present', the rest signed; the counts are what is on hire, one item short on every seventh stop.
 * The phone's times are a minute apart, the last a few minutes before `now`.
 */

export type PlanAction = 'collect' | 'return' | 'deliver' | 'no_access';

/** A card of the round as the phone keeps it (the fields the plan reads). */
export interface PlanCard {
  id: string;
  propertyName: string;
  labelCode?: string | null;
  onHire: { item: string; expected: number }[];
}

export interface PlanRound {
  collect: { cards: PlanCard[] };
  return: { cards: PlanCard[] };
  deliver: { cards: PlanCard[] };
}

export interface PlannedStop {
  card: PlanCard;
  action: PlanAction;
  happenedAt: string;
  bagCode?: string;
  counts: { item: string; counted: number }[];
  noOnePresent: boolean;
  /** How many photos the stop carries. */
  photos: number;
}

/** Twenty stops of a round: 8 collects, 6 returns, 5 deliveries and one 'No access', interleaved. */
export const ROUND_PATTERN: readonly PlanAction[] = [
  'collect',
  'return',
  'collect',
  'deliver',
  'return',
  'collect',
  'deliver',
  'collect',
  'return',
  'deliver',
  'collect',
  'no_access',
  'return',
  'collect',
  'deliver',
  'collect',
  'return',
  'collect',
  'deliver',
  'return',
];

/** The list a stop's card comes from: 'No access' is a collect nobody opened the door for. */
const listOf = (action: PlanAction): keyof PlanRound => (action === 'no_access' ? 'collect' : action);

export function planRound(round: PlanRound, options: { actions: number; photos: number; now: Date; stepMs?: number }): PlannedStop[] {
  const { actions, photos, now } = options;
  const stepMs = options.stepMs ?? 60_000;
  const kinds = Array.from({ length: actions }, (_, i) => ROUND_PATTERN[i % ROUND_PATTERN.length]);
  const taken: Record<keyof PlanRound, number> = { collect: 0, return: 0, deliver: 0 };
  const needed: Record<keyof PlanRound, number> = { collect: 0, return: 0, deliver: 0 };
  for (const kind of kinds) needed[listOf(kind)]++;
  for (const list of Object.keys(needed) as (keyof PlanRound)[]) {
    if (round[list].cards.length < needed[list]) {
      throw new Error(`the round's ${list} list has ${round[list].cards.length} cards; the plan needs ${needed[list]}`);
    }
  }
  const noAccess = kinds.filter((k) => k === 'no_access').length;
  if (photos < noAccess) throw new Error(`${photos} photos cannot cover ${noAccess} 'No access' stops (each needs one)`);
  const collects = kinds.flatMap((k, i) => (k === 'collect' ? [i] : []));
  const extra = photos - noAccess;
  if (extra > collects.length) throw new Error(`${extra} photos are more than one per collect (${collects.length})`);
  // Evenly spread: the collects at (j + 0.5) * collects / extra.
  const withPhoto = new Set(Array.from({ length: extra }, (_, j) => collects[Math.floor(((j + 0.5) * collects.length) / extra)]));
  const first = now.getTime() - 5 * 60_000 - (actions - 1) * stepMs;
  return kinds.map((action, i) => {
    const list = listOf(action);
    const card = round[list].cards[taken[list]++];
    const counts =
      action === 'no_access' ? [] : card.onHire.map((h, k) => ({ item: h.item, counted: i % 7 === 0 && k === 0 ? Math.max(0, h.expected - 1) : h.expected }));
    return {
      card,
      action,
      happenedAt: new Date(first + i * stepMs).toISOString(),
      ...(i % 2 === 0 && card.labelCode ? { bagCode: card.labelCode } : {}),
      counts,
      noOnePresent: action === 'no_access' || i % 10 === 9,
      photos: action === 'no_access' || withPhoto.has(i) ? 1 : 0,
    };
  });
}

/** The p-th percentile (nearest rank) of `values`, or null with none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One request the phone made: what, when it started and when it ended (ms on one clock). */
export interface SentRequest {
  kind: 'photo' | 'visit';
  start: number;
  end: number;
  /** The server process's CPU ms over the request, where /proc shows it. */
  serverCpuMs?: number;
}

/**
 * Each action's time as the courier waits for it: from the end of the previous action's stop (or the
 * start of sending) to the end of its own, photos and the queue's own work on the phone included.
 */
export function actionTimes(requests: readonly SentRequest[], sendStart: number): number[] {
  const ends = requests.filter((r) => r.kind === 'visit').map((r) => r.end);
  return ends.map((end, i) => end - (i === 0 ? sendStart : ends[i - 1]));
}

/** p50 / p95 / max of a set of ms, as printed. */
export function spread(values: readonly number[]): string {
  if (values.length === 0) return 'none';
  const f = (v: number | null) => (v === null ? '-' : v.toFixed(v < 10 ? 1 : 0));
  return `p50 ${f(percentile(values, 50))} ms, p95 ${f(percentile(values, 95))} ms, max ${f(Math.max(...values))} ms (${values.length})`;
}
