/**
 * The day's round on the bare baseline (issue 24 item 4, decision 0199): tomorrow's stops — cards by status
 * (at most 200 each, the courier's order), On Beds cards whose guests leave that day, accepted requests
 * that day — their bookings' windows, the business's postcode, the stops' postcode points and the saved
 * order, with the same SQL as features/rounds/rounds.repo.ts and the same order rules (the app's service
 * orders past PLAN_STOPS_MAX stops by district, as the bench's thousands of cards make it).
 */
import { londonToday } from '@shared/domain/london-time';
import { formatPostcode } from '@shared/domain/postcode-format';
import { normalisePostcode } from '@shared/domain/postcodes';
import type { LatLng } from '@shared/domain/round-order';
import { dayRoundOrder } from '@shared/domain/round-plan';
import {
  cardStopKind,
  legUrls,
  placeOf,
  postcodeInAddress,
  stopKey,
  stopWindow,
  windowText,
  type RoundMethod,
  type WindowBooking,
} from '@shared/domain/round-stops';
import type { LinenStatus } from '@shared/domain/linen';
import { ROUND_STOPS_MAX } from '@shared/schemas/rounds';
import type { BareHandler } from '../lib/bare';
import type { Query, Row } from '../lib/sql';
import { addDays } from '@shared/domain/calendar';

const CARD_SQL = `select lc.id, lc.status, lc.property_id, p.name as property_name, p.address, c.name as client_name
  from linen_cards lc join properties p on p.id = lc.property_id left join clients c on c.id = lc.client_id`;
const ORDER: Record<string, string> = {
  new: 'lc.created_at asc, lc.id asc',
  changeover_due: 'lc.on_beds_since asc nulls last, lc.id asc',
  in_transit: 'lc.transit_since asc nulls last, lc.id asc',
};
const LIMIT = ROUND_STOPS_MAX + 1;

export const benchRoundDay = (): string => addDays(londonToday(new Date()), 1);

export const dayRound: BareHandler = async (query: Query) => {
  const day = benchRoundDay();
  const cards: Row[] = [];
  for (const status of ['changeover_due', 'in_transit', 'new'])
    cards.push(
      ...(
        await query(`${CARD_SQL} where not lc.archived and lc.status = $1::linen_card_status order by ${ORDER[status]} limit ${LIMIT}`, [status])
      ).slice(0, ROUND_STOPS_MAX),
    );
  cards.push(
    ...(
      await query(
        `${CARD_SQL} where lc.property_id in (select distinct property_id from bookings where check_out = $1 and not cancelled)
          and not lc.archived and lc.status = 'on_beds' order by p.name asc, lc.id asc limit ${LIMIT}`,
        [day],
      )
    ).slice(0, ROUND_STOPS_MAX),
  );
  const requests = (
    await query(
      `select r.id, r.property_id, p.name as property_name, p.address, c.name as client_name, r.notes from linen_requests r
        join properties p on p.id = r.property_id left join clients c on c.id = p.client_id
        where r.status = 'accepted' and r.requested_date = $1 order by r.created_at asc, r.id asc limit ${LIMIT}`,
      [day],
    )
  ).slice(0, ROUND_STOPS_MAX);
  const propertyIds = [...new Set([...cards, ...requests].map((r) => r.property_id as string))];
  const bookings = propertyIds.length
    ? await query(
        `select property_id, check_in::text as check_in, check_out::text as check_out, check_in_time, check_out_time, cancelled from bookings
          where (check_in = $1 or check_out = $1) and property_id = any($2::uuid[])`,
        [day, propertyIds],
      )
    : [];
  const [details] = await query(`select value from app_state where key = 'business_details'`);
  const startPostcode = postcodeInAddress((details?.value as { address?: string } | undefined)?.address);

  const place = (r: Row) => {
    const window = stopWindow(
      day,
      bookings
        .filter((b) => b.property_id === r.property_id)
        .map((b): WindowBooking => ({
          checkIn: b.check_in as string,
          checkOut: b.check_out as string,
          checkInTime: b.check_in_time as string | null,
          checkOutTime: b.check_out_time as string | null,
          cancelled: b.cancelled as boolean,
        })),
    );
    const postcode = postcodeInAddress(r.address as string | null);
    return {
      propertyId: r.property_id,
      propertyName: r.property_name,
      clientName: r.client_name,
      address: r.address as string | null,
      postcode: postcode ? formatPostcode(postcode) : null,
      window,
      windowText: windowText(window),
    };
  };
  const stops = [
    ...cards.flatMap((c) => {
      const kind = cardStopKind({ id: c.id as string, status: c.status as LinenStatus, checkOutOnDay: c.status === 'on_beds' });
      return kind ? [{ key: stopKey(kind, c.id as string), kind, cardId: c.id, requestId: null, notes: null, ...place(c) }] : [];
    }),
    ...requests.map((r) => ({
      key: stopKey('request', r.id as string),
      kind: 'request',
      cardId: null,
      requestId: r.id,
      notes: r.notes,
      ...place(r),
    })),
  ];
  const postcodes = [
    ...new Set([...stops.flatMap((s) => (s.postcode ? [normalisePostcode(s.postcode)] : [])), ...(startPostcode ? [startPostcode] : [])]),
  ];
  const points = new Map<string, LatLng>(
    (postcodes.length ? await query('select postcode, lat, lng from postcode_points where postcode = any($1::text[])', [postcodes]) : []).map((r) => [
      r.postcode as string,
      { lat: r.lat as number, lng: r.lng as number },
    ]),
  );
  const start = startPostcode ? points.get(startPostcode) : undefined;
  const [saved] = await query('select stop_keys, method, version, updated_at from round_orders where day = $1', [day]);
  const inputs = stops.map((s) => ({ key: s.key, postcode: s.postcode, window: s.window }));
  const order = dayRoundOrder(inputs, points, start, saved ? { stopKeys: saved.stop_keys as string[], method: saved.method as RoundMethod } : null);
  const { keys, km } = order;
  const late = new Set(order.late);
  const byKey = new Map(stops.map((s) => [s.key, s]));
  const ordered = keys.map((k) => byKey.get(k)!);
  const urls = legUrls(
    startPostcode ? formatPostcode(startPostcode) : null,
    ordered.map((s) => placeOf(s.postcode, s.address)),
  );
  return {
    day,
    method: order.method,
    km: km === null ? null : Math.round(km * 10) / 10,
    version: saved?.version ?? 0,
    start: startPostcode ? formatPostcode(startPostcode) : null,
    stops: ordered.map((s, i) => ({ ...s, late: late.has(s.key), mapUrl: urls[i] })),
    more: false,
    updatedAt: saved ? (saved.updated_at as Date).toISOString() : null,
    updatedByName: null,
  };
};
