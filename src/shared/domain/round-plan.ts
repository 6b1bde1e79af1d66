/**
 * Which order the day's round takes (issue 24 item 4, decisions 0198 and 0199): the planner's
 * (round-order.ts), or postcode district order past PLAN_STOPS_MAX stops; and, once staff have saved an
 * order, that order kept ahead of the stops it does not list. Pure: the server reads the stops, their
 * postcode points and the saved order, and shapes the answer.
 */
import { lateIn, orderByDistrict, planRound, routeKm, type LatLng, type RoundPlan, type RoundStopInput } from './round-order';
import { mergeOrder, type RoundMethod } from './round-stops';

/**
 * The planner searches for the best order, which takes about a second at 60 stops on a busy 2-core machine
 * and grows fast past that (8 s at 200): beyond this many stops to order, the round is in postcode district
 * order (cheap), timed for late stops the same way. A round is tens of stops.
 */
export const PLAN_STOPS_MAX = 60;

/**
 * The stops in the planner's order from `start` (planRound); past PLAN_STOPS_MAX stops, in postcode district
 * order instead, with the km of the legs whose postcodes have points (routeKm) and the stops it reaches late
 * (lateIn).
 */
export function planStops(stops: readonly RoundStopInput[], points: ReadonlyMap<string, LatLng>, start?: LatLng): RoundPlan {
  const opts = start ? { start } : {};
  if (stops.length <= PLAN_STOPS_MAX) return planRound(stops, points, opts);
  const keys = orderByDistrict(stops);
  return { keys, method: 'district', km: routeKm(keys, stops, points, start), late: lateIn(keys, stops, points, opts) };
}

/** The order staff saved for the day: its stop keys (some perhaps no longer stops) and how it was made. */
export interface SavedRoundOrder {
  stopKeys: readonly string[];
  method: RoundMethod;
}

/** The day's round in order: every stop's key once, how the order was made, its km and the stops reached late. */
export interface DayRoundOrder {
  keys: string[];
  method: RoundMethod;
  km: number | null;
  late: string[];
}

/**
 * The day's order. Without a saved order: the plan of every stop (planStops). With one: the planner orders
 * only the stops the saved order does not list; the saved order's stops still on the round come first, in
 * its order, then the planned ones (mergeOrder); the method is the saved order's, and the km and the late
 * stops are those of the whole order so made.
 */
export function dayRoundOrder(
  stops: readonly RoundStopInput[],
  points: ReadonlyMap<string, LatLng>,
  start: LatLng | undefined,
  saved: SavedRoundOrder | null,
): DayRoundOrder {
  const listed = new Set(saved?.stopKeys ?? []);
  const plan = planStops(
    stops.filter((s) => !listed.has(s.key)),
    points,
    start,
  );
  const kept = stops.filter((s) => listed.has(s.key)).map((s) => s.key);
  const keys = mergeOrder(saved?.stopKeys ?? null, [...kept, ...plan.keys]);
  if (!saved) return { keys, method: plan.method, km: plan.km, late: plan.late };
  return {
    keys,
    method: saved.method,
    km: routeKm(keys, stops, points, start),
    late: lateIn(keys, stops, points, start ? { start } : {}),
  };
}
