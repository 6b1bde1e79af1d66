/** Property details, services, client assignment and onboarding ticks (docs/product.md §1.2.6, §1.4, §1.5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, clients, linenCards, products, properties, users } from '@server/db/schema';
import { DAMAGE_DEPOSIT_PRICE_ID } from '@shared/catalogue';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding';
import { emptyLinenInventory, PROPERTY_MESSAGES } from '@shared/domain/properties';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;

let admin: string;
let manager: string;
let staff: string;
let courier: string;
let ownerA: string;
let ownerB: string;
let clientA: string;
let clientB: string;
let serviceIds: string[];
const PAPER = 'Signed a paper contract';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  ownerA = a.cookie;
  ownerB = (await userWithRole(t, 'ben@owner.example', 'client')).cookie;
  [{ id: clientA }] = await t.deps.db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  [{ id: clientB }] = await t.deps.db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: 'ben@owner.example' }).returning();
  serviceIds = (await t.deps.db.select().from(products)).filter((p) => p.priceId !== DAMAGE_DEPOSIT_PRICE_ID).map((p) => p.id);
});
afterAll(() => t.close());

/** A property added through the API by the super admin (task 1 done). */
async function newProperty(clientId: string, name: string): Promise<string> {
  const res = await call(t, 'POST', '/api/properties', { cookie: admin, body: { name, clientId } });
  expect(res.status).toBe(201);
  return res.json.property.id;
}

async function row(id: string) {
  const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, id));
  return p;
}

/** Staff record the deposit as received another way (task 3). */
async function recordDeposit(id: string, reason = 'Paid by bank transfer') {
  const res = await call(t, 'POST', `/api/properties/${id}/deposit/record`, { cookie: manager, body: { reason } });
  expect(res.status).toBe(200);
  return res;
}

const done = (p: { onboardingTasks: { id: number; completed: boolean }[] }) => p.onboardingTasks.filter((x) => x.completed).map((x) => x.id);

function details(overrides: Record<string, unknown> = {}) {
  const inventory = emptyLinenInventory();
  inventory.covers.double = 2;
  inventory.sheets.king = 1;
  inventory.pillowcases.double = 4;
  inventory.towels.bath_towels = 4;
  inventory.consumables.tea_towels = true;
  return { name: 'Sea View', address: '4 Marine Parade, Redcar TS10 3AA', beds: 2, notes: 'Parking at rear', linenInventory: inventory, ...overrides };
}

describe('property details (PUT /api/properties/:id/details)', () => {
  it('validates with the messages and saves nothing', async () => {
    const id = await newProperty(clientA, 'Details Validation');
    const res = await call(t, 'PUT', `/api/properties/${id}/details`, { cookie: admin, body: details({ name: '', address: ' ' }) });
    expect(res.status).toBe(422);
    expect(res.json.error.issues.map((i: { message: string }) => i.message)).toEqual(['Property name is required', 'Address is required']);
    const inv = emptyLinenInventory();
    inv.covers.king = -2;
    const negative = await call(t, 'PUT', `/api/properties/${id}/details`, { cookie: admin, body: details({ linenInventory: inv }) });
    expect(negative.json.error).toMatchObject({ message: 'Counts cannot be negative', issues: [{ path: 'linenInventory.covers.king' }] });
    const beds = await call(t, 'PUT', `/api/properties/${id}/details`, { cookie: admin, body: details({ beds: 1.5 }) });
    expect(beds.json.error.message).toBe('Number of beds must be a whole number');
    const p = await row(id);
    expect(p).toMatchObject({ name: 'Details Validation', linenInventory: null });
    expect(done(p)).toEqual([1]);
  });

  it('saved by staff with properties_edit, completes task 2 (and task 5, with a service)', async () => {
    const id = await newProperty(clientA, 'Details Staff');
    const res = await call(t, 'PUT', `/api/properties/${id}/details`, { cookie: manager, body: details({ services: [serviceIds[2]] }) });
    expect(res.status).toBe(200);
    expect(res.json.property).toMatchObject({
      name: 'Sea View',
      address: '4 Marine Parade, Redcar TS10 3AA',
      defaultBedConfig: 2,
      notes: 'Parking at rear',
      serviceIds: [serviceIds[2]],
      onboardingProgress: 60,
    });
    expect(res.json.property.linenInventory.covers.double).toBe(2);
    expect(res.json.property.linenInventory.consumables.tea_towels).toBe(true);
    expect(done(res.json.property)).toEqual([1, 2, 5]);
  });

  it("lets an owner save their own property's details without completing task 2", async () => {
    const id = await newProperty(clientA, 'Details Owner');
    const res = await call(t, 'PUT', `/api/properties/${id}/details`, { cookie: ownerA, body: details({ name: 'Anna House' }) });
    expect(res.status).toBe(200);
    expect(res.json.property.name).toBe('Anna House');
    expect(done(res.json.property)).toEqual([1]);
  });

  it("is a 404 for another owner's property and a 403 for staff and couriers", async () => {
    const id = await newProperty(clientA, 'Details Guarded');
    expect((await call(t, 'PUT', `/api/properties/${id}/details`, { cookie: ownerB, body: details() })).status).toBe(404);
    for (const cookie of [staff, courier]) expect((await call(t, 'PUT', `/api/properties/${id}/details`, { cookie, body: details() })).status).toBe(403);
    expect((await row(id)).name).toBe('Details Guarded');
  });
});

