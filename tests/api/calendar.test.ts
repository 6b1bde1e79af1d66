/** /api/calendar-events and the private feed /api/calendar-feed (issue 9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { calendarEvents, calendarFeeds } from '@server/db/schema';
import { insertRequestWithEvent } from '@server/features/requests/linen-requests.repo';
import { addDays, CALENDAR_MESSAGES, CALENDAR_RULE_MESSAGES } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import type { LinenRequestStatus } from '@shared/domain/linen-requests';
import type { TCalendarEvent } from '@shared/schemas/requests';
import { APP_URL, call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  today = londonToday(t.deps.now());
});
afterAll(async () => t?.close());

const range = (from = addDays(today, -10), to = addDays(today, 30)) => `/api/calendar-events?from=${from}&to=${to}`;
const ids = (events: TCalendarEvent[]) => events.map((e) => e.id);
const eventCount = async () => (await t.deps.db.select({ n: count() }).from(calendarEvents))[0].n;

/** A request of owner A's (or B's) with its event, stored as the app stores them. */
async function request(owner: 'a' | 'b', status: LinenRequestStatus, inDays = 5) {
  const propertyId = await w.property(owner);
  const row = await t.deps.db.transaction((tx) =>
    insertRequestWithEvent(tx, {
      propertyId,
      propertyName: owner === 'a' ? 'Anna Cottage' : 'Ben Barn',
      clientId: owner === 'a' ? w.clientA : w.clientB,
      requestedBy: null,
      requestedDate: addDays(today, inDays),
      notes: 'Two sets',
      source: 'owner',
      status,
      now: t.deps.now(),
    }),
  );
  return row!.id;
}

async function addEvent(cookie: string, body: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/calendar-events', { cookie, body: { title: 'Window cleaner', date: addDays(today, 2), ...body } });
  expect(res.status).toBe(201);
  return res.json.event as TCalendarEvent;
}

describe('GET /api/calendar-events', () => {
  it('shows staff everything and owners only their own events and their requests, requests by status', async () => {
    const aRequest = await request('a', 'pending');
    const bRequest = await request('b', 'declined');
    const aEvent = await addEvent(w.ownerA, { title: 'Anna party' });
    const bEvent = await addEvent(w.ownerB, { title: 'Ben party' });
    const staffEvent = await addEvent(w.staff, { title: 'Depot stock count' });

    const staff = await call(t, 'GET', range(), { cookie: w.staff });
    expect(staff.status).toBe(200);
    expect(ids(staff.json.events)).toEqual(expect.arrayContaining([`linen-${aRequest}`, `linen-${bRequest}`, aEvent.id, bEvent.id, staffEvent.id]));
    const declined = staff.json.events.find((e: TCalendarEvent) => e.id === `linen-${bRequest}`);
    expect(declined).toMatchObject({
      title: expect.stringMatching(/^Linen service: Linen Flat \d+ \(DECLINED\)$/),
      requestId: bRequest,
      requestStatus: 'declined',
      propertyName: expect.stringMatching(/^Linen Flat/),
      deletable: false,
      date: addDays(today, 5),
    });

    const a = await call(t, 'GET', range(), { cookie: w.ownerA });
    expect(a.status).toBe(200);
    expect(ids(a.json.events)).toEqual(expect.arrayContaining([`linen-${aRequest}`, aEvent.id]));
    expect(ids(a.json.events)).not.toContain(`linen-${bRequest}`);
    expect(ids(a.json.events)).not.toContain(bEvent.id);
    expect(ids(a.json.events)).not.toContain(staffEvent.id);
    const pending = a.json.events.find((e: TCalendarEvent) => e.id === `linen-${aRequest}`);
    expect(pending).toMatchObject({ requestStatus: 'pending', deletable: false, title: expect.not.stringContaining('(') });
    expect(a.json.events.find((e: TCalendarEvent) => e.id === aEvent.id)).toMatchObject({ deletable: true, requestId: null, requestStatus: null });

    const b = await call(t, 'GET', range(), { cookie: w.ownerB });
    expect(ids(b.json.events)).not.toContain(`linen-${aRequest}`);
    expect(ids(b.json.events)).not.toContain(aEvent.id);
    expect(ids(b.json.events)).toContain(bEvent.id);

    const courier = await call(t, 'GET', range(), { cookie: w.courier });
    expect(courier.status).toBe(200);
    expect(courier.json.events.find((e: TCalendarEvent) => e.id === aEvent.id)).toMatchObject({ deletable: false });
    expect(staff.json.events.find((e: TCalendarEvent) => e.id === aEvent.id)).toMatchObject({ deletable: true });
    expect((await call(t, 'GET', range())).status).toBe(401);
  });

  it('shows no linen requests to a role that may not see them (no kanban_view), only ordinary events', async () => {
    const aRequest = await request('a', 'accepted');
    const staffEvent = await addEvent(w.staff, { title: 'Van service' });
    const res = await call(t, 'GET', range(), { cookie: w.noView });
    expect(res.status).toBe(200);
    expect(ids(res.json.events)).toContain(staffEvent.id);
    expect(res.json.events.filter((e: TCalendarEvent) => e.requestId)).toEqual([]);
    expect(ids(res.json.events)).not.toContain(`linen-${aRequest}`);
  });

  it('keeps to the range, both ends included, sorted by date', async () => {
    const first = await addEvent(w.staff, { date: addDays(today, 40) });
    const last = await addEvent(w.staff, { date: addDays(today, 50) });
    const outside = await addEvent(w.staff, { date: addDays(today, 51) });
    const res = await call(t, 'GET', range(addDays(today, 40), addDays(today, 50)), { cookie: w.staff });
    expect(ids(res.json.events)).toEqual([first.id, last.id]);
    expect(ids(res.json.events)).not.toContain(outside.id);
  });

  it('refuses ranges over 62 days, reversed ranges and malformed dates with a clear message', async () => {
    const long = await call(t, 'GET', range(today, addDays(today, 62)), { cookie: w.staff });
    expect(long.status).toBe(422);
    expect(long.json.error.message).toBe(CALENDAR_RULE_MESSAGES.rangeTooLong);
    expect((await call(t, 'GET', range(today, addDays(today, 61)), { cookie: w.staff })).status).toBe(200);
    const reversed = await call(t, 'GET', range(today, addDays(today, -1)), { cookie: w.staff });
    expect(reversed.status).toBe(422);
    expect(reversed.json.error.message).toBe(CALENDAR_RULE_MESSAGES.rangeReversed);
    const bad = await call(t, 'GET', '/api/calendar-events?from=2026-02-30&to=2026-03-01', { cookie: w.staff });
    expect(bad.status).toBe(422);
    expect(bad.json.error.message).toBe('Enter a date as YYYY-MM-DD');
    expect((await call(t, 'GET', '/api/calendar-events', { cookie: w.staff })).status).toBe(422);
  });
});

