/**
 * The day's round (issue 24 item 4, decision 0199): the day's stops (round-stops.ts) in the round's order
 * (round-plan.ts) — the order staff saved, stops it does not list after it in the planner's order
 * (round-order.ts: shortest drive when postcode points are imported, else postcode district), from the
 * business's own postcode — with each stop's window, the stops the order reaches late, and a map link per
 * leg. A reorder is one conditional write on the version the sender saw.
 */
import { canReorderRounds, canViewRounds } from '@shared/domain/abilities';
import { londonToday } from '@shared/domain/london-time';
import { formatPostcode } from '@shared/domain/postcode-format';
import type { LatLng, RoundStopInput } from '@shared/domain/round-order';
import { dayRoundOrder } from '@shared/domain/round-plan';
import {
  cardStopKind,
  legUrls,
  orderProblem,
  parseStopKey,
  placeOf,
  postcodeInAddress,
  ROUND_MESSAGES as M,
  roundDayProblem,
  stopKey,
  stopWindow,
  windowText,
  type RoundMethod,
} from '@shared/domain/round-stops';
import { ROUND_STOPS_MAX, type TDayRound, type TRoundOrderBody, type TRoundStop } from '@shared/schemas/rounds';
import type { DbOrTx } from '../../db/client';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { readBusinessDetails } from '../business-details';
import { pointsFor } from '../postcodes';
import { scopeOf, type Scope } from '../../lib/scope';
import { listRoundCards } from '../linen';
import { acceptedRequestsOn, bookingsOn, cardsLeftOn, findRoundOrder, saveRoundOrder } from './rounds.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

type Stop = Omit<TRoundStop, 'late' | 'mapUrl'>;

function checkDay(day: string, now: Date): void {
  const problem = roundDayProblem(day, londonToday(now));
  if (problem) throw badRequest(problem, [{ path: 'day', message: problem }]);
}

type DayStops = { stops: Stop[]; more: boolean };

/** The day's stops in the caller's scope, in the order the reads give them (the planner reorders them), and whether a list was cut. */
async function dayStops(db: DbOrTx, scope: Scope, day: string): Promise<DayStops> {
  let more = false;
  const cut = <T>(rows: T[]) => {
    if (rows.length > ROUND_STOPS_MAX) more = true;
    return rows.slice(0, ROUND_STOPS_MAX);
  };
  // One after another: a read holds one pooled connection at a time.
  const cards: Awaited<ReturnType<typeof cardsLeftOn>> = [];
  for (const status of ['changeover_due', 'in_transit', 'new'] as const) cards.push(...cut(await listRoundCards(db, scope, status, ROUND_STOPS_MAX + 1)));
  cards.push(...cut(await cardsLeftOn(db, scope, day, ROUND_STOPS_MAX + 1)));
  const requests = cut(await acceptedRequestsOn(db, scope, day, ROUND_STOPS_MAX + 1));

  const propertyIds = [...new Set([...cards.map((c) => c.propertyId), ...requests.map((r) => r.propertyId)])];
  const bookings = await bookingsOn(db, day, propertyIds);
  const windowAt = new Map(
    propertyIds.map((id) => [
      id,
      stopWindow(
        day,
        bookings.filter((b) => b.propertyId === id),
      ),
    ]),
  );

  const place = (p: { propertyId: string; propertyName: string; propertyAddress: string | null; clientName: string | null }) => {
    const postcode = postcodeInAddress(p.propertyAddress);
    const window = windowAt.get(p.propertyId) ?? null;
    return {
      propertyId: p.propertyId,
      propertyName: p.propertyName,
      clientName: p.clientName,
      address: p.propertyAddress,
      postcode: postcode ? formatPostcode(postcode) : null,
      window,
      windowText: windowText(window),
    };
  };
  const stops: Stop[] = [];
  for (const card of cards) {
    const kind = cardStopKind({ id: card.id, status: card.status, checkOutOnDay: card.status === 'on_beds' });
    if (kind) stops.push({ key: stopKey(kind, card.id), kind, cardId: card.id, requestId: null, notes: null, ...place(card) });
  }
  for (const r of requests)
    stops.push({ key: stopKey('request', r.id), kind: 'request', cardId: null, requestId: r.id, notes: r.notes, ...place(r) });
  return { stops, more };
}

/** The round of `day` from its stops: in order, how the order was made, its km and version. */
async function buildRound(deps: Deps, day: string, { stops, more }: DayStops): Promise<TDayRound> {
  const { db } = deps;
  const details = await readBusinessDetails(db);
  const startPostcode = postcodeInAddress(details.address);
  const inputs: RoundStopInput[] = stops.map((s) => ({ key: s.key, postcode: s.postcode, window: s.window }));
  const postcodes = [...new Set([...stops.flatMap((s) => (s.postcode ? [s.postcode] : [])), ...(startPostcode ? [startPostcode] : [])])];
  const points = postcodes.length > 0 ? await pointsFor(db, postcodes) : new Map<string, LatLng>();
  const start = startPostcode ? points.get(startPostcode) : undefined;
  const saved = await findRoundOrder(db, day);
  const { keys, method, km, late } = dayRoundOrder(inputs, points, start, saved ? { stopKeys: saved.stopKeys, method: saved.method as RoundMethod } : null);
  const lateKeys = new Set(late);

  const byKey = new Map(stops.map((s) => [s.key, s]));
  const ordered = keys.map((k) => byKey.get(k)!);
  const urls = legUrls(
    startPostcode ? formatPostcode(startPostcode) : null,
    ordered.map((s) => placeOf(s.postcode, s.address)),
  );
  return {
    day,
    method,
    km: km === null ? null : Math.round(km * 10) / 10,
    version: saved?.version ?? 0,
    start: startPostcode ? formatPostcode(startPostcode) : null,
    stops: ordered.map((s, i) => ({ ...s, late: lateKeys.has(s.key), mapUrl: urls[i] })),
    more,
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
    updatedByName: saved?.updatedByName ?? null,
  };
}

export async function readDayRound(deps: Deps, caller: Caller, day: string): Promise<TDayRound> {
  if (!canViewRounds(subjectOf(caller))) throw forbidden();
  checkDay(day, deps.now());
  return buildRound(deps, day, await dayStops(deps.db, await scopeOf(deps.db, caller), day));
}

/**
 * Saves staff's order of `day`'s stops (keys of stops no longer on the round are left out). A version
 * someone else has moved on from: 409, nothing changed.
 */
export async function reorderDayRound(deps: Deps, ctx: RequestContext, day: string, body: TRoundOrderBody): Promise<TDayRound> {
  if (!canReorderRounds(subjectOf(ctx.caller))) throw forbidden();
  checkDay(day, deps.now());
  const problem = orderProblem(body.keys);
  if (problem) throw badRequest(problem, [{ path: 'keys', message: problem }]);
  const stops = await dayStops(deps.db, await scopeOf(deps.db, ctx.caller), day);
  const current = new Set(stops.stops.map((s) => s.key));
  const keys = body.keys.map((k) => stopKey(parseStopKey(k)!.kind, parseStopKey(k)!.id)).filter((k) => current.has(k));
  const saved = await saveRoundOrder(deps.db, day, keys, body.version, ctx.caller.user.id, deps.now());
  if (!saved) throw conflict(M.staleOrder, undefined, 'stale_version');
  return buildRound(deps, day, stops);
}

/** The stop keys saved for `day` (the courier's lists follow them), or null. */
export async function savedStopKeys(db: DbOrTx, day: string): Promise<string[] | null> {
  return (await findRoundOrder(db, day))?.stopKeys ?? null;
}
