/** GET /api/dashboard: owners see their own, super admins everything, other staff 403. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients } from '@server/db/schema';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';
import { londonDay, pendingRequest } from './request-fixture';

let t: TestApp;
let w: LinenWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
});
afterAll(async () => t?.close());

describe('GET /api/dashboard', () => {
  it('gives an owner their welcome name, totals, changeover cards, pending requests and requestable properties', async () => {
    const first = await call(t, 'GET', '/api/dashboard', { cookie: w.ownerA });
    expect(first.status).toBe(200);
    expect(first.json.welcomeName).toBe('Anna Lets');
    const base = first.json.totals;

    const p1 = await w.property('a');
    await w.property('a', { archived: true });
    const due = await w.card('changeover_due', { onBedsSince: new Date(t.deps.now().getTime() - 9 * 86_400_000) });
    await w.card('changeover_due', { owner: 'b' });
    const pending = await pendingRequest(t, p1, londonDay(t, 5));
    const bProperty = await w.property('b');
    const bPending = await pendingRequest(t, bProperty, londonDay(t, 5));
    await t.deps.db.update(clients).set({ contactName: 'Anna Smith' }).where(eq(clients.id, w.clientA));

    const res = await call(t, 'GET', '/api/dashboard', { cookie: w.ownerA });
    expect(res.json.welcomeName).toBe('Anna Smith');
    // Two new non-archived properties (p1 and the card's), each with the two chosen services.
    expect(res.json.totals).toEqual({
      properties: base.properties + 2,
      changeoversDue: base.changeoversDue + 1,
      activeServices: base.activeServices + 2 * w.serviceIds.length,
    });
    const card = res.json.propertiesRequiringChangeover.find((p: { cardId: string }) => p.cardId === due);
    expect(card).toMatchObject({ daysOnBeds: 9, overBeds: false, serviceRequestedFor: null, name: expect.any(String) });
    expect(res.json.propertiesRequiringChangeover).toHaveLength(base.changeoversDue + 1);
    const pendingIds = res.json.pendingRequests.map((r: { id: string }) => r.id);
    expect(pendingIds).toContain(pending);
    expect(pendingIds).not.toContain(bPending);
    const names = res.json.requestableProperties.map((p: { name: string }) => p.name);
    expect(res.json.requestableProperties.map((p: { id: string }) => p.id)).toContain(p1);
    expect(res.json.requestableProperties.map((p: { id: string }) => p.id)).not.toContain(bProperty);
    expect(names).toEqual([...names].sort());
  });

  it("falls back to 'Property Owner' without a client, and shows a second owner only their own", async () => {
    const b = await call(t, 'GET', '/api/dashboard', { cookie: w.ownerB });
    expect(b.status).toBe(200);
    expect(b.json.welcomeName).toBe('Ben Holidays');
    expect(b.json.pendingRequests.every((r: { clientId: string }) => r.clientId === w.clientB)).toBe(true);
    expect(b.json.requestableProperties.length).toBe(b.json.totals.properties);
    const admin = await call(t, 'GET', '/api/dashboard', { cookie: w.admin });
    expect(admin.status).toBe(200);
    expect(admin.json.welcomeName).toBe('Property Owner');
    expect(admin.json.totals.properties).toBeGreaterThan(b.json.totals.properties);
  });

  it('refuses provider staff without the owner flag and the signed out', async () => {
    for (const cookie of [w.manager, w.staff, w.courier]) expect((await call(t, 'GET', '/api/dashboard', { cookie })).status).toBe(403);
    expect((await call(t, 'GET', '/api/dashboard')).status).toBe(401);
  });
});
