/**
 * The month grid's read (GET /api/calendar-events/month) and the day dialog's pages (GET
 * /api/calendar-events?from=day&to=day&cursor=) of issue 21: per day the count (exact up to the cap,
 * capped above), the colour of the most telling request status, the first few events as chips, each
 * viewer's scope; a busy day's events page by keyset, each exactly once; bad input is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { insertRequestWithEvent } from '@server/features/requests/linen-requests.repo';
import { calendarEvents } from '@server/db/schema';
import { CALENDAR_DAY_CHIPS, CALENDAR_DAY_COUNT_CAP } from '@server/features/calendar/calendar-events.service';
import { addDays, REQUEST_COLORS } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import type { TCalendarDay, TCalendarEvent } from '@shared/schemas/requests';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
let today: string;
let busy: string;
let quiet: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  today = londonToday(t.deps.now());
  busy = addDays(today, 3);
  quiet = addDays(today, 4);
  const propertyA = await w.property('a');
  const propertyB = await w.property('b');
  // The busy day: CAP + 10 staff events, several added in the same millisecond; a declined request of B's.
  const base = Date.parse('2026-01-01T10:00:00Z');
  await t.deps.db.insert(calendarEvents).values(
    Array.from({ length: CALENDAR_DAY_COUNT_CAP + 10 }, (_, i) => ({
      title: `Busy ${i}`,
      date: busy,
      color: '#3b82f6',
      createdAt: new Date(base + Math.floor(i / 3)),
      createdBy: w.staffId,
    })),
  );
  await t.deps.db.transaction((tx) =>
    insertRequestWithEvent(tx, {
      propertyId: propertyB,
      propertyName: 'Ben Barn',
      clientId: w.clientB,
      requestedBy: null,
      requestedDate: busy,
      notes: null,
      source: 'owner',
      status: 'declined',
      now: t.deps.now(),
    }),
  );
  // The quiet day: owner A's event and A's pending request.
  expect((await call(t, 'POST', '/api/calendar-events', { cookie: w.ownerA, body: { title: 'Anna party', date: quiet, color: '#10b981' } })).status).toBe(201);
  await t.deps.db.transaction((tx) =>
    insertRequestWithEvent(tx, {
      propertyId: propertyA,
      propertyName: 'Anna Cottage',
      clientId: w.clientA,
      requestedBy: null,
      requestedDate: quiet,
      notes: null,
      source: 'owner',
      status: 'pending',
      now: t.deps.now(),
    }),
  );
});
afterAll(async () => t?.close());

/** The busy day's staff events in the calendar's order: when added, then id (three share each millisecond). */
const busyTitles = async () =>
  (
    await t.deps.db
      .select({ title: calendarEvents.title })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.date, busy), isNull(calendarEvents.linenRequestId)))
      .orderBy(asc(calendarEvents.createdAt), asc(calendarEvents.id))
  ).map((r) => r.title);

const month = async (cookie: string) => {
  const res = await call(t, 'GET', `/api/calendar-events/month?from=${addDays(today, -5)}&to=${addDays(today, 30)}`, { cookie });
  expect(res.status).toBe(200);
  return res.json as { days: TCalendarDay[]; countCap: number };
};

async function walkDay(cookie: string, day: string, limit: number) {
  const seen: TCalendarEvent[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const res = await call(t, 'GET', `/api/calendar-events?from=${day}&to=${day}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.json.events.length).toBeLessThanOrEqual(limit);
    seen.push(...res.json.events);
    cursor = res.json.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('the pages did not end');
}

describe('GET /api/calendar-events/month', () => {
  it('gives staff each day’s capped count, the declined colour and the first chips only', async () => {
    const m = await month(w.staff);
    expect(m.countCap).toBe(CALENDAR_DAY_COUNT_CAP);
    const day = m.days.find((d) => d.date === busy)!;
    expect(day.count).toBe(CALENDAR_DAY_COUNT_CAP + 1);
    expect(day.events.map((e) => e.title)).toEqual((await busyTitles()).slice(0, CALENDAR_DAY_CHIPS));
    expect(Object.keys(day.events[0]).sort()).toEqual(['color', 'id', 'propertyName', 'requestId', 'requestStatus', 'title']);
    expect(m.days.find((d) => d.date === quiet)).toMatchObject({ count: 2, color: REQUEST_COLORS.pending });
    expect(m.days.every((d) => d.count > 0)).toBe(true);
  });

  it('counts exactly below the cap, and colours by the request status among the counted events', async () => {
    const m = await month(w.ownerB);
    // B sees only B's declined request on the busy day (the staff events are not theirs).
    expect(m.days.find((d) => d.date === busy)).toMatchObject({ count: 1, color: REQUEST_COLORS.declined });
    expect(m.days.find((d) => d.date === busy)!.events[0]).toMatchObject({ requestStatus: 'declined' });
    expect(m.days.find((d) => d.date === quiet)).toBeUndefined();
    const a = await month(w.ownerA);
    expect(a.days.find((d) => d.date === quiet)!.events.map((e) => e.requestStatus)).toEqual([null, 'pending']);
    expect(a.days.find((d) => d.date === busy)).toBeUndefined();
  });

  it('refuses a reversed or too long range', async () => {
    expect((await call(t, 'GET', `/api/calendar-events/month?from=${today}&to=${addDays(today, -1)}`, { cookie: w.staff })).status).toBe(422);
    expect((await call(t, 'GET', `/api/calendar-events/month?from=${today}&to=${addDays(today, 90)}`, { cookie: w.staff })).status).toBe(422);
  });
});

describe('GET /api/calendar-events pages (the day dialog)', () => {
  it('walks a busy day’s events exactly once in the order they were added', async () => {
    const seen = await walkDay(w.staff, busy, 7);
    expect(seen).toHaveLength(CALENDAR_DAY_COUNT_CAP + 11);
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    expect(seen.slice(0, CALENDAR_DAY_COUNT_CAP + 10).map((e) => e.title)).toEqual(await busyTitles());
    expect(seen.at(-1)).toMatchObject({ requestStatus: 'declined' });
  });

  it('keeps an owner to their own events across pages', async () => {
    expect((await walkDay(w.ownerB, busy, 1)).map((e) => e.requestStatus)).toEqual(['declined']);
    expect(await walkDay(w.ownerA, busy, 5)).toHaveLength(0);
  });

  it('refuses a malformed cursor or page size', async () => {
    for (const q of ['cursor=nonsense', `cursor=${Buffer.from(`${busy}|x|y`).toString('base64url')}`, 'limit=0', 'limit=501']) {
      const res = await call(t, 'GET', `/api/calendar-events?from=${busy}&to=${busy}&${q}`, { cookie: w.staff });
      expect(res.status, q).toBe(422);
    }
  });
});