describe('POST /api/calendar-events', () => {
  it('stores an owner’s event under their one client and a staff event under none', async () => {
    const mine = await addEvent(w.ownerA, { title: '  Gas safety check  ', description: 'Engineer at 10', color: '#16a34a' });
    expect(mine).toMatchObject({ title: 'Gas safety check', description: 'Engineer at 10', color: '#16a34a', deletable: true });
    const [row] = await t.deps.db.select().from(calendarEvents).where(eq(calendarEvents.id, mine.id));
    expect(row.clientId).toBe(w.clientA);
    const staff = await addEvent(w.staff);
    const [staffRow] = await t.deps.db.select().from(calendarEvents).where(eq(calendarEvents.id, staff.id));
    expect(staffRow.clientId).toBeNull();
    expect(staff.color).toBe('#3b82f6');
    expect((await call(t, 'POST', '/api/calendar-events', { cookie: w.courier, body: { title: 'Van MOT', date: today } })).status).toBe(201);
  });

  it('refuses a blank title, a missing date and a bad colour and stores nothing', async () => {
    const before = await eventCount();
    const blank = await call(t, 'POST', '/api/calendar-events', { cookie: w.ownerA, body: { title: '   ', date: today } });
    expect(blank.status).toBe(422);
    expect(blank.json.error.message).toBe(CALENDAR_MESSAGES.titleRequired);
    const noDate = await call(t, 'POST', '/api/calendar-events', { cookie: w.ownerA, body: { title: 'Party', date: '' } });
    expect(noDate.json.error.message).toBe(CALENDAR_MESSAGES.dateRequired);
    const colour = await call(t, 'POST', '/api/calendar-events', { cookie: w.ownerA, body: { title: 'Party', date: today, color: 'red' } });
    expect(colour.json.error.message).toBe(CALENDAR_MESSAGES.colorInvalid);
    expect((await call(t, 'POST', '/api/calendar-events', { body: { title: 'Party', date: today } })).status).toBe(401);
    expect(await eventCount()).toBe(before);
  });
});

