/**
 * Bookings by webhook (issue 24 item 1; decision 0201): a property connected to Guesty or Hostfully,
 * signed deliveries shaped as the systems send them (tests/lib/booking-webhook-fixtures.ts) creating,
 * moving and withdrawing the property's linen request; unsigned, wrongly signed, expired and repeated
 * deliveries changing nothing; an older delivery never overwriting a newer; the owner's routes per role.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, bookingWebhookDeliveries, bookingWebhooks } from '@server/db/schema';
import { signWebhook } from '@server/features/booking-import/webhook-signature';
import { purgeOldDeliveries } from '@server/features/booking-import/booking-webhooks.service';
import { londonToday } from '@shared/domain/london-time';
import { GUESTY_LISTING_ID, guestyEvent, HOSTFULLY_PROPERTY_UID, hostfullyEvent } from '../lib/booking-webhook-fixtures';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';
import { bookingRequestsOf } from './request-fixture';

let t: TestApp;
let w: LinenWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const day = (offset: number) => {
  const d = new Date(`${londonToday(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const requestsOf = (propertyId: string) => bookingRequestsOf(t, propertyId);

const webhookRow = async (propertyId: string) => (await t.deps.db.select().from(bookingWebhooks).where(eq(bookingWebhooks.propertyId, propertyId)))[0];

async function connect(propertyId: string, system: 'guesty' | 'hostfully', externalListingId: string | null = null, cookie = w.ownerA) {
  const res = await call(t, 'PUT', `/api/properties/${propertyId}/booking-webhook`, { cookie, body: { system, externalListingId } });
  expect(res.status).toBe(200);
  const secret = await call(t, 'GET', `/api/properties/${propertyId}/booking-webhook/secret`, { cookie });
  return { webhook: res.json.webhook, secret: secret.json.secret as string };
}

interface DeliverOptions {
  secret?: string;
  id?: string;
  /** Seconds since the epoch; now by default. */
  timestamp?: number;
  /** Leave the signature headers out. */
  unsigned?: boolean;
  /** Svix's header names (Guesty) or Standard Webhooks' (our Hostfully relay). */
  family?: 'svix' | 'webhook';
}

/** Posts a body as the system would: signed over the exact JSON text sent. */
function deliver(system: string, propertyId: string, body: unknown, o: DeliverOptions = {}) {
  const id = o.id ?? `msg_${randomUUID()}`;
  const ts = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const family = o.family ?? (system === 'guesty' ? 'svix' : 'webhook');
  const headers: Record<string, string> = {};
  if (!o.unsigned && o.secret) {
    headers[`${family}-id`] = id;
    headers[`${family}-timestamp`] = ts;
    headers[`${family}-signature`] = `v1,${signWebhook(o.secret, id, ts, JSON.stringify(body))}`;
  }
  return call(t, 'POST', `/api/webhooks/bookings/${system}/${propertyId}`, { body, headers });
}