describe('services (PUT /api/properties/:id/services)', () => {
  it('needs at least one known service, saving nothing otherwise', async () => {
    const id = await newProperty(clientA, 'Services Validation');
    const none = await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: ownerA, body: { services: [] } });
    expect(none.status).toBe(422);
    expect(none.json.error.message).toBe('Please select at least one service to continue');
    const missing = await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: ownerA, body: {} });
    expect(missing.json.error.message).toBe('Please select at least one service to continue');
    const unknown = await call(t, 'PUT', `/api/properties/${id}/services`, {
      cookie: ownerA,
      body: { services: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.json.error.message).toBe('One of the selected services is not available');
    const p = await row(id);
    expect(p.stripeProducts).toEqual([]);
    expect(done(p)).toEqual([1]);
  });

  it('saves the services and completes task 5, for the owner too', async () => {
    const id = await newProperty(clientA, 'Services Owner');
    const res = await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: ownerA, body: { services: [serviceIds[3], serviceIds[4]] } });
    expect(res.status).toBe(200);
    expect(res.json.property.serviceIds).toEqual([serviceIds[3], serviceIds[4]]);
    expect(res.json.property.services).toHaveLength(2);
    expect(done(res.json.property)).toEqual([1, 5]);
  });

  it('are saved services on the add and edit forms too: one or more completes task 5, none undoes it', async () => {
    const added = await call(t, 'POST', '/api/properties', { cookie: ownerA, body: { name: 'Added With Services', clientId: clientA, services: [serviceIds[1]] } });
    expect(added.status).toBe(201);
    expect(done(added.json.property)).toEqual([1, 5]);
    expect(added.json.property.onboardingProgress).toBe(40);
    expect((await row(added.json.property.id)).onboardingProgress).toBe(40);
    const [client] = await t.deps.db.select().from(clients).where(eq(clients.id, clientA));
    expect(client.onboardingProgress).toBeGreaterThan(20);

    const bare = await call(t, 'POST', '/api/properties', { cookie: ownerA, body: { name: 'Added Bare', clientId: clientA, services: [] } });
    expect(done(bare.json.property)).toEqual([1]);
    const unchanged = await call(t, 'PATCH', `/api/properties/${bare.json.property.id}`, { cookie: ownerA, body: { name: 'Still Bare', services: [] } });
    expect(done(unchanged.json.property)).toEqual([1]);
    const edited = await call(t, 'PATCH', `/api/properties/${bare.json.property.id}`, { cookie: ownerA, body: { services: [serviceIds[2]] } });
    expect(edited.status).toBe(200);
    expect(done(edited.json.property)).toEqual([1, 5]);
    const cleared = await call(t, 'PATCH', `/api/properties/${bare.json.property.id}`, { cookie: ownerA, body: { services: [] } });
    expect(done(cleared.json.property)).toEqual([1]);
    expect(cleared.json.property.onboardingProgress).toBe(20);
  });

  it('task 5 follows the saved services: not unticked by hand while they are saved, and re-saving keeps it done', async () => {
    const added = await call(t, 'POST', '/api/properties', { cookie: manager, body: { name: 'Follow Five', clientId: clientB, services: [serviceIds[1], serviceIds[2]] } });
    const id = added.json.property.id;
    expect(done(added.json.property)).toEqual([1, 5]);
    const unticked = await call(t, 'POST', `/api/properties/${id}/onboarding/5`, { cookie: manager, body: { completed: false } });
    expect(unticked.status).toBe(409);
    expect(unticked.json.error.message).toBe(ONBOARDING_MESSAGES.servicesAreSaved);
    const renamed = await call(t, 'PATCH', `/api/properties/${id}`, { cookie: manager, body: { name: 'Follow Five Renamed', services: [serviceIds[2], serviceIds[1]] } });
    expect(done(renamed.json.property)).toEqual([1, 5]);
    const detailed = await call(t, 'PUT', `/api/properties/${id}/details`, { cookie: manager, body: details({ services: [] }) });
    expect(done(detailed.json.property)).toEqual([1, 2]);
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, id))).toHaveLength(0);
  });

  it('completing task 5 from the edit form still creates the linen card at 100%', async () => {
    const id = await newProperty(clientB, 'Last Step Services');
    await call(t, 'POST', `/api/properties/${id}/onboarding/2`, { cookie: manager, body: { completed: true } });
    await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie: manager, body: { completed: true, reason: PAPER } });
    await recordDeposit(id);
    const res = await call(t, 'PATCH', `/api/properties/${id}`, { cookie: manager, body: { services: [serviceIds[1]] } });
    expect(res.json.property.onboardingProgress).toBe(100);
    const cards = await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ status: 'new', billingTags: ['onboarding-complete'] });
  });

  it("is a 404 for another owner's property and a 403 for staff", async () => {
    const id = await newProperty(clientA, 'Services Guarded');
    expect((await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: ownerB, body: { services: [serviceIds[1]] } })).status).toBe(404);
    expect((await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: staff, body: { services: [serviceIds[1]] } })).status).toBe(403);
    expect((await row(id)).stripeProducts).toEqual([]);
  });
});