describe('DELETE /api/calendar-events/:id', () => {
  it('lets owners delete their own events; another owner gets a 404 and the event stays', async () => {
    const mine = await addEvent(w.ownerA);
    expect((await call(t, 'DELETE', `/api/calendar-events/${mine.id}`, { cookie: w.ownerB })).status).toBe(404);
    expect(await eventCount()).toBeGreaterThan(0);
    const [still] = await t.deps.db.select().from(calendarEvents).where(eq(calendarEvents.id, mine.id));
    expect(still).toBeDefined();
    expect((await call(t, 'DELETE', `/api/calendar-events/${mine.id}`, { cookie: w.ownerA })).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/calendar-events/${mine.id}`, { cookie: w.ownerA })).status).toBe(404);
  });

  it('lets staff with kanban_edit delete anyone’s event; a courier only their own', async () => {
    const owners = await addEvent(w.ownerA);
    const couriers = await addEvent(w.courier);
    const refused = await call(t, 'DELETE', `/api/calendar-events/${owners.id}`, { cookie: w.courier });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(CALENDAR_RULE_MESSAGES.notYourEvent);
    expect((await call(t, 'DELETE', `/api/calendar-events/${couriers.id}`, { cookie: w.courier })).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/calendar-events/${owners.id}`, { cookie: w.staff })).status).toBe(204);
  });

  it('never deletes a request’s event here (409 with the reason); another owner’s request is a 404', async () => {
    const requestId = await request('a', 'accepted');
    const [row] = await t.deps.db.select().from(calendarEvents).where(eq(calendarEvents.linenRequestId, requestId));
    for (const id of [`linen-${requestId}`, row.id]) {
      const owner = await call(t, 'DELETE', `/api/calendar-events/${id}`, { cookie: w.ownerA });
      expect(owner.status).toBe(409);
      expect(owner.json.error.message).toBe(CALENDAR_RULE_MESSAGES.requestEventNotDeletable);
      expect((await call(t, 'DELETE', `/api/calendar-events/${id}`, { cookie: w.admin })).status).toBe(409);
      expect((await call(t, 'DELETE', `/api/calendar-events/${id}`, { cookie: w.ownerB })).status).toBe(404);
    }
    const [kept] = await t.deps.db.select().from(calendarEvents).where(eq(calendarEvents.linenRequestId, requestId));
    expect(kept.id).toBe(row.id);
    expect((await call(t, 'DELETE', '/api/calendar-events/not-an-id', { cookie: w.staff })).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/calendar-events/linen-nope', { cookie: w.staff })).status).toBe(404);
  });
});

/** The events in an .ics text, read with ical.js. */
function parseIcs(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      description: event.description,
    };
  });
}

const feedPath = (url: string) => new URL(url).pathname;

describe('the private calendar feed', () => {
  it('creates a long random URL under APP_URL whose .ics serves the owner’s events without a session', async () => {
    const aRequest = await request('a', 'pending', 12);
    const bRequest = await request('b', 'accepted', 12);
    const aEvent = await addEvent(w.ownerA, { title: 'Anna feed event', description: 'Bring keys' });
    expect((await call(t, 'GET', '/api/calendar-feed', { cookie: w.ownerA })).json).toEqual({ url: null, createdAt: null });

    const created = await call(t, 'POST', '/api/calendar-feed', { cookie: w.ownerA });
    expect(created.status).toBe(200);
    const url: string = created.json.url;
    expect(url.startsWith(`${APP_URL}/api/calendar-feed/`)).toBe(true);
    const token = url.slice(`${APP_URL}/api/calendar-feed/`.length, -'.ics'.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect((await call(t, 'GET', '/api/calendar-feed', { cookie: w.ownerA })).json.url).toBe(url);

    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const events = parseIcs(await res.text());
    const byUid = new Map(events.map((e) => [e.uid.split('@')[0], e]));
    expect(byUid.get(`linen-${aRequest}`)).toMatchObject({
      summary: expect.stringMatching(/^Linen service: .+ \(PENDING\)$/),
      start: addDays(today, 12),
      isDate: true,
    });
    expect(byUid.get(aEvent.id)).toMatchObject({ summary: 'Anna feed event', description: 'Bring keys', isDate: true });
    expect(byUid.has(`linen-${bRequest}`)).toBe(false);
    // Stable UIDs: the same feed read again names the same events.
    const again = parseIcs(await (await t.app.request(url)).text());
    expect(again.map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());
  });

  it('gives staff every event in the feed', async () => {
    const bRequest = await request('b', 'accepted', 20);
    const { json } = await call(t, 'POST', '/api/calendar-feed', { cookie: w.staff });
    const events = parseIcs(await (await t.app.request(json.url)).text());
    expect(events.find((e) => e.uid.startsWith(`linen-${bRequest}@`))?.summary).toMatch(/\(ACCEPTED\)$/);
  });

  it('regenerating kills the old URL; deleting kills the current one', async () => {
    const first = (await call(t, 'POST', '/api/calendar-feed', { cookie: w.ownerB })).json.url as string;
    const second = (await call(t, 'POST', '/api/calendar-feed', { cookie: w.ownerB })).json.url as string;
    expect(second).not.toBe(first);
    expect((await call(t, 'GET', feedPath(first))).status).toBe(404);
    expect((await call(t, 'GET', feedPath(second))).status).toBe(200);
    expect((await call(t, 'DELETE', '/api/calendar-feed', { cookie: w.ownerB })).status).toBe(204);
    expect((await call(t, 'GET', feedPath(second))).status).toBe(404);
    expect((await call(t, 'GET', '/api/calendar-feed', { cookie: w.ownerB })).json.url).toBeNull();
    const rows = await t.deps.db.select().from(calendarFeeds);
    expect(rows.some((r) => second.includes(r.token))).toBe(false);
  });

  it('answers unknown or malformed tokens with a 404 and needs a session for the URL itself', async () => {
    expect((await call(t, 'GET', '/api/calendar-feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await call(t, 'GET', '/api/calendar-feed/short.ics')).status).toBe(404);
    expect((await call(t, 'GET', '/api/calendar-feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call(t, 'GET', '/api/calendar-feed')).status).toBe(401);
    expect((await call(t, 'POST', '/api/calendar-feed')).status).toBe(401);
    expect((await call(t, 'DELETE', '/api/calendar-feed')).status).toBe(401);
  });
});
