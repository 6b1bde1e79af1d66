/** /api/cleaning-teams: who may list and who may manage, validation messages, search, delete versus deactivate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, changeovers, cleaningTeams, clients, linenCards, properties } from '@server/db/schema';
import { TEAM_MESSAGES as M } from '@shared/domain/cleaning-teams';
import { call, createTestApp, makeRole, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let courier: string;
let cleaner: string;
let ownerA: string;
let ownerB: string;
let noMove: string;
let clientA: string;
let propertyA: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeRole(t, 'staff_no_move', { kanban_move: false });
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  cleaner = (await userWithRole(t, 'cleo@provider.example', 'cleaner')).cookie;
  noMove = (await userWithRole(t, 'nomove@provider.example', 'staff_no_move')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  ownerA = a.cookie;
  ownerB = (await userWithRole(t, 'ben@owner.example', 'client')).cookie;
  [{ id: clientA }] = await t.deps.db
    .insert(clients)
    .values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id })
    .returning();
  [{ id: propertyA }] = await t.deps.db.insert(properties).values({ name: 'Anna Cottage', address: '1 Quay St', clientId: clientA }).returning();
});
afterAll(() => t.close());

const full = {
  name: '  Sparkle Crew  ',
  contactPerson: ' Sam Sparkle ',
  phone: '07700 900123',
  email: 'sam@sparkle.example',
  address: '3 Dock Road, Stockton',
  specialties: ['Deep Cleaning', 'Changeover Cleaning', 'Deep Cleaning'],
  rating: 4,
  notes: '  Weekends too  ',
};

async function create(body: Record<string, unknown>, cookie = manager) {
  const res = await call(t, 'POST', '/api/cleaning-teams', { cookie, body });
  expect(res.status).toBe(201);
  return res.json.team as { id: string; name: string; isActive: boolean };
}

describe('who may list teams', () => {
  it('lets couriers, cleaners, staff, managers and super admins list; owners and staff without kanban_move get 403', async () => {
    for (const cookie of [courier, cleaner, staff, manager, admin])
      expect((await call(t, 'GET', '/api/cleaning-teams', { cookie })).status).toBe(200);
    for (const cookie of [ownerA, ownerB, noMove]) expect((await call(t, 'GET', '/api/cleaning-teams', { cookie })).status).toBe(403);
    expect((await call(t, 'GET', '/api/cleaning-teams')).status).toBe(401);
  });
});

describe('creating, editing, deleting: managers and super admins only', () => {
  it('refuses everyone else with 403 and saves nothing', async () => {
    for (const cookie of [ownerA, ownerB, courier, cleaner, staff]) {
      expect((await call(t, 'POST', '/api/cleaning-teams', { cookie, body: { name: 'Nope Team' } })).status).toBe(403);
    }
    const team = await create({ name: 'Guarded Team' });
    for (const cookie of [ownerA, ownerB, courier, staff]) {
      expect((await call(t, 'PATCH', `/api/cleaning-teams/${team.id}`, { cookie, body: { rating: 1 } })).status).toBe(403);
      expect((await call(t, 'DELETE', `/api/cleaning-teams/${team.id}`, { cookie })).status).toBe(403);
    }
    expect(await t.deps.db.select().from(cleaningTeams).where(eq(cleaningTeams.name, 'Nope Team'))).toHaveLength(0);
    const [row] = await t.deps.db.select().from(cleaningTeams).where(eq(cleaningTeams.id, team.id));
    expect(row.rating).toBe(0);
  });

  it('creates a team with trimmed texts and unique specialties, and audits it', async () => {
    const res = await call(t, 'POST', '/api/cleaning-teams', { cookie: admin, body: full });
    expect(res.status).toBe(201);
    expect(res.json.team).toMatchObject({
      name: 'Sparkle Crew',
      contactPerson: 'Sam Sparkle',
      phone: '07700 900123',
      email: 'sam@sparkle.example',
      specialties: ['Deep Cleaning', 'Changeover Cleaning'],
      rating: 4,
      isActive: true,
      notes: 'Weekends too',
      assignedCards: 0,
    });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'cleaning_team'), eq(auditLog.entityId, res.json.team.id)));
    expect(audit.map((a) => a.action)).toEqual(['cleaning_team.create']);
  });

  it('edits a team, clears optional texts, and deactivates and activates it', async () => {
    const team = await create({ ...full, name: 'Edit Me' });
    let res = await call(t, 'PATCH', `/api/cleaning-teams/${team.id}`, {
      cookie: manager,
      body: { name: 'Edited', email: '', notes: null, rating: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.json.team).toMatchObject({ name: 'Edited', email: null, notes: null, rating: 5, contactPerson: 'Sam Sparkle' });
    res = await call(t, 'PATCH', `/api/cleaning-teams/${team.id}`, { cookie: manager, body: { isActive: false } });
    expect(res.json.team.isActive).toBe(false);
    const active = await call(t, 'GET', '/api/cleaning-teams?active=true', { cookie: courier });
    expect(active.json.teams.map((x: { id: string }) => x.id)).not.toContain(team.id);
    const inactive = await call(t, 'GET', '/api/cleaning-teams?active=false', { cookie: courier });
    expect(inactive.json.teams.map((x: { id: string }) => x.id)).toContain(team.id);
    res = await call(t, 'PATCH', `/api/cleaning-teams/${team.id}`, { cookie: admin, body: { isActive: true } });
    expect(res.json.team.isActive).toBe(true);
  });

  it('answers 404 for a team that does not exist or a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(t, 'PATCH', `/api/cleaning-teams/${missing}`, { cookie: manager, body: { rating: 2 } })).json.error.message).toBe(M.notFound);
    expect((await call(t, 'DELETE', `/api/cleaning-teams/${missing}`, { cookie: manager })).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/cleaning-teams/not-an-id', { cookie: manager })).status).toBe(404);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', {}, 'name', M.nameRequired],
    ['blank name', { name: '   ' }, 'name', M.nameRequired],
    ['rating above 5', { name: 'X', rating: 6 }, 'rating', M.ratingRange],
    ['negative rating', { name: 'X', rating: -1 }, 'rating', M.ratingRange],
    ['fractional rating', { name: 'X', rating: 3.5 }, 'rating', M.ratingRange],
    ['rating as text', { name: 'X', rating: '4' }, 'rating', M.ratingRange],
    ['unknown specialty', { name: 'X', specialties: ['Window Cleaning'] }, 'specialties.0', M.unknownSpecialty],
    ['specialties not a list', { name: 'X', specialties: 'Deep Cleaning' }, 'specialties', M.unknownSpecialty],
    ['bad e-mail', { name: 'X', email: 'not-an-email' }, 'email', M.invalidEmail],
    ['bad phone', { name: 'X', phone: 'call me' }, 'phone', M.invalidPhone],
    ['NUL in notes', { name: 'X', notes: 'a\u0000b' }, 'notes', 'Text contains characters that are not allowed'],
  ];
  it.each(cases)('%s: 422 with the field message, nothing saved', async (_label, body, path, message) => {
    const before = (await t.deps.db.select().from(cleaningTeams)).length;
    const res = await call(t, 'POST', '/api/cleaning-teams', { cookie: manager, body });
    expect(res.status).toBe(422);
    if (path !== 'notes') {
      expect(res.json.error.message).toBe(message);
      expect(res.json.error.issues).toContainEqual({ path, message });
    }
    expect((await t.deps.db.select().from(cleaningTeams)).length).toBe(before);
  });

  it('refuses an empty edit', async () => {
    const team = await create({ name: 'Nothing Changes' });
    const res = await call(t, 'PATCH', `/api/cleaning-teams/${team.id}`, { cookie: manager, body: {} });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(M.nothingToUpdate);
  });
});

describe('search', () => {
  it('matches name, contact, specialties and address, case-insensitively; % matches itself', async () => {
    await create({ name: 'Search Alpha', contactPerson: 'Quentin Quill', specialties: ['Luxury Properties'], address: '9 Zebra Lane' });
    const names = async (q: string) =>
      (await call(t, 'GET', `/api/cleaning-teams?search=${encodeURIComponent(q)}`, { cookie: staff })).json.teams.map(
        (x: { name: string }) => x.name,
      );
    expect(await names('search alpha')).toEqual(['Search Alpha']);
    expect(await names('quill')).toEqual(['Search Alpha']);
    expect(await names('luxury prop')).toEqual(['Search Alpha']);
    expect(await names('zebra')).toEqual(['Search Alpha']);
    expect(await names('%')).toEqual([]);
    expect(await names('no such team anywhere')).toEqual([]);
  });
  it('refuses a bad active filter', async () => {
    expect((await call(t, 'GET', '/api/cleaning-teams?active=maybe', { cookie: staff })).status).toBe(422);
  });
});

describe('delete versus deactivate', () => {
  it('deletes an unused team', async () => {
    const team = await create({ name: 'Unused Team' });
    const res = await call(t, 'DELETE', `/api/cleaning-teams/${team.id}`, { cookie: manager });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ outcome: 'deleted', message: M.deleted });
    expect(await t.deps.db.select().from(cleaningTeams).where(eq(cleaningTeams.id, team.id))).toHaveLength(0);
  });

  it('deactivates a team a linen card names, says so, and counts the card', async () => {
    const team = await create({ name: 'Card Team' });
    await t.deps.db.insert(linenCards).values({ propertyId: propertyA, clientId: clientA, status: 'changeover_due', cleaningTeamId: team.id });
    const list = await call(t, 'GET', '/api/cleaning-teams?search=Card%20Team', { cookie: admin });
    expect(list.json.teams[0].assignedCards).toBe(1);
    const res = await call(t, 'DELETE', `/api/cleaning-teams/${team.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ outcome: 'deactivated', message: M.deactivatedInstead('Card Team') });
    const [row] = await t.deps.db.select().from(cleaningTeams).where(eq(cleaningTeams.id, team.id));
    expect(row.isActive).toBe(false);
  });

  it('deactivates a team only a changeover names (its card archived)', async () => {
    const team = await create({ name: 'History Team' });
    const [card] = await t.deps.db
      .insert(linenCards)
      .values({ propertyId: propertyA, clientId: clientA, status: 'on_beds', archived: true })
      .returning();
    await t.deps.db
      .insert(changeovers)
      .values({ linenCardId: card.id, propertyId: propertyA, clientId: clientA, cleaningTeamId: team.id, collectedAt: new Date() });
    const res = await call(t, 'DELETE', `/api/cleaning-teams/${team.id}`, { cookie: manager });
    expect(res.json.outcome).toBe('deactivated');
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, team.id));
    expect(audit.map((a) => a.action)).toContain('cleaning_team.deactivate');
  });
});
