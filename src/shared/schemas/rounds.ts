/**
 * The day's round (issue 24 item 4, decision 0199): inputs and answers.
 *
 *   GET /api/rounds/:day   (canViewRounds) -> TDayRound: the day's stops in the round's order, with each stop's
 *                          window, whether the plan reaches it late, and the map link of the leg to it
 *   PUT /api/rounds/:day   (canReorderRounds) ZRoundOrderBody { keys, version } -> TDayRound; a version
 *                          someone else has moved on from is a 409 and changes nothing
 */
import { z } from 'zod';
import { ROUND_MESSAGES as M, ROUND_METHODS, STOP_KINDS } from '../domain/round-stops';

/** At most this many stops of each kind are read for a day (a round is tens of stops). */
export const ROUND_STOPS_MAX = 200;

export const ZRoundDayParam = z.object({ day: z.string({ error: M.badDay }).regex(/^\d{4}-\d{2}-\d{2}$/, M.badDay) });

export const ZRoundOrderBody = z.object({
  /** The stops' keys in the order staff want; stops it does not list follow in the planner's order. */
  keys: z.array(z.string().max(60, M.badKey), { error: 'Send the stops in order' }).max(ROUND_STOPS_MAX * 4),
  /** The round's version as the sender saw it (0: none saved yet). */
  version: z.number({ error: 'Send the version of the round you reordered' }).int().min(0),
});
export type TRoundOrderBody = z.infer<typeof ZRoundOrderBody>;

export const ZRoundStop = z.object({
  key: z.string(),
  kind: z.enum(STOP_KINDS),
  /** The linen card (collect, deliver, return) or the accepted request. */
  cardId: z.string().nullable(),
  requestId: z.string().nullable(),
  propertyId: z.string(),
  propertyName: z.string(),
  clientName: z.string().nullable(),
  address: z.string().nullable(),
  /** 'TS18 1AA' when the address has one. */
  postcode: z.string().nullable(),
  /** Minutes after London midnight; null: any time (no guests leave or arrive that day). */
  window: z.object({ from: z.number(), to: z.number() }).nullable(),
  windowText: z.string(),
  /** The plan reaches this stop after its window closes. */
  late: z.boolean(),
  /** The driving route from the previous stop (the first from the business's address), or null when neither has a place. */
  mapUrl: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TRoundStop = z.infer<typeof ZRoundStop>;

export const ZDayRound = z.object({
  day: z.string(),
  method: z.enum(ROUND_METHODS),
  /** The drive's length by postcode points (straight lines), when every stop has one; else null. */
  km: z.number().nullable(),
  /** 0 until someone saves an order; a reorder sends it back. */
  version: z.number(),
  /** Where the round starts: the business's postcode, when its details have one. */
  start: z.string().nullable(),
  stops: z.array(ZRoundStop),
  /** Some kind had more than ROUND_STOPS_MAX stops: the rest are not shown. */
  more: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type TDayRound = z.infer<typeof ZDayRound>;
