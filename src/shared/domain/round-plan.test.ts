import { describe, expect, it } from 'vitest';
import { lateIn, orderByDistrict, planRound, routeKm, type LatLng, type RoundStopInput } from './round-order';
import { dayRoundOrder, PLAN_STOPS_MAX, planStops } from './round-plan';

const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const DEPOT: LatLng = { lat: 54.57, lng: -1.24 };

/** n stops with distinct Teesside postcodes on a deterministic spiral around Middlesbrough, every tenth with a tight window. */
function round(n: number): { stops: RoundStopInput[]; points: Map<string, LatLng> } {
  const stops: RoundStopInput[] = [];
  const points = new Map<string, LatLng>();
  for (let i = 0; i < n; i++) {
    const postcode = `TS${1 + (i % 8)} ${i % 10}${LETTERS[i % 20]}${LETTERS[Math.floor(i / 20) % 20]}`;
    stops.push({ key: `stop:${i}`, postcode, window: i % 10 === 3 ? { from: 0, to: 8 * 60 + 5 } : null });
    points.set(postcode.replace(' ', ''), { lat: 54.57 + 0.002 * i * Math.cos(i), lng: -1.24 + 0.003 * i * Math.sin(i) });
  }
  return { stops, points };
}

describe('planStops', () => {
  it('is the planner up to PLAN_STOPS_MAX stops', () => {
    expect(PLAN_STOPS_MAX).toBe(60);
    const { stops, points } = round(PLAN_STOPS_MAX);
    const plan = planStops(stops, points, DEPOT);
    expect(plan).toEqual(planRound(stops, points, { start: DEPOT }));
    expect(plan.method).toBe('drive');
    const small = round(6);
    expect(planStops(small.stops, small.points)).toEqual(planRound(small.stops, small.points));
  });

  it('past PLAN_STOPS_MAX stops, orders by postcode district, with the km and late stops of that order', () => {
    const { stops, points } = round(PLAN_STOPS_MAX + 1);
    const plan = planStops(stops, points, DEPOT);
    const keys = orderByDistrict(stops);
    expect(plan.method).toBe('district');
    expect(plan.keys).toEqual(keys);
    expect(plan.km).toBe(routeKm(keys, stops, points, DEPOT));
    expect(plan.km).toBeGreaterThan(0);
    expect(plan.late).toEqual(lateIn(keys, stops, points, { start: DEPOT }));
    expect(plan.late.length).toBeGreaterThan(0);
  });

  it('past PLAN_STOPS_MAX stops without a start or any point: district order, no km', () => {
    const { stops } = round(PLAN_STOPS_MAX + 1);
    const plan = planStops(stops, new Map());
    expect(plan).toEqual({ keys: orderByDistrict(stops), method: 'district', km: null, late: lateIn(orderByDistrict(stops), stops, new Map()) });
  });
});

describe('dayRoundOrder', () => {
  const { stops, points } = round(8);

  it('without a saved order is the plan of every stop', () => {
    const plan = planRound(stops, points, { start: DEPOT });
    expect(dayRoundOrder(stops, points, DEPOT, null)).toEqual({ keys: plan.keys, method: plan.method, km: plan.km, late: plan.late });
    // Without points: district order, stop:3 moved first to meet its window.
    const district = planRound(stops, new Map());
    expect(district.keys[0]).toBe('stop:3');
    expect(dayRoundOrder(stops, new Map(), undefined, null)).toEqual({ keys: district.keys, method: 'district', km: null, late: district.late });
  });

  it('keeps the saved order first, leaves out its stops that are gone, and plans only the stops it does not list', () => {
    const saved = { stopKeys: ['stop:5', 'gone', 'stop:0', 'stop:7'], method: 'manual' as const };
    const order = dayRoundOrder(stops, points, DEPOT, saved);
    const unlisted = stops.filter((s) => !saved.stopKeys.includes(s.key));
    const planned = planRound(unlisted, points, { start: DEPOT }).keys;
    expect(order.keys).toEqual(['stop:5', 'stop:0', 'stop:7', ...planned]);
    expect(order.method).toBe('manual');
    expect(order.km).toBe(routeKm(order.keys, stops, points, DEPOT));
    expect(order.late).toEqual(lateIn(order.keys, stops, points, { start: DEPOT }));
  });

  it('times the whole saved order for late stops, not the plan', () => {
    // stop:3 must be reached by 08:05; saved last, it is late.
    const saved = { stopKeys: [...stops.map((s) => s.key).filter((k) => k !== 'stop:3'), 'stop:3'], method: 'manual' as const };
    const order = dayRoundOrder(stops, points, DEPOT, saved);
    expect(order.keys).toEqual(saved.stopKeys);
    expect(order.late).toContain('stop:3');
  });

  it('an empty saved order still counts as saved: its method, the km of the whole order', () => {
    const order = dayRoundOrder(stops, points, DEPOT, { stopKeys: [], method: 'manual' });
    expect(order.keys).toEqual(planRound(stops, points, { start: DEPOT }).keys);
    expect(order.method).toBe('manual');
    expect(order.km).toBe(routeKm(order.keys, stops, points, DEPOT));
  });

  it('without points, the saved order has no km', () => {
    const order = dayRoundOrder(stops, new Map(), undefined, { stopKeys: ['stop:2'], method: 'manual' });
    expect(order.keys[0]).toBe('stop:2');
    expect(order.keys.slice(1)).toEqual(
      planRound(
        stops.filter((s) => s.key !== 'stop:2'),
        new Map(),
      ).keys,
    );
    expect(order.km).toBeNull();
  });
});
