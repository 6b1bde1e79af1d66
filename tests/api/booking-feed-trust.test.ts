/**
 * Trusting the booking import (issue 24 item 1), with fixture feeds from a local HTTP server (no
 * network): a date change inside 48 hours moves the request and tells the owner and the provider once;
 * a removed or cancelled booking of an accepted request flags it, staff keep or cancel it (the owner
 * may not; another owner sees nothing of it); a feed not read for 6 hours turns stale in the API's
 * answers (the app's clock injected) and the provider is e-mailed once however many runs of the job.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingCalendars, linenRequests, outbox, properties, users } from '@server/db/schema';
import { runStaleFeedAlerts } from '@server/features/booking-import/stale-feeds.service';
import { call, createTestApp, type TestApp } from './harness';
import { ics, startFeedServer, vevent, type FeedServer } from './feed-fixture';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';
import { eventOf, londonDay } from './request-fixture';

let t: TestApp;
let w: LinenWorld;
let feedServer: FeedServer;
let base: string;
let feeds: Map<string, string>;
const realNow = () => new Date();

beforeAll(async () => {
  feedServer = await startFeedServer();
  feeds = feedServer.feeds;
  base = feedServer.base;
  t = await createTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
  w = await buildLinenWorld(t);
});
afterAll(async () => {
  t.deps.now = realNow;
  await t?.close();
  await feedServer?.close();
});

const day = (n: number) => londonDay(t, n);
const requestOf = async (propertyId: string, uid: string) =>
  (await t.deps.db.select().from(linenRequests).where(and(eq(linenRequests.propertyId, propertyId), eq(linenRequests.bookingUid, uid))))[0];
const requestById = async (id: string) => (await t.deps.db.select().from(linenRequests).where(eq(linenRequests.id, id)))[0];
const mailsOf = (kinds: string[]) => t.deps.db.select().from(outbox).where(inArray(outbox.kind, kinds));
const sync = (propertyId: string, cookie = w.manager) => call(t, 'POST', `/api/properties/${propertyId}/booking-calendar/sync`, { cookie });

/** A property of owner A's with its calendar saved (read once) from `events`. */
async function propertyWithFeed(...events: string[][]): Promise<{ propertyId: string; path: string }> {
  const propertyId = await w.property('a');
  const path = `/trust-${propertyId}.ics`;
  feeds.set(path, ics(...events));
  const saved = await call(t, 'PUT', `/api/properties/${propertyId}/booking-calendar`, { cookie: w.manager, body: { url: `${base}${path}` } });
  expect(saved.status).toBe(200);
  return { propertyId, path };
}

describe('a booking whose dates change', () => {
  it('moves its pending request; a new day inside 48 hours e-mails the owner and the provider once', async () => {
    const { propertyId, path } = await propertyWithFeed(vevent('move-1', day(6), day(9)), vevent('move-2', day(10), day(12)));
    const before = (await mailsOf(['booking-moved-owner', 'booking-moved-staff'])).length;

    // move-1 to tomorrow (inside 48 hours), move-2 further away (no notice).
    feeds.set(path, ics(vevent('move-1', day(-1), day(1)), vevent('move-2', day(10), day(14))));
    const moved = await sync(propertyId);
    expect(moved.json.result).toMatchObject({ ok: true, moved: 2, created: 0, withdrawn: 0, flagged: 0 });
    const request = await requestOf(propertyId, 'move-1');
    expect(request).toMatchObject({ requestedDate: day(1), status: 'pending' });
    expect((await eventOf(t, request.id)).date).toBe(day(1));
    expect((await requestOf(propertyId, 'move-2')).requestedDate).toBe(day(14));

    const mails = (await mailsOf(['booking-moved-owner', 'booking-moved-staff'])).slice(before);
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['booking-moved-owner', 'anna@owner.example'],
      ['booking-moved-staff', 'office@provider.example'],
      ['booking-moved-staff', 'root@provider.example'],
    ]);
    const owners = mails.find((m) => m.kind === 'booking-moved-owner')!;
    expect(owners.subject).toContain('Linen service moved to');
    expect(owners.textBody).toContain('less than 48 hours away');
    expect(owners.aboutClientId).toBe(w.clientA);
    const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'linen_request.booking_move'), eq(auditLog.entityId, request.id)));
    expect(audit.map((a) => a.details)).toEqual([expect.objectContaining({ from: day(9), to: day(1), notice: 'inside_48_hours' })]);

    // The same feed again: nothing moves, nobody is told twice.
    expect((await sync(propertyId)).json.result).toMatchObject({ moved: 0 });
    expect((await mailsOf(['booking-moved-owner', 'booking-moved-staff'])).length).toBe(before + 3);
  });
});

