/**
 * /api/properties/:id/booking-calendar: save (reads the feed first), sync now, read, remove; new,
 * changed, cancelled, removed and past bookings; the safe fetcher's refusals in plain words; roles.
 * A local HTTP server serves the .ics fixtures (the app runs with ICAL_ALLOW_PRIVATE=true, but one
 * without it refuses the same server).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingCalendars, bookings, linenRequests } from '@server/db/schema';
import { runBookingSync } from '@server/features/booking-import/booking-sync.service';
import { londonToday } from '@shared/domain/london-time';
import { call, createTestApp, type TestApp } from './harness';
import { compact, ics, startFeedServer, vevent, type FeedServer } from './feed-fixture';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';
import { bookingRequestsOf, eventOf } from './request-fixture';

let t: TestApp;
let w: LinenWorld;
let feedServer: FeedServer;
let base: string;
/** path -> the .ics text served there */
let feeds: Map<string, string>;

const day = (offset: number) => {
  const d = new Date(`${londonToday(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
beforeAll(async () => {
  feedServer = await startFeedServer((path, _req, res) => {
    if (path === '/slow.ics') {
      const timer = setTimeout(() => res.end(ics()), 7000);
      res.on('close', () => clearTimeout(timer));
      return true;
    }
    if (path === '/huge.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(ics(...Array.from({ length: 12_000 }, (_, i) => vevent(`huge-${i}`, day(1), day(2), ['DESCRIPTION:' + 'x'.repeat(100)]))));
      return true;
    }
    return false;
  });
  feeds = feedServer.feeds;
  base = feedServer.base;
  t = await createTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
  w = await buildLinenWorld(t);
});
afterAll(async () => {
  await t?.close();
  await feedServer?.close();
});

const requestsOf = (propertyId: string) => bookingRequestsOf(t, propertyId);


describe('saving a booking calendar and syncing it', () => {
  it('imports new bookings, moves changed ones, withdraws cancelled and removed ones, and leaves decided and past ones', async () => {
    const propertyId = await w.property('a');
    const url = `${base}/airbnb-${propertyId}.ics`;
    feeds.set(
      new URL(url).pathname,
      ics(
        vevent('stay-1@airbnb.com', day(1), day(5)),
        vevent('stay-2@airbnb.com', day(6), day(9)),
        vevent('stay-3@airbnb.com', day(10), day(12)),
        vevent('stay-4@airbnb.com', day(13), day(15)),
        vevent('past@airbnb.com', day(-6), day(-2)),
      ),
    );
    const saved = await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url } });
    expect(saved.status).toBe(200);
    expect(saved.json.result).toEqual({ ok: true, created: 4, moved: 0, withdrawn: 0, flagged: 0, skipped: 0, error: null });
    expect(saved.json.calendar).toMatchObject({ propertyId, url, lastError: null, lastSyncedAt: expect.any(String) });
    let rows = await requestsOf(propertyId);
    expect(rows.map((r) => [r.bookingUid, r.requestedDate, r.status])).toEqual([
      ['stay-1@airbnb.com', day(5), 'pending'],
      ['stay-2@airbnb.com', day(9), 'pending'],
      ['stay-3@airbnb.com', day(12), 'pending'],
      ['stay-4@airbnb.com', day(15), 'pending'],
    ]);
    expect(rows[0].notes).toBe('Booking check-out (Airbnb)');
    expect((await eventOf(t, rows[0].id)).date).toBe(day(5));

    expect(rows[0]).toMatchObject({ source: 'booking', requestedBy: null, clientId: w.clientA });

    // stay-4 was accepted meanwhile: the sync never touches it again.
    await t.deps.db.update(linenRequests).set({ status: 'accepted', acceptedAt: new Date() }).where(eq(linenRequests.id, rows[3].id));
    feeds.set(
      new URL(url).pathname,
      ics(
        vevent('stay-1@airbnb.com', day(1), day(7)), // moved
        vevent('stay-2@airbnb.com', day(6), day(9), ['STATUS:CANCELLED']), // cancelled
        // stay-3 is gone from the feed
        vevent('stay-4@airbnb.com', day(13), day(20)), // decided: left alone
        vevent('stay-5@airbnb.com', day(21), day(23)), // new
      ),
    );
    const synced = await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie: w.ownerA });
    expect(synced.status).toBe(200);
    expect(synced.json.result).toEqual({ ok: true, created: 1, moved: 1, withdrawn: 2, flagged: 0, skipped: 0, error: null });
    rows = await requestsOf(propertyId);
    expect(rows.map((r) => [r.bookingUid, r.requestedDate, r.status])).toEqual([
      ['stay-1@airbnb.com', day(7), 'pending'],
      ['stay-4@airbnb.com', day(15), 'accepted'],
      ['stay-5@airbnb.com', day(23), 'pending'],
    ]);
    expect((await eventOf(t, rows[0].id)).date).toBe(day(7));
    expect(rows[0].requestedFor.toISOString().slice(0, 10)).toBe(day(7));
    const withdrawals = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'linen_request.booking_withdraw'));
    expect(withdrawals.map((a) => (a.details as { bookingUid: string }).bookingUid).sort()).toEqual(['stay-2@airbnb.com', 'stay-3@airbnb.com']);

    // The same feed again changes nothing: never twice for one UID.
    const again = await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie: w.ownerA });
    expect(again.json.result).toEqual({ ok: true, created: 0, moved: 0, withdrawn: 0, flagged: 0, skipped: 0, error: null });
    expect(await requestsOf(propertyId)).toHaveLength(3);

    // The stays themselves are kept as the feed last told them (issue 24): the forecast and the round read them.
    const stays = await t.deps.db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
    expect(stays.map((b) => [b.uid, b.source, b.checkIn, b.checkOut, b.cancelled]).sort()).toEqual([
      ['stay-1@airbnb.com', 'ical', day(1), day(7), false],
      ['stay-2@airbnb.com', 'ical', day(6), day(9), true],
      ['stay-4@airbnb.com', 'ical', day(13), day(20), false],
      ['stay-5@airbnb.com', 'ical', day(21), day(23), false],
    ]);
  });

  it('reads webcal:// as https:// and stores the link as pasted', async () => {
    const propertyId = await w.property('a');
    const res = await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, {
      cookie: w.manager,
      body: { url: 'webcal://127.0.0.1:1/cal.ics' },
    });
    // https on a port nothing listens on: the read fails, in plain words, and nothing is saved.
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('The calendar could not be read');
    expect(res.json.error.issues).toEqual([{ path: 'url', message: 'The calendar could not be read' }]);
    expect((await call(t, 'GET', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.manager })).json.calendar).toBeNull();
  });

  it('refuses bad links with a clear message and saves nothing', async () => {
    const propertyId = await w.property('a');
    for (const [url, message] of [
      ['', 'Paste the calendar’s iCal link'],
      ['ftp://example.com/cal.ics', 'The link must start with https://, http:// or webcal://'],
      [`${base}/not-there.ics`, 'The calendar could not be read'],
    ]) {
      const res = await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url } });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
    feeds.set('/html.ics', '<html><body>Sign in</body></html>');
    const html = await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url: `${base}/html.ics` } });
    expect(html.json.error.message).toBe('That link did not return a calendar');
    expect(await t.deps.db.select().from(bookingCalendars).where(eq(bookingCalendars.propertyId, propertyId))).toEqual([]);
  });

  it('refuses a calendar larger than 2 MB', async () => {
    const propertyId = await w.property('a');
    const res = await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url: `${base}/huge.ics` } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('The calendar is larger than 2 MB');
  });

  it('gives up on a calendar slower than 5 seconds', { timeout: 15_000 }, async () => {
    const propertyId = await w.property('a');
    const started = Date.now();
    const res = await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url: `${base}/slow.ics` } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('The calendar took too long to answer');
    expect(Date.now() - started).toBeLessThan(6500);
  });

  it('records a failed sync on the calendar and clears it after a good one', async () => {
    const propertyId = await w.property('a');
    const path = `/flaky-${propertyId}.ics`;
    feeds.set(path, ics(vevent('f-1', day(2), day(4))));
    expect(
      (await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url: `${base}${path}` } })).status,
    ).toBe(200);
    feeds.delete(path);
    const failed = await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie: w.ownerA });
    expect(failed.status).toBe(200);
    expect(failed.json.result).toEqual({ ok: false, created: 0, moved: 0, withdrawn: 0, flagged: 0, skipped: 0, error: 'The calendar could not be read' });
    expect(failed.json.calendar.lastError).toBe('The calendar could not be read');
    expect(await requestsOf(propertyId)).toHaveLength(1);
    feeds.set(path, ics(vevent('f-1', day(2), day(4))));
    const good = await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie: w.ownerA });
    expect(good.json.calendar.lastError).toBeNull();
  });

  it('removes the calendar and keeps the requests it made', async () => {
    const propertyId = await w.property('a');
    const path = `/remove-${propertyId}.ics`;
    feeds.set(path, ics(vevent('r-1', day(2), day(4))));
    await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url: `${base}${path}` } });
    expect((await call(t, 'DELETE', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA })).status).toBe(204);
    expect((await call(t, 'GET', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA })).json).toEqual({ calendar: null });
    expect(await requestsOf(propertyId)).toHaveLength(1);
    const sync = await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie: w.ownerA });
    expect(sync.status).toBe(404);
    expect(sync.json.error.message).toBe('This property has no booking calendar yet');
  });
});

describe('the scheduled sync', () => {
  it('claims each due calendar once, and not again within the interval', async () => {
    const propertyId = await w.property('a');
    const path = `/scheduled-${propertyId}.ics`;
    feeds.set(path, ics(vevent('s-1', day(2), day(4))));
    await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url: `${base}${path}` } });
    feeds.set(path, ics(vevent('s-1', day(2), day(4)), vevent('s-2', day(5), day(8))));
    // Saved just now: not due yet.
    await runBookingSync(t.deps);
    expect(await requestsOf(propertyId)).toHaveLength(1);
    // An hour later: due; two instances at once read it once between them.
    const later = { ...t.deps, now: () => new Date(Date.now() + 3_600_000) };
    const [first, second] = await Promise.all([runBookingSync(later), runBookingSync(later)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await requestsOf(propertyId)).toHaveLength(2);
    const claimedAgain = await runBookingSync(later);
    expect(claimedAgain).toBe(0);
  });
});

describe('bounds on what one feed may do (issue 19 H2)', () => {
  it('imports a 20,000-event feed as at most 200 requests in the next 365 days, says what it skipped, and the app keeps answering', { timeout: 60_000 }, async () => {
    const propertyId = await w.property('a');
    const path = `/flood-${propertyId}.ics`;
    // 20,000 stays, one a day from tomorrow (55 years of bookings), lean enough to stay under 2 MB.
    const lean = (i: number) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(day(i))}`, `DTEND;VALUE=DATE:${compact(day(i + 1))}`, `UID:f${i}`, 'END:VEVENT'];
    feeds.set(path, ics(...Array.from({ length: 20_000 }, (_, i) => lean(i))));
    const saving = call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url: `${base}${path}` } });
    // While it runs, other requests are answered.
    expect((await call(t, 'GET', '/api/health')).status).toBe(200);
    const saved = await saving;
    expect(saved.status).toBe(200);
    expect(saved.json.result).toMatchObject({ ok: true, created: 200, skipped: 20_000 - 200 });
    const rows = await requestsOf(propertyId);
    expect(rows).toHaveLength(200);
    expect(rows[0].requestedDate).toBe(day(1));
    expect(rows[199].requestedDate).toBe(day(200));
  });

  it("limits 'Sync now' per property, with a clear message", async () => {
    const propertyId = await w.property('a');
    const path = `/limit-${propertyId}.ics`;
    feeds.set(path, ics(vevent('one', day(1), day(2))));
    expect((await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA, body: { url: `${base}${path}` } })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie: w.ownerA })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    const refused = await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie: w.ownerA });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe('This calendar was synced several times in the last few minutes. Please wait a few minutes and try again.');
  });
});