describe('assign client (POST /api/properties/:id/assign-client)', () => {
  it("asks for a client, refuses another owner's client, and is a 404/403 for others", async () => {
    const [unassigned] = await t.deps.db.insert(properties).values({ name: 'Unassigned', clientId: null }).returning();
    const none = await call(t, 'POST', `/api/properties/${unassigned.id}/assign-client`, { cookie: admin, body: {} });
    expect(none.status).toBe(422);
    expect(none.json.error.message).toBe('Please select a client');

    const id = await newProperty(clientA, 'Assign Guarded');
    expect((await call(t, 'POST', `/api/properties/${id}/assign-client`, { cookie: ownerB, body: { clientId: clientB } })).status).toBe(404);
    expect((await call(t, 'POST', `/api/properties/${id}/assign-client`, { cookie: staff, body: { clientId: clientB } })).status).toBe(403);
    const foreign = await call(t, 'POST', `/api/properties/${id}/assign-client`, { cookie: ownerA, body: { clientId: clientB } });
    expect(foreign.status).toBe(422);
    expect(foreign.json.error.message).toBe('Please select a client');
    const create = await call(t, 'POST', `/api/properties/${id}/assign-client`, {
      cookie: ownerA,
      body: { newClient: { name: 'Anna New Co', primaryEmail: 'new@anna.example' } },
    });
    expect(create.status).toBe(403);
    expect(await t.deps.db.select().from(clients).where(eq(clients.name, 'Anna New Co'))).toHaveLength(0);
    expect((await row(id)).clientId).toBe(clientA);
  });

  it('assigns an existing client and completes task 1', async () => {
    const [unassigned] = await t.deps.db.insert(properties).values({ name: 'Orphan', clientId: null }).returning();
    const res = await call(t, 'POST', `/api/properties/${unassigned.id}/assign-client`, { cookie: manager, body: { clientId: clientB } });
    expect(res.status).toBe(200);
    expect(res.json.property.client).toEqual({ id: clientB, name: 'Ben Holidays', primaryEmail: 'ben@owner.example' });
    expect(done(res.json.property)).toEqual([1]);
    expect((await call(t, 'GET', `/api/properties/${unassigned.id}`, { cookie: ownerB })).status).toBe(200);
  });

  it('creates a new client (clients_create) and assigns it, validating the new client', async () => {
    const [unassigned] = await t.deps.db.insert(properties).values({ name: 'New Client House', clientId: null }).returning();
    const bad = await call(t, 'POST', `/api/properties/${unassigned.id}/assign-client`, {
      cookie: admin,
      body: { newClient: { name: '', primaryEmail: 'not-an-email' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues.map((i: { message: string }) => i.message)).toEqual([
      'Company name is required',
      'Please enter a valid e-mail address',
    ]);
    const res = await call(t, 'POST', `/api/properties/${unassigned.id}/assign-client`, {
      cookie: admin,
      body: { newClient: { name: 'Coastal Stays', contactName: 'Cal Coast', primaryEmail: 'Cal@Coastal.example', phone: '07700 900777' } },
    });
    expect(res.status).toBe(200);
    expect(res.json.property.client).toMatchObject({ name: 'Coastal Stays', primaryEmail: 'cal@coastal.example' });
    const [client] = await t.deps.db.select().from(clients).where(eq(clients.name, 'Coastal Stays'));
    expect(client).toMatchObject({ contactName: 'Cal Coast', phone: '07700 900777' });
    expect(done(res.json.property)).toEqual([1]);
  });
});

describe('onboarding ticks (POST /api/properties/:id/onboarding/:taskId)', () => {
  it('lets an owner tick 1 of their own property but not 2, 3 (the deposit), 4 (the contract) or 5 (the services)', async () => {
    const id = await newProperty(clientA, 'Owner Ticks');
    for (const task of [2, 3, 4, 5]) {
      const res = await call(t, 'POST', `/api/properties/${id}/onboarding/${task}`, { cookie: ownerA, body: { completed: true, reason: PAPER } });
      expect(res.status).toBe(403);
    }
    const five = await call(t, 'POST', `/api/properties/${id}/onboarding/5`, { cookie: ownerA, body: { completed: true } });
    expect(five.json.error.message).toBe(ONBOARDING_MESSAGES.servicesFollowSaving);
    expect(done(await row(id))).toEqual([1]);
    const off = await call(t, 'POST', `/api/properties/${id}/onboarding/1`, { cookie: ownerA, body: { completed: false } });
    expect(off.status).toBe(200);
    expect(done(off.json.property)).toEqual([]);
    expect(off.json.property.onboardingProgress).toBe(0);
  });

  it("is a 404 for another owner's property or an unknown task, and a 403 for staff and couriers", async () => {
    const id = await newProperty(clientA, 'Guarded Ticks');
    expect((await call(t, 'POST', `/api/properties/${id}/onboarding/3`, { cookie: ownerB, body: { completed: true } })).status).toBe(404);
    expect((await call(t, 'POST', `/api/properties/${id}/onboarding/9`, { cookie: admin, body: { completed: true } })).status).toBe(404);
    for (const cookie of [staff, courier]) {
      expect((await call(t, 'POST', `/api/properties/${id}/onboarding/3`, { cookie, body: { completed: true } })).status).toBe(403);
    }
    const bad = await call(t, 'POST', `/api/properties/${id}/onboarding/3`, { cookie: admin, body: {} });
    expect(bad.status).toBe(422);
    expect(done(await row(id))).toEqual([1]);
  });

  it('creates exactly one linen card when progress reaches 100% through the endpoint', async () => {
    const id = await newProperty(clientB, 'Full House');
    const two = await call(t, 'POST', `/api/properties/${id}/onboarding/2`, { cookie: manager, body: { completed: true } });
    expect(two.status).toBe(200);
    const four = await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie: manager, body: { completed: true, reason: PAPER } });
    expect(four.status).toBe(200);
    await recordDeposit(id);
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, id))).toHaveLength(0);
    const last = await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: ownerB, body: { services: [serviceIds[1]] } });
    expect(last.json.property.onboardingProgress).toBe(100);
    const again = await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: ownerB, body: { services: [serviceIds[2]] } });
    expect(again.status).toBe(200);
    const cards = await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ status: 'new', billingTags: ['onboarding-complete'], clientId: clientB, archived: false });
    const list = await call(t, 'GET', '/api/linen-cards', { cookie: ownerB });
    expect(list.json.cards.map((c: { propertyId: string }) => c.propertyId)).toContain(id);
    const [client] = await t.deps.db.select().from(clients).where(eq(clients.id, clientB));
    expect(client.onboardingProgress).toBeGreaterThan(0);
  });
});