describe('a booking that disappears from the feed', () => {
  it('withdraws its pending request, but flags an accepted one for a person to decide', async () => {
    const { propertyId, path } = await propertyWithFeed(vevent('gone-pending', day(3), day(7)), vevent('gone-accepted', day(4), day(8)));
    const accepted = await requestOf(propertyId, 'gone-accepted');
    expect((await call(t, 'POST', `/api/linen-requests/${accepted.id}/accept`, { cookie: w.manager })).status).toBe(200);

    feeds.set(path, ics());
    const res = await sync(propertyId);
    expect(res.json.result).toMatchObject({ ok: true, withdrawn: 1, flagged: 1 });
    expect(await requestOf(propertyId, 'gone-pending')).toBeUndefined();
    const flagged = await requestById(accepted.id);
    expect(flagged).toMatchObject({ status: 'accepted', bookingGoneAt: expect.any(Date) });
    const flagAudit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'linen_request.booking_gone'), eq(auditLog.entityId, accepted.id)));
    expect(flagAudit.map((a) => a.details)).toEqual([expect.objectContaining({ bookingUid: 'gone-accepted', reason: 'removed' })]);
    // Read again: flagged once.
    expect((await sync(propertyId)).json.result).toMatchObject({ flagged: 0 });

    // Staff see it where they work requests; the owner sees it as information; another owner sees nothing.
    for (const cookie of [w.manager, w.staff, w.ownerA]) {
      const list = await call(t, 'GET', '/api/linen-requests/booking-gone', { cookie });
      expect(list.status).toBe(200);
      expect(list.json.requests.filter((r: { id: string }) => r.id === accepted.id)).toEqual([
        expect.objectContaining({ status: 'accepted', bookingGoneAt: expect.any(String), requestedDate: day(8) }),
      ]);
    }
    const upcoming = await call(t, 'GET', `/api/linen-requests?status=accepted&from=${day(8)}&to=${day(8)}`, { cookie: w.manager });
    expect(upcoming.json.requests.find((r: { id: string }) => r.id === accepted.id).bookingGoneAt).toEqual(expect.any(String));
    expect((await call(t, 'GET', '/api/linen-requests/booking-gone', { cookie: w.ownerB })).json.requests).toEqual([]);
    for (const action of ['keep', 'cancel']) {
      expect((await call(t, 'POST', `/api/linen-requests/${accepted.id}/booking-gone/${action}`, { cookie: w.ownerB })).status).toBe(404);
      const owner = await call(t, 'POST', `/api/linen-requests/${accepted.id}/booking-gone/${action}`, { cookie: w.ownerA });
      expect(owner.status).toBe(403);
    }
    expect(await requestById(accepted.id)).toMatchObject({ status: 'accepted', bookingGoneAt: expect.any(Date) });

    // Staff keep it: the flag is cleared, and later reads (the booking still missing) never flag it again.
    const kept = await call(t, 'POST', `/api/linen-requests/${accepted.id}/booking-gone/keep`, { cookie: w.staff });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ message: 'Request kept: the service stays booked.', request: { status: 'accepted', bookingGoneAt: null } });
    expect((await sync(propertyId)).json.result).toMatchObject({ flagged: 0 });
    expect(await requestById(accepted.id)).toMatchObject({ status: 'accepted', bookingGoneAt: null });
    const again = await call(t, 'POST', `/api/linen-requests/${accepted.id}/booking-gone/keep`, { cookie: w.staff });
    expect(again.status).toBe(409);
    const keptAudit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'linen_request.booking_gone_kept'), eq(auditLog.entityId, accepted.id)));
    expect(keptAudit.map((a) => a.details)).toEqual([expect.objectContaining({ bookingUid: 'gone-accepted', date: day(8) })]);

    // The booking comes back: the kept request is still its request (no second one); gone again, no flag.
    feeds.set(path, ics(vevent('gone-accepted', day(4), day(8))));
    expect((await sync(propertyId)).json.result).toMatchObject({ ok: true, created: 0, flagged: 0 });
    expect(await requestOf(propertyId, 'gone-accepted')).toMatchObject({ id: accepted.id, status: 'accepted', bookingKeptAt: expect.any(Date) });
    feeds.set(path, ics(vevent('gone-accepted', day(4), day(8), ['STATUS:CANCELLED'])));
    expect((await sync(propertyId)).json.result).toMatchObject({ flagged: 0 });
    expect(await requestById(accepted.id)).toMatchObject({ status: 'accepted', bookingGoneAt: null });
  });

  it('a cancelled booking of an accepted request flags it; staff cancel it (declined with the reason); a live booking again clears a flag', async () => {
    const { propertyId, path } = await propertyWithFeed(vevent('cx-1', day(3), day(7)), vevent('cx-2', day(4), day(9)));
    const one = await requestOf(propertyId, 'cx-1');
    const two = await requestOf(propertyId, 'cx-2');
    for (const r of [one, two]) expect((await call(t, 'POST', `/api/linen-requests/${r.id}/accept`, { cookie: w.manager })).status).toBe(200);

    feeds.set(path, ics(vevent('cx-1', day(3), day(7), ['STATUS:CANCELLED']), vevent('cx-2', day(4), day(9), ['STATUS:CANCELLED'])));
    expect((await sync(propertyId)).json.result).toMatchObject({ flagged: 2, withdrawn: 0 });

    const cancelled = await call(t, 'POST', `/api/linen-requests/${one.id}/booking-gone/cancel`, { cookie: w.manager });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.request).toMatchObject({
      status: 'declined',
      bookingGoneAt: null,
      declineReason: 'The booking was cancelled or removed from the booking calendar',
    });
    expect((await eventOf(t, one.id)).title).toContain('(DECLINED)');
    const cancelAudit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'linen_request.booking_gone_cancelled'), eq(auditLog.entityId, one.id)));
    expect(cancelAudit).toHaveLength(1);

    // cx-2's booking is live again: its flag is cleared, audited.
    feeds.set(path, ics(vevent('cx-2', day(4), day(9))));
    await sync(propertyId);
    expect(await requestById(two.id)).toMatchObject({ status: 'accepted', bookingGoneAt: null });
    const back = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'linen_request.booking_back'), eq(auditLog.entityId, two.id)));
    expect(back).toHaveLength(1);
    expect((await call(t, 'POST', `/api/linen-requests/${two.id}/booking-gone/cancel`, { cookie: w.manager })).status).toBe(409);
  });
});