describe('who may manage a booking calendar', () => {
  it('lets the owner and staff with properties_edit in; others 403; another owner 404', async () => {
    const propertyId = await w.property('a');
    const path = `/roles-${propertyId}.ics`;
    feeds.set(path, ics());
    const url = `${base}${path}`;
    for (const cookie of [w.ownerA, w.manager, w.admin]) {
      expect((await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie, body: { url } })).status).toBe(200);
      expect((await call(t, 'GET', `/api/properties/${propertyId}/booking-calendar`, { cookie })).status).toBe(200);
      expect((await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie })).status).toBe(200);
    }
    for (const cookie of [w.staff, w.courier]) {
      expect((await call(t, 'GET', `/api/properties/${propertyId}/booking-calendar`, { cookie })).status).toBe(403);
      expect((await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie, body: { url } })).status).toBe(403);
      expect((await call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie })).status).toBe(403);
      expect((await call(t, 'DELETE', `/api/properties/${propertyId}/booking-calendar`, { cookie })).status).toBe(403);
    }
    for (const [method, suffix] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/sync'],
    ]) {
      const res = await call(t, method, `/api/properties/${propertyId}/booking-calendar${suffix}`, {
        cookie: w.ownerB,
        body: method === 'PUT' ? { url } : undefined,
      });
      expect(res.status).toBe(404);
    }
    expect((await call(t, 'GET', `/api/properties/${propertyId}/booking-calendar`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.ownerA })).json.calendar.url).toBe(url);
  });
});

describe('without ICAL_ALLOW_PRIVATE', () => {
  it('refuses a calendar on a private address, in plain words', async () => {
    const strict = await createTestApp();
    try {
      const sw = await buildLinenWorld(strict);
      const propertyId = await sw.property('a');
      feeds.set('/private.ics', ics());
      for (const url of [
        `${base}/private.ics`,
        `http://localhost:${new URL(base).port}/private.ics`,
        'http://[::ffff:10.0.0.1]/x.ics',
        'http://169.254.169.254/latest',
      ]) {
        const res = await call(strict, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: sw.ownerA, body: { url } });
        expect(res.status).toBe(422);
        expect(res.json.error.message).toBe('That address is not allowed');
      }
    } finally {
      await strict.close();
    }
  });
});