describe('tasks 4 and 5 by hand: an override with a reason (issue 19 M1)', () => {
  const overrideAudits = (id: string) =>
    t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), like(auditLog.action, 'property.onboarding_override%')));

  it('needs a reason from staff, stores who and why, shows no contract, and is audited; unticking takes it off', async () => {
    const id = await newProperty(clientA, 'Paper Contract House');
    for (const body of [{ completed: true }, { completed: true, reason: '  ' }, { completed: true, reason: 'ok' }]) {
      const res = await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie: manager, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.issues[0].path).toBe('reason');
    }
    expect(done(await row(id))).toEqual([1]);

    const res = await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie: manager, body: { completed: true, reason: `  ${PAPER} ` } });
    expect(res.status).toBe(200);
    const four = res.json.property.onboardingTasks.find((x: { id: number }) => x.id === 4);
    expect(four).toMatchObject({ completed: true, override: { reason: PAPER, byName: 'mia' } });
    // No contract exists: the property says so (the checklist offers no 'View contract').
    expect(res.json.property).toMatchObject({ contractSigned: false, contract: null });
    // The owner sees the same override on their property.
    const own = await call(t, 'GET', `/api/properties/${id}`, { cookie: ownerA });
    expect(own.json.property.onboardingTasks.find((x: { id: number }) => x.id === 4).override.reason).toBe(PAPER);

    const off = await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie: manager, body: { completed: false } });
    expect(off.status).toBe(200);
    expect(done(off.json.property)).toEqual([1]);
    expect(off.json.property.onboardingTasks.find((x: { id: number }) => x.id === 4).override).toBeUndefined();
    const audits = await overrideAudits(id);
    expect(audits.map((a) => a.action).sort()).toEqual(['property.onboarding_override', 'property.onboarding_override_removed']);
    expect(audits.find((a) => a.action === 'property.onboarding_override')!.details).toMatchObject({ taskId: 4, reason: PAPER });
  });

  it('is refused to owners and to staff without properties_edit; task 5 with services saved needs no override', async () => {
    const id = await newProperty(clientA, 'Override Guarded');
    for (const cookie of [ownerA, staff, courier]) {
      const res = await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie, body: { completed: true, reason: PAPER } });
      expect(res.status).toBe(403);
    }
    expect((await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie: ownerA, body: { completed: true } })).json.error.message).toBe(
      ONBOARDING_MESSAGES.contractFollowsSigning,
    );
    await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: ownerA, body: { services: [serviceIds[1]] } });
    const noop = await call(t, 'POST', `/api/properties/${id}/onboarding/5`, { cookie: manager, body: { completed: true, reason: 'Agreed by phone' } });
    expect(noop.status).toBe(200);
    expect(noop.json.property.onboardingTasks.find((x: { id: number }) => x.id === 5).override).toBeUndefined();
    expect(await overrideAudits(id)).toHaveLength(0);
  });

  it('may complete onboarding (decision 0167): the card, and the lead becomes a customer, audited', async () => {
    const [lead] = await t.deps.db.insert(clients).values({ name: 'Lara Lead Lets', primaryEmail: 'lara@lead.example', status: 'lead' }).returning();
    const id = await newProperty(lead.id, 'Overridden To Done');
    await call(t, 'POST', `/api/properties/${id}/onboarding/2`, { cookie: manager, body: { completed: true } });
    await recordDeposit(id);
    await call(t, 'POST', `/api/properties/${id}/onboarding/5`, { cookie: manager, body: { completed: true, reason: 'Services agreed by phone' } });
    const [before] = await t.deps.db.select().from(clients).where(eq(clients.id, lead.id));
    expect(before.status).toBe('lead');
    const last = await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie: manager, body: { completed: true, reason: PAPER } });
    expect(last.json.property.onboardingProgress).toBe(100);
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, id))).toHaveLength(1);
    const [after] = await t.deps.db.select().from(clients).where(eq(clients.id, lead.id));
    expect(after.status).toBe('customer');
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, 'client.status_changed')));
    expect(audit).toMatchObject({ actorUserId: null, details: { from: 'lead', to: 'customer', why: 'onboarding_complete', propertyId: id, overriddenTasks: [4, 5] } });
  });

  it('leaves a lost client as it is when its property completes', async () => {
    const [lost] = await t.deps.db.insert(clients).values({ name: 'Lost Lets', primaryEmail: 'lost@lead.example', status: 'lost' }).returning();
    const id = await newProperty(lost.id, 'Lost But Done');
    await call(t, 'POST', `/api/properties/${id}/onboarding/2`, { cookie: manager, body: { completed: true } });
    await call(t, 'POST', `/api/properties/${id}/onboarding/4`, { cookie: manager, body: { completed: true, reason: PAPER } });
    await call(t, 'PUT', `/api/properties/${id}/services`, { cookie: manager, body: { services: [serviceIds[1]] } });
    expect((await recordDeposit(id)).json.property.onboardingProgress).toBe(100);
    const [after] = await t.deps.db.select().from(clients).where(eq(clients.id, lost.id));
    expect(after.status).toBe('lost');
  });
});