describe('feed freshness', () => {
  it('turns a feed stale after 6 hours without a good read, on the owner’s and the staff’s answers, and e-mails the provider once a spell', async () => {
    const { propertyId, path } = await propertyWithFeed(vevent('fresh-1', day(3), day(6)));
    const calendarUrl = `/api/properties/${propertyId}/booking-calendar`;
    const started = Date.now();
    const at = (hours: number) => () => new Date(started + hours * 3_600_000);
    const [{ name: nameOf }] = await t.deps.db.select({ name: properties.name }).from(properties).where(eq(properties.id, propertyId));
    // The job's mail lists every feed that turned stale in its run (the other tests' feeds too): this one's line.
    const staleMails = async () => (await mailsOf(['booking-feed-stale'])).filter((m) => m.textBody.includes(`- ${nameOf} (Anna Lets)`));

    expect((await call(t, 'GET', calendarUrl, { cookie: w.ownerA })).json.calendar).toMatchObject({ stale: false, lastError: null });
    feeds.delete(path); // the feed stops answering

    try {
      t.deps.now = at(5.9);
      expect((await call(t, 'GET', calendarUrl, { cookie: w.ownerA })).json.calendar.stale).toBe(false);
      expect(await runStaleFeedAlerts(t.deps)).toBe(0);

      t.deps.now = at(6);
      const failed = await sync(propertyId, w.ownerA);
      expect(failed.json.result).toMatchObject({ ok: false, error: 'The calendar could not be read' });
      for (const cookie of [w.ownerA, w.manager]) {
        expect((await call(t, 'GET', calendarUrl, { cookie })).json.calendar).toMatchObject({ stale: true, lastError: 'The calendar could not be read' });
      }
      for (const cookie of [w.ownerA, w.manager, w.staff]) {
        const stale = await call(t, 'GET', '/api/booking-calendars/stale', { cookie });
        expect(stale.status).toBe(200);
        expect(stale.json.feeds.filter((f: { propertyId: string }) => f.propertyId === propertyId)).toEqual([
          expect.objectContaining({ propertyName: nameOf, lastError: 'The calendar could not be read', lastSyncedAt: expect.any(String) }),
        ]);
      }
      expect((await call(t, 'GET', '/api/booking-calendars/stale', { cookie: w.ownerB })).json.feeds).toEqual([]);

      // With nobody to tell, the spell is left unclaimed: an admin added later still hears of it.
      const admins = await t.deps.db
        .update(users)
        .set({ isActive: false })
        .where(and(eq(users.isSuperadmin, true), eq(users.isActive, true)))
        .returning({ id: users.id });
      try {
        expect(await runStaleFeedAlerts({ ...t.deps, env: { ...t.deps.env, providerAdminEmails: [] } })).toBe(0);
      } finally {
        await t.deps.db.update(users).set({ isActive: true }).where(inArray(users.id, admins.map((a) => a.id)));
      }
      const [unclaimed] = await t.deps.db.select().from(bookingCalendars).where(eq(bookingCalendars.propertyId, propertyId));
      expect(unclaimed.staleAlertedAt).toBeNull();

      // Two instances run the job at once, then again later: one e-mail per provider address.
      const [a, b] = await Promise.all([runStaleFeedAlerts(t.deps), runStaleFeedAlerts(t.deps)]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      t.deps.now = at(7);
      await runStaleFeedAlerts(t.deps);
      let mails = await staleMails();
      expect(mails.map((m) => m.toAddress).sort()).toEqual(['office@provider.example', 'root@provider.example']);
      expect(mails[0].subject).toContain('not read for 6 hours');
      const [row] = await t.deps.db.select().from(bookingCalendars).where(eq(bookingCalendars.propertyId, propertyId));
      expect(row.staleAlertedAt).toEqual(expect.any(Date));

      // A good read ends the spell (and clears the alert); the next spell alerts again.
      feeds.set(path, ics(vevent('fresh-1', day(3), day(6))));
      t.deps.now = at(8);
      expect((await sync(propertyId, w.ownerA)).json.result.ok).toBe(true);
      expect((await call(t, 'GET', calendarUrl, { cookie: w.ownerA })).json.calendar.stale).toBe(false);
      const [cleared] = await t.deps.db.select().from(bookingCalendars).where(eq(bookingCalendars.propertyId, propertyId));
      expect(cleared.staleAlertedAt).toBeNull();
      t.deps.now = at(14);
      await runStaleFeedAlerts(t.deps);
      mails = await staleMails();
      expect(mails).toHaveLength(4);
    } finally {
      t.deps.now = realNow;
    }
  });
});