describe('Guesty deliveries', () => {
  it('creates a request, changes nothing on a repeat, moves it on a date change and withdraws it on a cancellation', async () => {
    const propertyId = await w.property('a');
    const { webhook, secret } = await connect(propertyId, 'guesty', GUESTY_LISTING_ID);
    expect(webhook.url).toMatch(new RegExp(`^https?://[^/]+/api/webhooks/bookings/guesty/${propertyId}$`));
    expect(secret).toMatch(/^whsec_/);

    const created = guestyEvent({ checkIn: day(2), checkOut: day(5), lastUpdatedAt: new Date(Date.now() - 60_000).toISOString() });
    const first = await deliver('guesty', propertyId, created, { secret, id: 'msg_guesty_1' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ outcome: 'applied' });
    let rows = await requestsOf(propertyId);
    expect(rows.map((r) => [r.bookingUid, r.requestedDate, r.status, r.notes])).toEqual([['guesty:6581f0c2e4b0a1001f3c2d11', day(5), 'pending', 'Booking check-out (Guesty)']]);
    const [stay] = await t.deps.db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
    expect(stay).toMatchObject({ source: 'guesty', checkIn: day(2), checkOut: day(5), checkInTime: '15:00', checkOutTime: '10:00', guests: 2, cancelled: false });
    expect((await webhookRow(propertyId)).lastReceivedAt).not.toBeNull();

    // The same delivery again (Svix retries with the same svix-id): 200, nothing changes.
    const before = await webhookRow(propertyId);
    const again = await deliver('guesty', propertyId, created, { secret, id: 'msg_guesty_1' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ outcome: 'duplicate' });
    expect(await requestsOf(propertyId)).toHaveLength(1);
    expect((await webhookRow(propertyId)).lastReceivedAt).toEqual(before.lastReceivedAt);

    // A changed date moves the pending request.
    const moved = guestyEvent({ checkIn: day(2), checkOut: day(7), lastUpdatedAt: new Date().toISOString() }, 'reservation.updated');
    expect((await deliver('guesty', propertyId, moved, { secret })).json).toEqual({ outcome: 'applied' });
    rows = await requestsOf(propertyId);
    expect(rows.map((r) => [r.requestedDate, r.status])).toEqual([[day(7), 'pending']]);

    // An older state delivered late (its lastUpdatedAt before the stored one) changes nothing.
    const late = guestyEvent({ checkIn: day(2), checkOut: day(4), lastUpdatedAt: new Date(Date.now() - 3_600_000).toISOString() }, 'reservation.updated');
    expect((await deliver('guesty', propertyId, late, { secret })).json).toEqual({ outcome: 'stale' });
    expect((await requestsOf(propertyId)).map((r) => r.requestedDate)).toEqual([day(7)]);

    // A cancellation withdraws it.
    const cancelled = guestyEvent({ checkIn: day(2), checkOut: day(7), status: 'canceled', lastUpdatedAt: new Date(Date.now() + 1000).toISOString() }, 'reservation.updated');
    expect((await deliver('guesty', propertyId, cancelled, { secret })).json).toEqual({ outcome: 'applied' });
    expect(await requestsOf(propertyId)).toEqual([]);
    const withdrawals = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'linen_request.booking_withdraw'));
    expect(withdrawals.some((a) => (a.details as { propertyId: string }).propertyId === propertyId)).toBe(true);
  });

  it('ignores inquiries, other events and other listings, creating nothing', async () => {
    const propertyId = await w.property('a');
    const { secret } = await connect(propertyId, 'guesty', GUESTY_LISTING_ID);
    for (const body of [
      guestyEvent({ checkIn: day(2), checkOut: day(5), status: 'inquiry' }),
      guestyEvent({ checkIn: day(2), checkOut: day(5), listingId: 'another-listing' }),
      { event: 'listing.updated', listing: { _id: GUESTY_LISTING_ID } },
    ]) {
      const res = await deliver('guesty', propertyId, body, { secret });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ outcome: 'ignored' });
    }
    expect(await requestsOf(propertyId)).toEqual([]);
    expect(await t.deps.db.select().from(bookings).where(eq(bookings.propertyId, propertyId))).toEqual([]);
  });

  it('refuses unsigned, wrongly signed, tampered and expired calls (401) and changes nothing', async () => {
    const propertyId = await w.property('a');
    const { secret } = await connect(propertyId, 'guesty');
    const body = guestyEvent({ checkIn: day(2), checkOut: day(5) });
    const other = (await connect(await w.property('a'), 'guesty')).secret;
    const refusals = [
      await deliver('guesty', propertyId, body, { unsigned: true }),
      await deliver('guesty', propertyId, body, { secret: other }),
      await deliver('guesty', propertyId, body, { secret, timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ];
    // A body changed after signing.
    const id = 'msg_tampered';
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = signWebhook(secret, id, ts, JSON.stringify(body));
    refusals.push(
      await call(t, 'POST', `/api/webhooks/bookings/guesty/${propertyId}`, {
        body: guestyEvent({ checkIn: day(2), checkOut: day(9) }),
        headers: { 'svix-id': id, 'svix-timestamp': ts, 'svix-signature': `v1,${sig}` },
      }),
    );
    for (const res of refusals) expect(res.status).toBe(401);
    expect(await requestsOf(propertyId)).toEqual([]);
    expect(await t.deps.db.select().from(bookingWebhookDeliveries).where(eq(bookingWebhookDeliveries.propertyId, propertyId))).toEqual([]);
    expect((await webhookRow(propertyId)).lastReceivedAt).toBeNull();
  });

  it('answers 404 alike for an unknown property, a property not connected and the wrong system', async () => {
    const propertyId = await w.property('a');
    const { secret } = await connect(propertyId, 'guesty');
    const body = guestyEvent({ checkIn: day(2), checkOut: day(5) });
    const answers = [
      await deliver('guesty', randomUUID(), body, { secret }),
      await deliver('guesty', await w.property('a'), body, { secret }),
      await deliver('hostfully', propertyId, body, { secret }),
      await deliver('airbnb', propertyId, body, { secret }),
      await deliver('guesty', 'not-an-id', body, { secret }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Not found');
    }
  });

  it('a regenerated secret refuses calls signed with the old one; disconnecting refuses all', async () => {
    const propertyId = await w.property('a');
    const { secret } = await connect(propertyId, 'guesty');
    const fresh = await call(t, 'POST', `/api/properties/${propertyId}/booking-webhook/secret`, { cookie: w.ownerA });
    expect(fresh.status).toBe(200);
    expect(fresh.json.secret).not.toBe(secret);
    const body = guestyEvent({ checkIn: day(2), checkOut: day(5) });
    expect((await deliver('guesty', propertyId, body, { secret })).status).toBe(401);
    expect((await deliver('guesty', propertyId, body, { secret: fresh.json.secret })).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/properties/${propertyId}/booking-webhook`, { cookie: w.ownerA })).status).toBe(204);
    expect((await deliver('guesty', propertyId, body, { secret: fresh.json.secret })).status).toBe(404);
  });

  it('takes the secret Guesty issued when pasted, and records a body it cannot read as the last error', async () => {
    const propertyId = await w.property('a');
    const guestySecret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYq=';
    const bad = await call(t, 'PUT', `/api/properties/${propertyId}/booking-webhook`, { cookie: w.ownerA, body: { system: 'guesty', signingSecret: 'not-a-secret' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.message).toBe('Paste the signing secret as the system shows it: it starts with whsec_');
    const ok = await call(t, 'PUT', `/api/properties/${propertyId}/booking-webhook`, { cookie: w.ownerA, body: { system: 'guesty', signingSecret: guestySecret } });
    expect(ok.status).toBe(200);
    const res = await deliver('guesty', propertyId, { event: 'reservation.new' }, { secret: guestySecret });
    expect(res.status).toBe(422);
    expect((await webhookRow(propertyId)).lastError).toBe('The reservation.new event carries no reservation');
    const shown = await call(t, 'GET', `/api/properties/${propertyId}/booking-webhook`, { cookie: w.ownerA });
    expect(shown.json.webhook).toMatchObject({ system: 'guesty', lastError: 'The reservation.new event carries no reservation', lastReceivedAt: expect.any(String) });
    expect(shown.json.webhook).not.toHaveProperty('secret');
  });
});

describe('Hostfully deliveries (through the relay)', () => {
  it('creates, repeats, moves and withdraws like Guesty; unsigned and wrongly signed calls change nothing', async () => {
    const propertyId = await w.property('a');
    const { secret } = await connect(propertyId, 'hostfully', HOSTFULLY_PROPERTY_UID);
    const booked = hostfullyEvent({ checkIn: day(3), checkOut: day(6) });

    expect((await deliver('hostfully', propertyId, booked, { unsigned: true })).status).toBe(401);
    expect((await deliver('hostfully', propertyId, booked, { secret: (await connect(await w.property('a'), 'hostfully')).secret })).status).toBe(401);
    expect(await requestsOf(propertyId)).toEqual([]);

    const ts = Math.floor(Date.now() / 1000) - 120;
    expect((await deliver('hostfully', propertyId, booked, { secret, id: 'relay_1', timestamp: ts })).json).toEqual({ outcome: 'applied' });
    expect((await deliver('hostfully', propertyId, booked, { secret, id: 'relay_1', timestamp: ts })).json).toEqual({ outcome: 'duplicate' });
    let rows = await requestsOf(propertyId);
    expect(rows.map((r) => [r.bookingUid, r.requestedDate, r.notes])).toEqual([['hostfully:9c1d5b2e-3a47-4f0e-8d61-5a2b7c9e0f13', day(6), 'Booking check-out (Hostfully)']]);
    const [stay] = await t.deps.db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
    expect(stay).toMatchObject({ source: 'hostfully', checkInTime: '16:00', checkOutTime: '10:30', guests: 3 });

    const updated = hostfullyEvent({ checkIn: day(3), checkOut: day(8) }, 'BOOKING_UPDATED');
    expect((await deliver('hostfully', propertyId, updated, { secret, timestamp: ts + 60 })).json).toEqual({ outcome: 'applied' });
    rows = await requestsOf(propertyId);
    expect(rows.map((r) => r.requestedDate)).toEqual([day(8)]);

    // The relay's older read, delivered after the newer one, changes nothing.
    expect((await deliver('hostfully', propertyId, booked, { secret, timestamp: ts + 30 })).json).toEqual({ outcome: 'stale' });

    const inquiry = hostfullyEvent({ uid: 'inq-1', checkIn: day(3), checkOut: day(9), type: 'INQUIRY', status: 'NEW' }, 'BOOKING_UPDATED');
    expect((await deliver('hostfully', propertyId, inquiry, { secret })).json).toEqual({ outcome: 'ignored' });

    const cancelled = hostfullyEvent({ checkIn: day(3), checkOut: day(8), status: 'CANCELLED' }, 'BOOKING_CANCELLED');
    expect((await deliver('hostfully', propertyId, cancelled, { secret, timestamp: ts + 90 })).json).toEqual({ outcome: 'applied' });
    expect(await requestsOf(propertyId)).toEqual([]);
  });

  it('records Hostfully’s bare callback (no lead) as the last error in plain words', async () => {
    const propertyId = await w.property('a');
    const { secret } = await connect(propertyId, 'hostfully');
    const bare = { agency_uid: 'a8e1c3f0', event_type: 'NEW_BOOKING', property_uid: HOSTFULLY_PROPERTY_UID, lead_uid: 'lead-1' };
    expect((await deliver('hostfully', propertyId, bare, { secret })).status).toBe(422);
    expect((await webhookRow(propertyId)).lastError).toContain('relay');
  });
});

describe('managing a property’s webhook', () => {
  it('lets the owner and staff with properties_edit in; others 403; another owner 404; audits without the secret', async () => {
    const propertyId = await w.property('a');
    const path = `/api/properties/${propertyId}/booking-webhook`;
    expect((await call(t, 'GET', path, { cookie: w.ownerA })).json).toEqual({ webhook: null });
    for (const cookie of [w.staff, w.courier]) {
      expect((await call(t, 'GET', path, { cookie })).status).toBe(403);
      expect((await call(t, 'PUT', path, { cookie, body: { system: 'guesty' } })).status).toBe(403);
      expect((await call(t, 'GET', `${path}/secret`, { cookie })).status).toBe(403);
      expect((await call(t, 'POST', `${path}/secret`, { cookie })).status).toBe(403);
      expect((await call(t, 'DELETE', path, { cookie })).status).toBe(403);
    }
    expect((await call(t, 'PUT', path, { cookie: w.manager, body: { system: 'hostfully', externalListingId: HOSTFULLY_PROPERTY_UID } })).status).toBe(200);
    const { secret } = (await call(t, 'GET', `${path}/secret`, { cookie: w.admin })).json;
    for (const [method, p] of [
      ['GET', path],
      ['PUT', path],
      ['GET', `${path}/secret`],
      ['POST', `${path}/secret`],
      ['DELETE', path],
    ] as const) {
      const res = await call(t, method, p, { cookie: w.ownerB, body: method === 'PUT' ? { system: 'guesty' } : undefined });
      expect(res.status).toBe(404);
    }
    // Owner B's attempts changed nothing.
    expect((await webhookRow(propertyId)).secret).toBe(secret);
    expect((await webhookRow(propertyId)).system).toBe('hostfully');

    // Changing the system keeps the secret; the owner disconnects.
    const changed = await call(t, 'PUT', path, { cookie: w.ownerA, body: { system: 'guesty' } });
    expect(changed.json.webhook).toMatchObject({ system: 'guesty', externalListingId: null });
    expect((await webhookRow(propertyId)).secret).toBe(secret);
    expect((await call(t, 'POST', `${path}/secret`, { cookie: w.ownerA })).status).toBe(200);
    expect((await call(t, 'DELETE', path, { cookie: w.ownerA })).status).toBe(204);
    expect((await call(t, 'GET', `${path}/secret`, { cookie: w.ownerA })).status).toBe(404);

    const audits = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, propertyId)));
    expect(audits.map((a) => a.action)).toEqual(['booking_webhook.connect', 'booking_webhook.connect', 'booking_webhook.regenerate', 'booking_webhook.disconnect']);
    expect(JSON.stringify(audits)).not.toContain('whsec_');
  });

  it('refuses connecting an archived property', async () => {
    const propertyId = await w.property('a', { archived: true });
    const res = await call(t, 'PUT', `/api/properties/${propertyId}/booking-webhook`, { cookie: w.ownerA, body: { system: 'guesty' } });
    expect(res.status).toBe(409);
  });
});

describe('the deliveries clean-up', () => {
  it('forgets deliveries older than 30 days and keeps newer ones', async () => {
    const propertyId = await w.property('a');
    await connect(propertyId, 'guesty');
    const old = new Date(Date.now() - 31 * 86_400_000);
    await t.deps.db.insert(bookingWebhookDeliveries).values([
      { propertyId, deliveryKey: 'id:old', receivedAt: old },
      { propertyId, deliveryKey: 'id:new', receivedAt: new Date() },
    ]);
    expect(await purgeOldDeliveries(t.deps)).toBeGreaterThanOrEqual(1);
    const left = await t.deps.db.select().from(bookingWebhookDeliveries).where(eq(bookingWebhookDeliveries.propertyId, propertyId));
    expect(left.map((d) => d.deliveryKey)).toEqual(['id:new']);
  });
});
