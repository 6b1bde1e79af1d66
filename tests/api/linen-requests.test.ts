/** /api/linen-requests: the list per role, submit by the 48-hour rule, accept and decline (one decision stands). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES as R } from '@shared/domain/linen-requests';
import { decidePendingRequest, insertRequestWithEvent } from '@server/features/requests/linen-requests.repo';
import { runReminders } from '@server/features/reminders/reminders.service';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';
import { reminderMails } from './reminders-fixture';
import { auditFor, countRequests, eventOf, londonDay, pendingRequest, requestRow } from './request-fixture';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';

let t: TestApp;
let w: LinenWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
});
afterAll(async () => t?.close());

const submit = (cookie: string, body: unknown) => call(t, 'POST', '/api/linen-requests', { cookie, body });

describe('POST /api/linen-requests', () => {
  it('accepts an owner request more than 48 hours ahead, stores its event and audits it', async () => {
    const propertyId = await w.property('a');
    const day = londonDay(t, 3);
    const res = await submit(w.ownerA, { propertyId, requestedDate: day, notes: '  Spare key in the safe ' });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(R.acceptedOnSubmit);
    expect(res.json.request).toMatchObject({ propertyId, requestedDate: day, status: 'accepted', source: 'owner', notes: 'Spare key in the safe' });
    expect(res.json.request.acceptedAt).toEqual(expect.any(String));
    expect(res.json.request.eventId).toBe(`linen-${res.json.request.id}`);
    const event = await eventOf(t, res.json.request.id);
    expect(event.title).toContain('(ACCEPTED)');
    expect(event.date).toBe(day);
    expect((await auditFor(t, res.json.request.id)).map((a) => a.action)).toEqual(['linen_request.create']);
  });

  it('stores a request for tomorrow declined with the reason, and says so', async () => {
    const propertyId = await w.property('a');
    const res = await submit(w.ownerA, { propertyId, requestedDate: londonDay(t, 1) });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(R.tooLate);
    expect(res.json.request).toMatchObject({ status: 'declined', declineReason: R.tooLate, acceptedAt: null });
    expect((await eventOf(t, res.json.request.id)).title).toContain('(DECLINED)');
  });

  it('lets staff with kanban_edit request for any property (source staff); refuses couriers', async () => {
    const propertyId = await w.property('b');
    const res = await submit(w.staff, { propertyId, requestedDate: londonDay(t, 5) });
    expect(res.status).toBe(201);
    expect(res.json.request.source).toBe('staff');
    expect((await submit(w.courier, { propertyId, requestedDate: londonDay(t, 5) })).status).toBe(403);
    expect((await call(t, 'POST', '/api/linen-requests', { body: { propertyId, requestedDate: londonDay(t, 5) } })).status).toBe(401);
  });

  it("answers 404 for another owner's property and changes nothing", async () => {
    const bProperty = await w.property('b');
    const before = await countRequests(t);
    const res = await submit(w.ownerA, { propertyId: bProperty, requestedDate: londonDay(t, 4) });
    expect(res.status).toBe(404);
    expect(await countRequests(t)).toBe(before);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const propertyId = await w.property('a');
    const archived = await w.property('a', { archived: true });
    const before = await countRequests(t);
    const cases: [unknown, string][] = [
      [{ requestedDate: londonDay(t, 4) }, R.required],
      [{ propertyId }, R.required],
      [{ propertyId, requestedDate: '' }, R.required],
      [{ propertyId, requestedDate: '2026-02-30' }, 'Enter a date as YYYY-MM-DD'],
      [{ propertyId, requestedDate: londonDay(t, -1) }, R.dateInPast],
      [{ propertyId: archived, requestedDate: londonDay(t, 4) }, 'This property is archived'],
      [{ propertyId, requestedDate: londonDay(t, 4), notes: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await submit(w.ownerA, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
    expect(await countRequests(t)).toBe(before);
  });

  it('decides with the server clock: today is allowed but declined', async () => {
    const res = await submit(w.ownerA, { propertyId: await w.property('a'), requestedDate: londonDay(t, 0) });
    expect(res.status).toBe(201);
    expect(res.json.request.status).toBe('declined');
  });
});

describe('GET /api/linen-requests', () => {
  it('lists by date for staff (all) and owners (their own), filtered by status and dates', async () => {
    const a = await w.property('a');
    const b = await w.property('b');
    const later = await pendingRequest(t, a, londonDay(t, 20));
    const sooner = await pendingRequest(t, a, londonDay(t, 10));
    const bReq = await pendingRequest(t, b, londonDay(t, 15));
    const staff = await call(t, 'GET', `/api/linen-requests?status=pending&from=${londonDay(t, 10)}&to=${londonDay(t, 20)}`, { cookie: w.staff });
    expect(staff.status).toBe(200);
    const ids = staff.json.requests.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([later, sooner, bReq]));
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(bReq));
    expect(ids.indexOf(bReq)).toBeLessThan(ids.indexOf(later));
    expect(staff.json.requests.every((r: { status: string }) => r.status === 'pending')).toBe(true);

    const owner = await call(t, 'GET', '/api/linen-requests?status=pending', { cookie: w.ownerA });
    const ownIds = owner.json.requests.map((r: { id: string }) => r.id);
    expect(ownIds).toEqual(expect.arrayContaining([later, sooner]));
    expect(ownIds).not.toContain(bReq);
    const ben = await call(t, 'GET', '/api/linen-requests', { cookie: w.ownerB });
    expect(ben.json.requests.map((r: { id: string }) => r.id)).toContain(bReq);
    expect(ben.json.requests.every((r: { clientName: string }) => r.clientName === 'Ben Holidays')).toBe(true);
    // A list row holds what the lists show (with, issue 24, bookingGoneAt for the 'Booking gone' badge), not the whole record (decision 0175).
    expect(Object.keys(ben.json.requests[0]).sort()).toEqual(['bookingGoneAt', 'clientName', 'id', 'notes', 'propertyName', 'requestedDate', 'source', 'status']);

    const narrow = await call(t, 'GET', `/api/linen-requests?from=${londonDay(t, 11)}&to=${londonDay(t, 19)}`, { cookie: w.staff });
    expect(narrow.json.requests.map((r: { id: string }) => r.id)).not.toContain(later);
    expect(narrow.json.requests.map((r: { id: string }) => r.id)).not.toContain(sooner);
  });

  it('leaves a pending request whose day has passed out of the pending list and the dashboard, unless asked for by date', async () => {
    const propertyId = await w.property('a');
    const stale = await pendingRequest(t, propertyId, londonDay(t, -2));
    const pendingIds = async (query = '') =>
      ((await call(t, 'GET', `/api/linen-requests?status=pending${query}`, { cookie: w.ownerA })).json.requests as { id: string }[]).map((r) => r.id);
    expect(await pendingIds()).not.toContain(stale);
    expect(await pendingIds(`&from=${londonDay(t, -3)}`)).toContain(stale);
    const dashboard = await call(t, 'GET', '/api/dashboard', { cookie: w.ownerA });
    expect(dashboard.json.pendingRequests.map((r: { id: string }) => r.id)).not.toContain(stale);
  });

  it('refuses unknown filters, the signed out and callers without kanban_view', async () => {
    expect((await call(t, 'GET', '/api/linen-requests?status=maybe', { cookie: w.staff })).status).toBe(422);
    expect((await call(t, 'GET', '/api/linen-requests?from=tomorrow', { cookie: w.staff })).status).toBe(422);
    expect((await call(t, 'GET', '/api/linen-requests')).status).toBe(401);
    expect((await call(t, 'GET', '/api/linen-requests', { cookie: w.noView })).status).toBe(403);
    expect((await call(t, 'GET', '/api/linen-requests', { cookie: w.courier })).status).toBe(200);
  });
});

type Row = { id: string; requestedDate: string; status: string; clientName: string | null };

/** Every page of a list, `limit` at a time. */
async function walk(cookie: string, query: string, limit: number): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await call(t, 'GET', `/api/linen-requests?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.json.requests.length).toBeLessThanOrEqual(limit);
    rows.push(...res.json.requests);
    cursor = res.json.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { rows, pages };
}

describe('GET /api/linen-requests keyset pages and GET /api/linen-requests/counts (decision 0175)', () => {
  const far = (n: number) => londonDay(t, 300 + n);
  let mine: { id: string; day: string; status: string; owner: 'a' | 'b' }[];
  beforeAll(async () => {
    const a = await w.property('a');
    const b = await w.property('b');
    mine = [];
    // Four days far ahead, three requests on each (the same creation moment: the id breaks the tie), some accepted.
    for (let day = 0; day < 4; day++) {
      for (let k = 0; k < 3; k++) {
        const owner = k === 2 ? 'b' : 'a';
        const propertyId = owner === 'a' ? a : b;
        const status = (day + k) % 3 === 0 ? 'accepted' : 'pending';
        const id =
          status === 'pending'
            ? await pendingRequest(t, propertyId, far(day))
            : (await t.deps.db.transaction((tx) =>
                insertRequestWithEvent(tx, {
                  propertyId,
                  propertyName: 'Far flat',
                  clientId: owner === 'a' ? w.clientA : w.clientB,
                  requestedBy: null,
                  requestedDate: far(day),
                  notes: null,
                  source: 'staff',
                  status: 'accepted',
                  now: t.deps.now(),
                }),
              ))!.id;
        mine.push({ id, day: far(day), status, owner });
      }
    }
  });
  const range = () => `&from=${far(0)}&to=${far(3)}`;

  it('walks every request of a filter exactly once, by date, whatever the page size', async () => {
    const whole = await call(t, 'GET', `/api/linen-requests?limit=200${range()}`, { cookie: w.staff });
    expect(whole.json.nextCursor).toBeNull();
    const all = (whole.json.requests as Row[]).map((r) => r.id);
    expect(all.sort()).toEqual(mine.map((m) => m.id).sort());
    for (const limit of [1, 2, 5]) {
      const { rows, pages } = await walk(w.staff, range(), limit);
      expect(rows.map((r) => r.id)).toEqual((whole.json.requests as Row[]).map((r) => r.id));
      expect(new Set(rows.map((r) => r.id)).size).toBe(mine.length);
      expect(rows.map((r) => r.requestedDate)).toEqual([...rows.map((r) => r.requestedDate)].sort());
      expect(pages).toBe(Math.ceil(mine.length / limit));
    }
  });

  it('keeps the status filter and the owner scope on every page', async () => {
    const pending = await walk(w.staff, `&status=pending${range()}`, 2);
    expect(pending.rows.map((r) => r.id).sort()).toEqual(mine.filter((m) => m.status === 'pending').map((m) => m.id).sort());
    const accepted = await walk(w.staff, `&status=accepted${range()}`, 1);
    expect(accepted.rows.map((r) => r.id).sort()).toEqual(mine.filter((m) => m.status === 'accepted').map((m) => m.id).sort());
    const anna = await walk(w.ownerA, range(), 2);
    expect(anna.rows.map((r) => r.id).sort()).toEqual(mine.filter((m) => m.owner === 'a').map((m) => m.id).sort());
    expect(anna.rows.every((r) => r.clientName === 'Anna Lets')).toBe(true);
  });

  it('counts the pending and upcoming lists from today, each caller in their own scope', async () => {
    for (const cookie of [w.staff, w.ownerA, w.ownerB]) {
      const counts = await call(t, 'GET', '/api/linen-requests/counts', { cookie });
      expect(counts.status).toBe(200);
      const pending = await walk(cookie, '&status=pending', 200);
      const upcoming = await walk(cookie, `&status=accepted&from=${londonDay(t, 0)}`, 200);
      expect(counts.json).toEqual({ pending: pending.rows.length, upcoming: upcoming.rows.length });
    }
    const a = (await call(t, 'GET', '/api/linen-requests/counts', { cookie: w.ownerA })).json;
    const staff = (await call(t, 'GET', '/api/linen-requests/counts', { cookie: w.staff })).json;
    expect(a.pending).toBeGreaterThan(0);
    expect(staff.pending).toBeGreaterThan(a.pending);
    expect((await call(t, 'GET', '/api/linen-requests/counts')).status).toBe(401);
    expect((await call(t, 'GET', '/api/linen-requests/counts', { cookie: w.noView })).status).toBe(403);
  });

  it('refuses a malformed cursor or limit with a clear message, never a 500', async () => {
    const bad = [
      'garbage!',
      Buffer.from(JSON.stringify([far(0), 'nope'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-13-40', '2026-11-20T10:00:00.000000Z', mine[0].id])).toString('base64url'),
      Buffer.from(JSON.stringify([far(0), '2026-11-20T10:00:00.000000Z'])).toString('base64url'),
      Buffer.from(JSON.stringify([far(0), '2026-11-20 10:00', mine[0].id])).toString('base64url'),
    ];
    for (const cursor of bad) {
      const res = await call(t, 'GET', `/api/linen-requests?cursor=${encodeURIComponent(cursor)}`, { cookie: w.staff });
      expect(res.status, cursor).toBe(422);
      expect(res.json.error.message).toBe(PAGE_LINK_INVALID);
    }
    expect((await call(t, 'GET', '/api/linen-requests?limit=0', { cookie: w.staff })).status).toBe(422);
    expect((await call(t, 'GET', '/api/linen-requests?limit=201', { cookie: w.staff })).status).toBe(422);
  });
});

describe('POST /api/linen-requests/:id/accept and /decline', () => {
  it('accepts: sets acceptedAt and decidedBy, retitles the event, audits; then 409 for a second decision', async () => {
    const id = await pendingRequest(t, await w.property('a'), londonDay(t, 6));
    const res = await call(t, 'POST', `/api/linen-requests/${id}/accept`, { cookie: w.ownerA });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(R.accepted);
    expect(res.json.request).toMatchObject({ id, status: 'accepted', declinedAt: null });
    const row = await requestRow(t, id);
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(row.decidedBy).toEqual(expect.any(String));
    expect((await eventOf(t, id)).title).toContain('(ACCEPTED)');
    expect((await auditFor(t, id)).map((a) => a.action)).toEqual(['linen_request.accept']);
    const again = await call(t, 'POST', `/api/linen-requests/${id}/decline`, { cookie: w.staff, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(R.alreadyDecided);
    expect((await requestRow(t, id)).status).toBe('accepted');
  });

  it('applies the 48-hour rule again on accept: too late is stored declined with the reason', async () => {
    const id = await pendingRequest(t, await w.property('a'), londonDay(t, 1));
    const res = await call(t, 'POST', `/api/linen-requests/${id}/accept`, { cookie: w.staff });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(R.tooLate);
    expect(res.json.request).toMatchObject({ status: 'declined', declineReason: R.tooLate, acceptedAt: null });
    expect((await eventOf(t, id)).title).toContain('(DECLINED)');
  });

  it('declines with the reason given, stored, audited, shown on the calendar and in the e-mail; with none, no Reason line (issue 19 M7)', async () => {
    const one = await pendingRequest(t, await w.property('a'), londonDay(t, 6));
    const res = await call(t, 'POST', `/api/linen-requests/${one}/decline`, { cookie: w.manager, body: { reason: ' No availability on that date ' } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(R.declined);
    expect(res.json.request).toMatchObject({ status: 'declined', declineReason: 'No availability on that date' });
    expect((await requestRow(t, one)).declinedAt).toBeInstanceOf(Date);
    expect((await eventOf(t, one)).title).toContain('(DECLINED)');
    const audit = (await auditFor(t, one)).find((a) => a.action === 'linen_request.decline');
    expect(audit?.details).toMatchObject({ status: 'declined', reason: 'No availability on that date' });
    const two = await pendingRequest(t, await w.property('a'), londonDay(t, 6));
    const res2 = await call(t, 'POST', `/api/linen-requests/${two}/decline`, { cookie: w.manager, body: { reason: '   ' } });
    expect(res2.json.request.declineReason).toBeNull();

    // The owner sees the reason on the calendar's event.
    const day = londonDay(t, 6);
    const events = await call(t, 'GET', `/api/calendar-events?from=${day}&to=${day}`, { cookie: w.ownerA });
    const eventOfRequest = (id: string) => events.json.events.find((e: { requestId: string | null }) => e.requestId === id);
    expect(eventOfRequest(one)).toMatchObject({ requestStatus: 'declined', declineReason: 'No availability on that date' });
    expect(eventOfRequest(two)).toMatchObject({ requestStatus: 'declined', declineReason: null });

    // The decision e-mails: the reason given, else no Reason line at all (never 'Reason: Declined').
    await runReminders({ db: t.deps.db, env: t.deps.env, now: () => t.deps.now() });
    // (Earlier tests' requests declined by the 48-hour rule say so instead.)
    const mails = (await reminderMails(t.deps.db, 'anna@owner.example')).filter(
      (m) => m.subject.startsWith('Linen request declined') && !m.textBody.includes(R.tooLate),
    );
    expect(mails).toHaveLength(2);
    const texts = mails.map((m) => m.textBody);
    expect(texts.filter((text) => text.includes('Reason: No availability on that date'))).toHaveLength(1);
    const without = texts.find((text) => !text.includes('No availability'))!;
    expect(without).toContain('has been declined.');
    expect(without).not.toContain('Reason:');
  });

  it('lets exactly one of two simultaneous decisions stand', async () => {
    const id = await pendingRequest(t, await w.property('a'), londonDay(t, 6));
    const results = await Promise.all([
      call(t, 'POST', `/api/linen-requests/${id}/accept`, { cookie: w.staff }),
      call(t, 'POST', `/api/linen-requests/${id}/accept`, { cookie: w.manager }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.error.message).toBe(R.alreadyDecided);
    expect((await auditFor(t, id)).length).toBe(1);
    const mixed = await pendingRequest(t, await w.property('a'), londonDay(t, 6));
    const both = await Promise.all([
      call(t, 'POST', `/api/linen-requests/${mixed}/accept`, { cookie: w.ownerA }),
      call(t, 'POST', `/api/linen-requests/${mixed}/decline`, { cookie: w.staff, body: {} }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('writes a decision only while the request is pending (the conditional update itself)', async () => {
    const id = await pendingRequest(t, await w.property('a'), londonDay(t, 6));
    const change = { requestedDate: londonDay(t, 6), decidedBy: w.staffId, declineReason: null, now: t.deps.now() };
    expect(await decidePendingRequest(t.deps.db, id, { ...change, status: 'accepted' })).toEqual({ id });
    expect(await decidePendingRequest(t.deps.db, id, { ...change, status: 'declined', declineReason: 'Late' })).toBeNull();
    expect(await requestRow(t, id)).toMatchObject({ status: 'accepted', declineReason: null, declinedAt: null });
    // A decision made for a date the booking sync has since moved misses too.
    const moved = await pendingRequest(t, await w.property('a'), londonDay(t, 7));
    expect(await decidePendingRequest(t.deps.db, moved, { ...change, status: 'accepted' })).toBeNull();
    expect((await requestRow(t, moved)).status).toBe('pending');
  });

  it('moves with its property to another client: the new owner sees and decides it, the previous owner no longer can', async () => {
    const propertyId = await w.property('a');
    const id = await pendingRequest(t, propertyId, londonDay(t, 8));
    const assigned = await call(t, 'POST', `/api/properties/${propertyId}/assign-client`, { cookie: w.admin, body: { clientId: w.clientB } });
    expect(assigned.status).toBe(200);
    const listOf = async (cookie: string) =>
      ((await call(t, 'GET', '/api/linen-requests?status=pending', { cookie })).json.requests as { id: string }[]).map((r) => r.id);
    expect(await listOf(w.ownerA)).not.toContain(id);
    expect(await listOf(w.ownerB)).toContain(id);
    const day = londonDay(t, 8);
    const eventsOf = async (cookie: string) =>
      ((await call(t, 'GET', `/api/calendar-events?from=${day}&to=${day}`, { cookie })).json.events as { id: string }[]).map((e) => e.id);
    expect(await eventsOf(w.ownerA)).not.toContain(`linen-${id}`);
    expect(await eventsOf(w.ownerB)).toContain(`linen-${id}`);
    expect((await call(t, 'POST', `/api/linen-requests/${id}/accept`, { cookie: w.ownerA })).status).toBe(404);
    expect((await call(t, 'POST', `/api/linen-requests/${id}/accept`, { cookie: w.ownerB })).status).toBe(200);
  });

  it("is a 404 for another owner's request, a 403 for couriers, 401 signed out; refusals change nothing", async () => {
    const id = await pendingRequest(t, await w.property('a'), londonDay(t, 6));
    expect((await call(t, 'POST', `/api/linen-requests/${id}/accept`, { cookie: w.ownerB })).status).toBe(404);
    expect((await call(t, 'POST', `/api/linen-requests/${id}/decline`, { cookie: w.ownerB, body: {} })).status).toBe(404);
    expect((await call(t, 'POST', `/api/linen-requests/${id}/accept`, { cookie: w.courier })).status).toBe(403);
    expect((await call(t, 'POST', `/api/linen-requests/${id}/accept`)).status).toBe(401);
    expect((await call(t, 'POST', '/api/linen-requests/not-a-uuid/accept', { cookie: w.staff })).status).toBe(404);
    const long = await call(t, 'POST', `/api/linen-requests/${id}/decline`, { cookie: w.staff, body: { reason: 'x'.repeat(301) } });
    expect(long.status).toBe(422);
    expect(long.json.error.message).toBe('The reason must be at most 300 characters');
    expect((await requestRow(t, id)).status).toBe('pending');
    expect((await eventOf(t, id)).title).not.toMatch(/ACCEPTED|DECLINED/);
  });
});

describe('the board tile: serviceRequestedFor', () => {
  it("shows the next accepted request's date on or after today, on the board and the card", async () => {
    const cardId = await w.card('on_beds');
    const board1 = await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
    const card = board1.json.cards.find((c: { id: string }) => c.id === cardId);
    expect(card.serviceRequestedFor).toBeNull();
    const later = londonDay(t, 9);
    const sooner = londonDay(t, 4);
    await submit(w.staff, { propertyId: card.propertyId, requestedDate: later });
    await submit(w.staff, { propertyId: card.propertyId, requestedDate: sooner });
    await submit(w.staff, { propertyId: card.propertyId, requestedDate: londonDay(t, 1) }); // declined: not shown
    await pendingRequest(t, card.propertyId, londonDay(t, 3)); // pending: not shown
    const board2 = await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
    expect(board2.json.cards.find((c: { id: string }) => c.id === cardId).serviceRequestedFor).toBe(sooner);
    const details = await call(t, 'GET', `/api/linen-cards/${cardId}`, { cookie: w.ownerA });
    expect(details.json.card.serviceRequestedFor).toBe(sooner);
  });
});