describe('an owner without a client record adds a property (issue 19 M12)', () => {
  it('gets their client record set up from their account and linked, once; the next property uses it', async () => {
    const olga = await userWithRole(t, 'olga@new-owner.example', 'client');
    expect((await call(t, 'GET', '/api/clients', { cookie: olga.cookie })).json.clients).toHaveLength(0);
    const first = await call(t, 'POST', '/api/properties', { cookie: olga.cookie, body: { name: 'Olga First' } });
    expect(first.status).toBe(201);
    expect(first.json.property.client).toMatchObject({ name: 'olga', primaryEmail: 'olga@new-owner.example' });
    const mine = await t.deps.db.select().from(clients).where(eq(clients.primaryEmail, 'olga@new-owner.example'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userId: olga.user.id, contactName: 'olga', status: 'customer' });
    const second = await call(t, 'POST', '/api/properties', { cookie: olga.cookie, body: { name: 'Olga Second' } });
    expect(second.status).toBe(201);
    expect(second.json.property.clientId).toBe(mine[0].id);
    expect(await t.deps.db.select().from(clients).where(eq(clients.primaryEmail, 'olga@new-owner.example'))).toHaveLength(1);
    const audits = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, mine[0].id), eq(auditLog.action, 'client.self_create')));
    expect(audits).toHaveLength(1);
  });

  it('says what to do when another client record holds their unconfirmed e-mail, and staff must still pick a client', async () => {
    const pat = await userWithRole(t, 'pat@new-owner.example', 'client');
    await t.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, pat.user.id));
    await t.deps.db.insert(clients).values({ name: 'Pat Holidays', primaryEmail: 'pat@new-owner.example' });
    const res = await call(t, 'POST', '/api/properties', { cookie: pat.cookie, body: { name: 'Pat House' } });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(PROPERTY_MESSAGES.ownClientEmailTaken);
    expect(await t.deps.db.select().from(properties).where(eq(properties.name, 'Pat House'))).toHaveLength(0);

    const staffAdd = await call(t, 'POST', '/api/properties', { cookie: manager, body: { name: 'Nobody House' } });
    expect(staffAdd.status).toBe(422);
    expect(staffAdd.json.error.message).toBe('Please select a client');
    expect(await t.deps.db.select().from(properties).where(eq(properties.name, 'Nobody House'))).toHaveLength(0);
  });
});
