/** /api/linen-cards: the board read, version, create (one card per property) and the three moves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, changeovers, linenCardEvents } from '@server/db/schema';
import { LINEN_MESSAGES as M } from '@shared/domain/linen';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, cardRow, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
});
afterAll(async () => t?.close());

describe('GET /api/linen-cards (board)', () => {
  it('gives staff every card with the server-computed timings; owners only their own', async () => {
    const now = t.deps.now();
    const overdue = await w.card('on_beds', { onBedsSince: new Date(now.getTime() - 14.5 * 86_400_000) });
    const transit = await w.card('in_transit', { transitSince: new Date(now.getTime() - 5.5 * 86_400_000) });
    const bCard = await w.card('new', { owner: 'b' });
    const staff = await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
    expect(staff.status).toBe(200);
    const ids = staff.json.cards.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([overdue, transit, bCard]));
    const o = staff.json.cards.find((c: { id: string }) => c.id === overdue);
    expect(o).toMatchObject({ status: 'on_beds', daysOnBeds: 14, overBeds: false, clientName: 'Anna Lets', propertyAddress: expect.any(String) });
    const tr = staff.json.cards.find((c: { id: string }) => c.id === transit);
    expect(tr).toMatchObject({ daysInTransit: 5, overTransit: true, daysOnBeds: null });
    expect(typeof staff.json.version).toBe('string');

    const a = await call(t, 'GET', '/api/linen-cards', { cookie: w.ownerA });
    expect(a.status).toBe(200);
    expect(a.json.cards.map((c: { id: string }) => c.id)).not.toContain(bCard);
    const b = await call(t, 'GET', '/api/linen-cards', { cookie: w.ownerB });
    expect(b.json.cards.map((c: { id: string }) => c.id)).toEqual([bCard]);
  });

  it('orders the courier lists: changeover_due oldest on beds first, in_transit oldest in transit first', async () => {
    const now = t.deps.now().getTime();
    const younger = await w.card('changeover_due', { onBedsSince: new Date(now - 2 * 86_400_000) });
    const older = await w.card('changeover_due', { onBedsSince: new Date(now - 9 * 86_400_000) });
    const due = await call(t, 'GET', '/api/linen-cards?status=changeover_due', { cookie: w.courier });
    expect(due.status).toBe(200);
    const dueIds = due.json.cards.map((c: { id: string }) => c.id);
    expect(dueIds.indexOf(older)).toBeLessThan(dueIds.indexOf(younger));
    expect(due.json.cards.every((c: { status: string }) => c.status === 'changeover_due')).toBe(true);
    const t1 = await w.card('in_transit', { transitSince: new Date(now - 1 * 86_400_000) });
    const t2 = await w.card('in_transit', { transitSince: new Date(now - 3 * 86_400_000) });
    const transit = await call(t, 'GET', '/api/linen-cards?status=in_transit', { cookie: w.courier });
    const tIds = transit.json.cards.map((c: { id: string }) => c.id);
    expect(tIds.indexOf(t2)).toBeLessThan(tIds.indexOf(t1));
  });

  it('keeps the ?clientId= filter and refuses unknown filters', async () => {
    const bCard = await w.card('new', { owner: 'b' });
    const res = await call(t, 'GET', `/api/linen-cards?clientId=${w.clientB}`, { cookie: w.staff });
    expect(res.json.cards.map((c: { id: string }) => c.id)).toContain(bCard);
    expect(res.json.cards.every((c: { clientId: string }) => c.clientId === w.clientB)).toBe(true);
    expect((await call(t, 'GET', '/api/linen-cards?status=lost', { cookie: w.staff })).status).toBe(422);
    expect((await call(t, 'GET', '/api/linen-cards?clientId=nope', { cookie: w.staff })).status).toBe(422);
  });

  it('is refused without kanban_view and signed out', async () => {
    expect((await call(t, 'GET', '/api/linen-cards', { cookie: w.noView })).status).toBe(403);
    expect((await call(t, 'GET', '/api/linen-cards')).status).toBe(401);
    expect((await call(t, 'GET', '/api/linen-cards/version', { cookie: w.noView })).status).toBe(403);
  });

  it("version changes when a card in scope changes, not when another owner's does", async () => {
    const v1 = (await call(t, 'GET', '/api/linen-cards/version', { cookie: w.ownerA })).json.version;
    expect((await call(t, 'GET', '/api/linen-cards/version', { cookie: w.ownerA })).json.version).toBe(v1);
    await w.card('new', { owner: 'b' });
    expect((await call(t, 'GET', '/api/linen-cards/version', { cookie: w.ownerA })).json.version).toBe(v1);
    const id = await w.card('on_beds');
    const v2 = (await call(t, 'GET', '/api/linen-cards/version', { cookie: w.ownerA })).json.version;
    expect(v2).not.toBe(v1);
    await call(t, 'POST', `/api/linen-cards/${id}/move-to-changeover`, { cookie: w.staff, body: { teamId: w.teamId } });
    expect((await call(t, 'GET', '/api/linen-cards/version', { cookie: w.ownerA })).json.version).not.toBe(v2);
    const board = await call(t, 'GET', '/api/linen-cards', { cookie: w.ownerA });
    expect(board.json.version).toBe((await call(t, 'GET', '/api/linen-cards/version', { cookie: w.ownerA })).json.version);
  });
});

describe('POST /api/linen-cards (create)', () => {
  it('creates a card for a manager, parsing tags and setting on_beds_since; writes history and audit', async () => {
    const propertyId = await w.property();
    const res = await call(t, 'POST', '/api/linen-cards', {
      cookie: w.manager,
      body: { propertyId, status: 'on_beds', billingTags: ' weekly, ,premium ', notes: '  Key in safe ' },
    });
    expect(res.status).toBe(201);
    expect(res.json.card).toMatchObject({
      propertyId,
      status: 'on_beds',
      billingTags: ['weekly', 'premium'],
      notes: 'Key in safe',
      daysOnBeds: 0,
      clientId: w.clientA,
    });
    expect(res.json.card.onBedsSince).not.toBeNull();
    const events = await t.deps.db.select().from(linenCardEvents).where(eq(linenCardEvents.linenCardId, res.json.card.id));
    expect(events.map((e) => e.kind)).toEqual(['created']);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, res.json.card.id));
    expect(audit.map((a) => a.action)).toContain('linen_card.create');
    // A new card has no on_beds_since.
    const fresh = await call(t, 'POST', '/api/linen-cards', { cookie: w.admin, body: { propertyId: await w.property() } });
    expect(fresh.status).toBe(201);
    expect(fresh.json.card).toMatchObject({ status: 'new', onBedsSince: null, billingTags: [] });
  });

  it('gives the spec messages for a missing property and a property without a client', async () => {
    const none = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { status: 'new' } });
    expect(none.status).toBe(422);
    expect(none.json.error.message).toBe(M.selectProperty);
    expect(none.json.error.issues[0].path).toBe('propertyId');
    const clientless = await call(t, 'POST', '/api/linen-cards', {
      cookie: w.manager,
      body: { propertyId: await w.property('a', { clientless: true }) },
    });
    expect(clientless.status).toBe(422);
    expect(clientless.json.error).toMatchObject({ message: M.propertyNeedsClient, issues: [{ path: 'propertyId', message: M.propertyNeedsClient }] });
    const unknown = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.message).toBe(M.selectProperty);
    const archived = await call(t, 'POST', '/api/linen-cards', {
      cookie: w.manager,
      body: { propertyId: await w.property('a', { archived: true }) },
    });
    expect(archived.status).toBe(422);
    const badStatus = await call(t, 'POST', '/api/linen-cards', {
      cookie: w.manager,
      body: { propertyId: await w.property(), status: 'in_transit' },
    });
    expect(badStatus.status).toBe(422);
  });

  it('allows one non-archived card per property: the second is a 409, also when racing', async () => {
    const propertyId = await w.property();
    expect((await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId } })).status).toBe(201);
    const second = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId } });
    expect(second.status).toBe(409);
    expect(second.json.error.message).toBe(M.oneCardPerProperty);
    const raced = await w.property();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId: raced } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
  });

  it('is refused without kanban_create (staff, courier, owners)', async () => {
    const propertyId = await w.property();
    for (const cookie of [w.staff, w.courier, w.ownerA]) {
      expect((await call(t, 'POST', '/api/linen-cards', { cookie, body: { propertyId } })).status).toBe(403);
    }
  });
});

describe('the three moves', () => {
  it('move to changeover stores the team and appends the spec note', async () => {
    const id = await w.card('on_beds', { notes: 'Gate code 1234' });
    const res = await call(t, 'POST', `/api/linen-cards/${id}/move-to-changeover`, { cookie: w.staff, body: { teamId: w.teamId } });
    expect(res.status).toBe(200);
    expect(res.json.card).toMatchObject({
      status: 'changeover_due',
      cleaningTeamId: w.teamId,
      cleaningTeamName: 'Sparkle Team',
      notes: `Gate code 1234 | Assigned to Sparkle Team (Team ID: ${w.teamId})`,
    });
  });

  it('move to changeover needs an active team', async () => {
    const id = await w.card('on_beds');
    const none = await call(t, 'POST', `/api/linen-cards/${id}/move-to-changeover`, { cookie: w.staff, body: {} });
    expect(none.status).toBe(422);
    expect(none.json.error.message).toBe(M.selectTeam);
    const inactive = await call(t, 'POST', `/api/linen-cards/${id}/move-to-changeover`, { cookie: w.staff, body: { teamId: w.inactiveTeamId } });
    expect(inactive.status).toBe(422);
    expect(inactive.json.error.message).toBe(M.teamNotActive);
    expect((await cardRow(t, id)).status).toBe('on_beds');
  });

  it('collect sets in_transit and creates the collection record in the same transaction', async () => {
    const onBedsSince = new Date(t.deps.now().getTime() - 6 * 86_400_000);
    const id = await w.card('changeover_due', { onBedsSince, notes: 'Back door' });
    const res = await call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.courier });
    expect(res.status).toBe(200);
    expect(res.json.card).toMatchObject({ status: 'in_transit', daysInTransit: 0 });
    expect(res.json.card.transitSince).not.toBeNull();
    const [co] = await t.deps.db.select().from(changeovers).where(eq(changeovers.linenCardId, id));
    expect(co.id).toBe(res.json.changeoverId);
    expect(co).toMatchObject({
      invoiceStatus: 'unpaid',
      amountPence: w.servicesTotal,
      billingTags: ['weekly'],
      notes: 'Back door',
      returnedAt: null,
    });
    expect(co.startedAt?.toISOString()).toBe(onBedsSince.toISOString());
    expect(co.collectedAt?.toISOString()).toBe(res.json.card.transitSince);
    expect(co.scheduledDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('return sets on_beds, on_beds_since and last_changeover_date, clears transit_since and returns the changeover', async () => {
    const id = await w.card('changeover_due');
    await call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.courier });
    const res = await call(t, 'POST', `/api/linen-cards/${id}/return`, { cookie: w.courier });
    expect(res.status).toBe(200);
    expect(res.json.card).toMatchObject({ status: 'on_beds', transitSince: null, daysOnBeds: 0 });
    expect(res.json.card.onBedsSince).toBe(res.json.card.lastChangeoverDate);
    const [co] = await t.deps.db.select().from(changeovers).where(eq(changeovers.linenCardId, id));
    expect(co.returnedAt).not.toBeNull();
    const events = await t.deps.db.select().from(linenCardEvents).where(eq(linenCardEvents.linenCardId, id));
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus}`).sort()).toEqual(['changeover_due>in_transit', 'in_transit>on_beds']);
    expect(events.every((e) => e.actorUserId !== null)).toBe(true);
  });

  it('a move from the wrong status is a 409 and changes nothing', async () => {
    const id = await w.card('new');
    for (const move of ['move-to-changeover', 'collect', 'return']) {
      const res = await call(t, 'POST', `/api/linen-cards/${id}/${move}`, { cookie: w.staff, body: { teamId: w.teamId } });
      expect(res.status, move).toBe(409);
      expect(res.json.error.message).toBe(M.alreadyMoved);
    }
    expect((await cardRow(t, id)).status).toBe('new');
  });

  it('20 parallel collects of one card: exactly one 200 and one collection record', async () => {
    const id = await w.card('changeover_due');
    const results = await Promise.all(Array.from({ length: 20 }, () => call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.courier })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await t.deps.db.select().from(changeovers).where(eq(changeovers.linenCardId, id))).toHaveLength(1);
  });

  it("moves need kanban_move (403); another owner's card is a 404; archived cards do not move", async () => {
    const id = await w.card('changeover_due');
    expect((await call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.noMove })).status).toBe(403);
    expect((await call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.ownerA })).status).toBe(403);
    expect((await call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.ownerB })).status).toBe(404);
    expect((await call(t, 'POST', `/api/linen-cards/not-a-uuid/collect`, { cookie: w.staff })).status).toBe(404);
    expect((await cardRow(t, id)).status).toBe('changeover_due');
  });
});
