/** /api/properties list, read, add, edit, archive and restore; /api/stock-items; /api/linen-cards. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  clients,
  contractShares,
  linenCards,
  products,
  properties,
  propertyContracts,
  propertyStock,
  stockItems,
} from '@server/db/schema';
import { DAMAGE_DEPOSIT_PRICE_ID } from '@shared/catalogue';
import { call, createTestApp, type TestApp, makeRole, userWithRole } from './harness';

let t: TestApp;

let admin: string;
let manager: string;
let staff: string;
let courier: string;
let ownerA: string;
let ownerB: string;
let noPropertiesView: string;
let noKanbanView: string;
let clientA: string;
let clientB: string;
let clientA2: string;
let services: { id: string; name: string }[];
let depositProductId: string;
let duvet: string;
let towel: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeRole(t, 'no_properties_view', { properties_view: false });
  await makeRole(t, 'no_kanban_view', { kanban_view: false });
  noPropertiesView = (await userWithRole(t, 'nopv@provider.example', 'no_properties_view')).cookie;
  noKanbanView = (await userWithRole(t, 'nokv@provider.example', 'no_kanban_view')).cookie;
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  ownerA = a.cookie;
  ownerB = (await userWithRole(t, 'ben@owner.example', 'client')).cookie;
  const db = t.deps.db;
  [{ id: clientA }] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  // A second client of Anna's, linked to her login (one client per e-mail, so not by e-mail).
  [{ id: clientA2 }] = await db.insert(clients).values({ name: 'Anna Second Co', primaryEmail: 'accounts@anna-second.example', userId: a.user.id }).returning();
  [{ id: clientB }] = await db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: 'ben@owner.example' }).returning();
  const all = await db.select().from(products);
  services = all.filter((p) => p.priceId !== DAMAGE_DEPOSIT_PRICE_ID).map((p) => ({ id: p.id, name: p.name }));
  depositProductId = all.find((p) => p.priceId === DAMAGE_DEPOSIT_PRICE_ID)!.id;
  [{ id: duvet }] = await db
    .insert(stockItems)
    .values({ category: 'covers', type: 'Duvet Cover', size: 'double', onShelf: 10, stockPar: 30 })
    .returning();
  [{ id: towel }] = await db.insert(stockItems).values({ category: 'towels', type: 'Bath Towel', size: '', onShelf: 0, stockPar: 20 }).returning();
});
afterAll(() => t.close());

async function create(cookie: string, body: Record<string, unknown>) {
  return call(t, 'POST', '/api/properties', { cookie, body });
}

async function propertyFor(clientId: string, name: string, extra: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await t.deps.db.insert(properties).values({ name, clientId, ...extra }).returning();
  return row;
}

async function shelf(id: string) {
  const [row] = await t.deps.db.select().from(stockItems).where(eq(stockItems.id, id));
  return row.onShelf;
}

describe('add a property (POST /api/properties)', () => {
  it('refuses signed-out callers, staff and couriers, saving nothing', async () => {
    expect((await call(t, 'POST', '/api/properties', { body: { name: 'X', clientId: clientA } })).status).toBe(401);
    for (const cookie of [staff, courier]) {
      const res = await create(cookie, { name: 'Staff Try', clientId: clientA });
      expect(res.status).toBe(403);
    }
    expect(await t.deps.db.select().from(properties).where(eq(properties.name, 'Staff Try'))).toHaveLength(0);
  });

  it('requires a name and a client with the spec messages, saving nothing', async () => {
    const res = await create(admin, { name: '  ', clientId: '' });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Property name is required');
    expect(res.json.error.issues).toEqual([
      { path: 'name', message: 'Property name is required' },
      { path: 'clientId', message: 'Please select a client' },
    ]);
    const noClient = await create(admin, { name: 'No Client House' });
    expect(noClient.json.error.message).toBe('Please select a client');
    const badBeds = await create(admin, { name: 'Beds', clientId: clientA, beds: -1 });
    expect(badBeds.json.error.message).toBe('Number of beds cannot be negative');
    expect(await t.deps.db.select().from(properties)).toHaveLength(0);
  });

  it('lets the super admin add one for any client, with services (tasks 1 and 5 done) and stock off the shelf', async () => {
    const res = await create(admin, {
      name: 'Harbour Loft',
      clientId: clientB,
      address: '1 Quay Street, Hartlepool TS24 0XZ',
      notes: 'Key safe 1234',
      beds: 2,
      services: [services[1].id, services[2].id, services[1].id],
      stock: [{ stockItemId: duvet, quantity: 4 }],
    });
    expect(res.status).toBe(201);
    const p = res.json.property;
    expect(p).toMatchObject({
      name: 'Harbour Loft',
      address: '1 Quay Street, Hartlepool TS24 0XZ',
      defaultBedConfig: 2,
      client: { id: clientB, name: 'Ben Holidays', primaryEmail: 'ben@owner.example' },
      onboardingProgress: 40,
      serviceIds: [services[1].id, services[2].id],
      services: [services[1], services[2]],
      contract: null,
      archived: false,
      stock: [{ stockItemId: duvet, quantity: 4 }],
    });
    expect(p.onboardingTasks.map((x: { id: number; completed: boolean }) => [x.id, x.completed])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
    ]);
    expect(await shelf(duvet)).toBe(6);
    const [c] = await t.deps.db.select().from(clients).where(eq(clients.id, clientB));
    expect(c.onboardingProgress).toBe(40);
    const audits = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'property.create'), eq(auditLog.entityId, p.id)));
    expect(audits).toHaveLength(1);
  });

  it('refuses over-allocation of stock with a clear message, saving nothing', async () => {
    const before = await shelf(duvet);
    const res = await create(manager, { name: 'Greedy House', clientId: clientA, stock: [{ stockItemId: duvet, quantity: before + 1 }] });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(`Not enough stock: only ${before} Duvet Cover (Double) available on the shelf`);
    const empty = await create(manager, { name: 'Greedy House', clientId: clientA, stock: [{ stockItemId: towel, quantity: 1 }] });
    expect(empty.json.error.message).toBe('Not enough stock: only 0 Bath Towel available on the shelf');
    const negative = await create(manager, { name: 'Greedy House', clientId: clientA, stock: [{ stockItemId: duvet, quantity: -1 }] });
    expect(negative.json.error.message).toBe('Stock quantity cannot be negative');
    expect(await shelf(duvet)).toBe(before);
    expect(await t.deps.db.select().from(properties).where(eq(properties.name, 'Greedy House'))).toHaveLength(0);
  });

  it('refuses unknown services and the damage deposit as a service', async () => {
    for (const id of [depositProductId, '00000000-0000-4000-8000-000000000000']) {
      const res = await create(admin, { name: 'Odd Services', clientId: clientA, services: [id] });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe('One of the selected services is not available');
    }
    expect(await t.deps.db.select().from(properties).where(eq(properties.name, 'Odd Services'))).toHaveLength(0);
  });

  it("lets an owner add a property for their own client only, without assigning the provider's stock", async () => {
    const own = await create(ownerA, { name: 'Anna Cottage', clientId: clientA, address: '2 Bridge Road' });
    expect(own.status).toBe(201);
    expect(own.json.property.client.id).toBe(clientA);
    const second = await create(ownerA, { name: 'Anna Flat', clientId: clientA2 });
    expect(second.status).toBe(201);

    const other = await create(ownerA, { name: 'Sneaky', clientId: clientB });
    expect(other.status).toBe(422);
    expect(other.json.error.message).toBe('Please select a client');
    const stock = await create(ownerA, { name: 'Sneaky', clientId: clientA, stock: [{ stockItemId: duvet, quantity: 1 }] });
    expect(stock.status).toBe(403);
    expect(stock.json.error.message).toBe("Only the provider's staff can assign stock");
    expect(await t.deps.db.select().from(properties).where(eq(properties.name, 'Sneaky'))).toHaveLength(0);
  });
});

describe('list and read', () => {
  it('scopes owners to their own clients and shows staff everything', async () => {
    const b = await call(t, 'GET', '/api/properties', { cookie: ownerB });
    expect(b.status).toBe(200);
    expect(b.json.properties.map((p: { name: string }) => p.name)).toEqual(['Harbour Loft']);
    const a = await call(t, 'GET', '/api/properties', { cookie: ownerA });
    expect(a.json.properties.map((p: { name: string }) => p.name)).toEqual(['Anna Flat', 'Anna Cottage']);
    expect(a.json.counts).toEqual({ active: 2, archived: 0 });
    const all = await call(t, 'GET', '/api/properties', { cookie: courier });
    expect(all.json.properties.map((p: { name: string }) => p.name)).toEqual(['Anna Flat', 'Anna Cottage', 'Harbour Loft']);
    // Staff's unfiltered counts come from the kept counts (decision 0179), the same as counting the rows.
    expect(all.json.counts).toEqual({ active: 3, archived: 0 });
    // Owner A asking for owner B's client gets nothing.
    const peek = await call(t, 'GET', `/api/properties?clientId=${clientB}`, { cookie: ownerA });
    expect(peek.json.properties).toEqual([]);
    expect(peek.json.total).toBe(0);
  });

  it('searches name and address on the server and filters by client', async () => {
    const byAddress = await call(t, 'GET', '/api/properties?search=quay%20street', { cookie: admin });
    expect(byAddress.json.properties.map((p: { name: string }) => p.name)).toEqual(['Harbour Loft']);
    const byName = await call(t, 'GET', '/api/properties?search=ANNA', { cookie: admin });
    expect(byName.json.properties).toHaveLength(2);
    expect(byName.json.counts).toEqual({ active: 2, archived: 0 });
    const percent = await call(t, 'GET', '/api/properties?search=%25', { cookie: admin });
    expect(percent.json.properties).toEqual([]);
    const byClient = await call(t, 'GET', `/api/properties?clientId=${clientA2}`, { cookie: admin });
    expect(byClient.json.properties.map((p: { name: string }) => p.name)).toEqual(['Anna Flat']);
    const bad = await call(t, 'GET', '/api/properties?clientId=nope', { cookie: admin });
    expect(bad.status).toBe(422);
  });

  it("shows the latest contract's status and its active share link", async () => {
    const p = await propertyFor(clientA, 'Contract House');
    const db = t.deps.db;
    await db.insert(propertyContracts).values({ propertyId: p.id, clientId: clientA, title: 'Old', status: 'cancelled', createdAt: new Date('2025-01-01') });
    const [latest] = await db
      .insert(propertyContracts)
      .values({ propertyId: p.id, clientId: clientA, title: 'Property Service Contract', status: 'draft' })
      .returning();
    await db.insert(contractShares).values({ contractId: latest.id, shareToken: 'inactive-token', isActive: false, createdAt: new Date(Date.now() - 1000) });
    let res = await call(t, 'GET', `/api/properties/${p.id}`, { cookie: ownerA });
    expect(res.json.property.contract).toEqual({ id: latest.id, status: 'draft', hasActiveShare: false, activeShareToken: null });
    await db.insert(contractShares).values({ contractId: latest.id, shareToken: 'active-token-123' });
    await db.update(propertyContracts).set({ status: 'signed' }).where(eq(propertyContracts.id, latest.id));
    res = await call(t, 'GET', '/api/properties?search=Contract%20House', { cookie: admin });
    expect(res.json.properties[0].contract).toEqual({ id: latest.id, status: 'signed', hasActiveShare: true, activeShareToken: 'active-token-123' });
    await db.delete(properties).where(eq(properties.id, p.id));
  });

  it('gives the live share token only to properties_edit holders and the owner; others see that a link is active', async () => {
    const p = await propertyFor(clientA, 'Token House');
    const [contract] = await t.deps.db
      .insert(propertyContracts)
      .values({ propertyId: p.id, clientId: clientA, title: 'Property Service Contract', status: 'sent' })
      .returning();
    await t.deps.db.insert(contractShares).values({ contractId: contract.id, shareToken: 'live-token-456' });
    const expected = (token: string | null) => ({ id: contract.id, status: 'sent', hasActiveShare: true, activeShareToken: token });
    for (const [who, cookie, token] of [
      ['admin', admin, 'live-token-456'],
      ['manager', manager, 'live-token-456'],
      ['owner', ownerA, 'live-token-456'],
      ['staff', staff, null],
      ['courier', courier, null],
    ] as const) {
      const one = await call(t, 'GET', `/api/properties/${p.id}`, { cookie });
      expect(one.status, who).toBe(200);
      expect(one.json.property.contract, who).toEqual(expected(token));
      const list = await call(t, 'GET', '/api/properties?search=Token%20House', { cookie });
      expect(list.json.properties[0].contract, who).toEqual(expected(token));
      if (!token) expect(JSON.stringify([one.json, list.json]), who).not.toContain('live-token-456');
    }
    expect((await call(t, 'GET', `/api/properties/${p.id}`, { cookie: ownerB })).status).toBe(404);
    await t.deps.db.delete(properties).where(eq(properties.id, p.id));
  });

  it('refuses a role without properties_view (403) on the list, one property and the service options', async () => {
    const [any] = await t.deps.db.select().from(properties).limit(1);
    for (const path of ['/api/properties', `/api/properties/${any.id}`, '/api/properties/service-options']) {
      const res = await call(t, 'GET', path, { cookie: noPropertiesView });
      expect(res.status, path).toBe(403);
      expect(res.json.error.code).toBeDefined();
      expect(JSON.stringify(res.json)).not.toContain(any.name);
    }
  });

  it("is a 404 for another owner's property, a missing one, or a malformed id", async () => {
    const [loft] = await t.deps.db.select().from(properties).where(eq(properties.name, 'Harbour Loft'));
    expect((await call(t, 'GET', `/api/properties/${loft.id}`, { cookie: ownerA })).status).toBe(404);
    expect((await call(t, 'GET', `/api/properties/${loft.id}`, { cookie: ownerB })).status).toBe(200);
    expect((await call(t, 'GET', '/api/properties/00000000-0000-4000-8000-000000000000', { cookie: admin })).status).toBe(404);
    expect((await call(t, 'GET', '/api/properties/not-an-id', { cookie: admin })).status).toBe(404);
    expect((await call(t, 'GET', `/api/properties/${loft.id}`)).status).toBe(401);
  });

  it('offers the catalogue services without the damage deposit, and the test product to super admins only', async () => {
    const res = await call(t, 'GET', '/api/properties/service-options', { cookie: ownerA });
    expect(res.status).toBe(200);
    const names = res.json.services.map((s: { name: string }) => s.name);
    expect(names).not.toContain('Damage Deposit');
    expect(names).not.toContain('Test House');
    expect(res.json.services[0]).toMatchObject({ name: 'Weekly Linen Service', pricePence: 2500, mode: 'subscription' });
    const forAdmin = await call(t, 'GET', '/api/properties/service-options', { cookie: admin });
    expect(forAdmin.json.services[0]).toMatchObject({ name: 'Test House', pricePence: 100, mode: 'payment' });
    // An owner cannot choose it by id either.
    const [testHouse] = await t.deps.db.select().from(products).where(eq(products.priceId, 'price_test_house'));
    const own = (await call(t, 'GET', '/api/properties', { cookie: ownerA })).json.properties[0];
    const saved = await call(t, 'PATCH', `/api/properties/${own.id}`, { cookie: ownerA, body: { services: [testHouse.id] } });
    expect(saved.status).toBe(422);
  });
});

describe('edit (PATCH /api/properties/:id)', () => {
  it("is a 404 for another owner's property and a 403 for staff, changing nothing", async () => {
    const [loft] = await t.deps.db.select().from(properties).where(eq(properties.name, 'Harbour Loft'));
    expect((await call(t, 'PATCH', `/api/properties/${loft.id}`, { cookie: ownerA, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await call(t, 'PATCH', `/api/properties/${loft.id}`, { cookie: staff, body: { name: 'Mine now' } })).status).toBe(403);
    expect((await call(t, 'PATCH', `/api/properties/${loft.id}`, { cookie: courier, body: { name: 'Mine now' } })).status).toBe(403);
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, loft.id));
    expect(row.name).toBe('Harbour Loft');
  });

  it('lets an owner edit their own property but not move it to another owner', async () => {
    const [cottage] = await t.deps.db.select().from(properties).where(eq(properties.name, 'Anna Cottage'));
    const res = await call(t, 'PATCH', `/api/properties/${cottage.id}`, { cookie: ownerA, body: { notes: 'Blue door', address: '' } });
    expect(res.status).toBe(200);
    expect(res.json.property).toMatchObject({ notes: 'Blue door', address: null, name: 'Anna Cottage' });
    const move = await call(t, 'PATCH', `/api/properties/${cottage.id}`, { cookie: ownerA, body: { clientId: clientB } });
    expect(move.status).toBe(422);
    expect(move.json.error.message).toBe('Please select a client');
    const empty = await call(t, 'PATCH', `/api/properties/${cottage.id}`, { cookie: ownerA, body: { name: '' } });
    expect(empty.json.error.message).toBe('Property name is required');
  });

  it('moves stock between the shelf and the property when staff change quantities', async () => {
    const [loft] = await t.deps.db.select().from(properties).where(eq(properties.name, 'Harbour Loft'));
    const before = await shelf(duvet);
    let res = await call(t, 'PATCH', `/api/properties/${loft.id}`, { cookie: manager, body: { stock: [{ stockItemId: duvet, quantity: 1 }] } });
    expect(res.status).toBe(200);
    expect(res.json.property.stock).toEqual([{ stockItemId: duvet, quantity: 1 }]);
    expect(await shelf(duvet)).toBe(before + 3);
    // Up to the shelf plus what it holds: more is refused, the rest is untouched.
    res = await call(t, 'PATCH', `/api/properties/${loft.id}`, {
      cookie: manager,
      body: { name: 'Renamed Loft', stock: [{ stockItemId: duvet, quantity: before + 5 }] },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(`Not enough stock: only ${before + 4} Duvet Cover (Double) available on the shelf`);
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, loft.id));
    expect(row.name).toBe('Harbour Loft');
    res = await call(t, 'PATCH', `/api/properties/${loft.id}`, { cookie: manager, body: { stock: [{ stockItemId: duvet, quantity: 0 }] } });
    expect(res.json.property.stock).toEqual([]);
    expect(await shelf(duvet)).toBe(before + 4);
    expect(await t.deps.db.select().from(propertyStock).where(eq(propertyStock.propertyId, loft.id))).toHaveLength(0);
  });
});

describe('archive and restore', () => {
  it("is a 404 for another owner's property and a 403 for owners, staff and couriers", async () => {
    const [loft] = await t.deps.db.select().from(properties).where(eq(properties.name, 'Harbour Loft'));
    const [cottage] = await t.deps.db.select().from(properties).where(eq(properties.name, 'Anna Cottage'));
    expect((await call(t, 'POST', `/api/properties/${loft.id}/archive`, { cookie: ownerA })).status).toBe(404);
    expect((await call(t, 'POST', `/api/properties/${loft.id}/restore`, { cookie: ownerA })).status).toBe(404);
    expect((await call(t, 'POST', `/api/properties/${cottage.id}/archive`, { cookie: ownerA })).status).toBe(403);
    for (const cookie of [staff, courier]) {
      expect((await call(t, 'POST', `/api/properties/${loft.id}/archive`, { cookie })).status).toBe(403);
      expect((await call(t, 'POST', `/api/properties/${loft.id}/restore`, { cookie })).status).toBe(403);
    }
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, loft.id));
    expect(row.archived).toBe(false);
  });

  it('archives the property and its linen card, and restore brings the property back', async () => {
    const p = await propertyFor(clientB, 'Boarded House');
    await t.deps.db.insert(linenCards).values({ propertyId: p.id, clientId: clientB, status: 'on_beds' });
    // Staff's unfiltered counts (kept with the properties, decision 0179) against the rows, as the archive moves them.
    const staffCounts = async () => (await call(t, 'GET', '/api/properties', { cookie: admin })).json.counts;
    const rowCounts = async () => {
      const rows = await t.deps.db.select({ archived: properties.archived }).from(properties);
      return { active: rows.filter((r) => !r.archived).length, archived: rows.filter((r) => r.archived).length };
    };
    expect(await staffCounts()).toEqual(await rowCounts());
    let cards = await call(t, 'GET', `/api/linen-cards?clientId=${clientB}`, { cookie: ownerB });
    expect(cards.json.cards.map((c: { propertyName: string }) => c.propertyName)).toEqual(['Boarded House']);

    const res = await call(t, 'POST', `/api/properties/${p.id}/archive`, { cookie: manager });
    expect(res.status).toBe(200);
    expect(res.json.property.archived).toBe(true);
    expect(res.json.property.archivedAt).toEqual(expect.any(String));
    cards = await call(t, 'GET', '/api/linen-cards', { cookie: ownerB });
    expect(cards.json.cards).toEqual([]);
    const [card] = await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, p.id));
    expect(card.archived).toBe(true);

    const active = await call(t, 'GET', '/api/properties', { cookie: ownerB });
    expect(active.json.properties.map((x: { name: string }) => x.name)).not.toContain('Boarded House');
    expect(active.json.counts).toEqual({ active: 1, archived: 1 });
    const archived = await call(t, 'GET', '/api/properties?archived=true', { cookie: ownerB });
    expect(archived.json.properties.map((x: { name: string }) => x.name)).toEqual(['Boarded House']);
    expect(archived.json.total).toBe(1);
    const afterArchive = await staffCounts();
    expect(afterArchive).toEqual(await rowCounts());
    expect(afterArchive.archived).toBeGreaterThan(0);

    expect((await call(t, 'POST', `/api/properties/${p.id}/archive`, { cookie: manager })).status).toBe(409);
    const restored = await call(t, 'POST', `/api/properties/${p.id}/restore`, { cookie: admin });
    expect(restored.status).toBe(200);
    expect(restored.json.property).toMatchObject({ archived: false, archivedAt: null });
    const back = await call(t, 'GET', '/api/properties', { cookie: ownerB });
    expect(back.json.properties.map((x: { name: string }) => x.name)).toContain('Boarded House');
    expect((await call(t, 'POST', `/api/properties/${p.id}/restore`, { cookie: admin })).status).toBe(409);
    expect(await staffCounts()).toEqual(await rowCounts());
  });

  it('restore puts the linen card that left with the property back on the board, in the status it had (issue 19 M6)', async () => {
    const p = await propertyFor(clientB, 'Returning House', { onboardingProgress: 100 });
    const [card] = await t.deps.db
      .insert(linenCards)
      .values({ propertyId: p.id, clientId: clientB, status: 'changeover_due', damagesCount: 2 })
      .returning();
    await call(t, 'POST', `/api/properties/${p.id}/archive`, { cookie: manager });
    const restored = await call(t, 'POST', `/api/properties/${p.id}/restore`, { cookie: manager });
    expect(restored.status).toBe(200);
    const rows = await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: card.id, archived: false, archivedWithProperty: false, status: 'changeover_due', damagesCount: 2 });
    const board = await call(t, 'GET', '/api/linen-cards', { cookie: ownerB });
    expect(board.json.cards.map((c: { id: string }) => c.id)).toContain(card.id);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'property.restore')));
    expect(audit.details).toMatchObject({ linenCardRestored: card.id, linenCardCreated: false });
  });

  it('restore leaves a card taken off the board on its own; a fully onboarded property without a card gets one in New', async () => {
    const done = await propertyFor(clientB, 'Onboarded No Card', { onboardingProgress: 100 });
    const [removed] = await t.deps.db
      .insert(linenCards)
      .values({ propertyId: done.id, clientId: clientB, status: 'on_beds', archived: true })
      .returning();
    await call(t, 'POST', `/api/properties/${done.id}/archive`, { cookie: manager });
    await call(t, 'POST', `/api/properties/${done.id}/restore`, { cookie: manager });
    const cards = await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, done.id));
    expect(cards.find((c) => c.id === removed.id)).toMatchObject({ archived: true });
    const fresh = cards.filter((c) => !c.archived);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ status: 'new', billingTags: ['onboarding-complete'] });

    const halfway = await propertyFor(clientB, 'Halfway No Card', { onboardingProgress: 60 });
    await call(t, 'POST', `/api/properties/${halfway.id}/archive`, { cookie: manager });
    await call(t, 'POST', `/api/properties/${halfway.id}/restore`, { cookie: manager });
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, halfway.id))).toHaveLength(0);
  });

  it('orders archived properties by when they were archived, newest first', async () => {
    const first = await propertyFor(clientA2, 'Archived First');
    const second = await propertyFor(clientA2, 'Archived Second');
    await call(t, 'POST', `/api/properties/${second.id}/archive`, { cookie: admin });
    await new Promise((r) => setTimeout(r, 5));
    await call(t, 'POST', `/api/properties/${first.id}/archive`, { cookie: admin });
    const res = await call(t, 'GET', `/api/properties?archived=true&clientId=${clientA2}`, { cookie: ownerA });
    expect(res.json.properties.map((x: { name: string }) => x.name)).toEqual(['Archived First', 'Archived Second']);
  });
});

describe('stock items and linen cards', () => {
  it('shows shelf stock to staff who may add properties only', async () => {
    const res = await call(t, 'GET', '/api/stock-items', { cookie: manager });
    expect(res.status).toBe(200);
    expect(res.json.stockItems).toContainEqual(expect.objectContaining({ id: towel, type: 'Bath Towel', onShelf: 0, stockPar: 20, category: 'towels' }));
    for (const cookie of [ownerA, staff, courier]) expect((await call(t, 'GET', '/api/stock-items', { cookie })).status).toBe(403);
  });

  it("lists only the caller's linen cards, non-archived", async () => {
    const p = await propertyFor(clientA, 'Card House');
    await t.deps.db.insert(linenCards).values({ propertyId: p.id, clientId: clientA, status: 'new', damagesCount: 2 });
    const a = await call(t, 'GET', '/api/linen-cards', { cookie: ownerA });
    expect(a.json.cards).toEqual([
      expect.objectContaining({ propertyId: p.id, propertyName: 'Card House', status: 'new', damagesCount: 2, missingCount: 0, archived: false }),
    ]);
    const b = await call(t, 'GET', `/api/linen-cards?clientId=${clientA}`, { cookie: ownerB });
    expect(b.json.cards).toEqual([]);
    const staffView = await call(t, 'GET', `/api/linen-cards?clientId=${clientA}`, { cookie: staff });
    expect(staffView.json.cards).toHaveLength(1);
    expect((await call(t, 'GET', '/api/linen-cards')).status).toBe(401);
  });

  it('refuses a role without kanban_view (403) and a malformed clientId (422)', async () => {
    for (const path of ['/api/linen-cards', `/api/linen-cards?clientId=${clientA}`]) {
      const res = await call(t, 'GET', path, { cookie: noKanbanView });
      expect(res.status, path).toBe(403);
      expect(res.json.cards).toBeUndefined();
    }
    for (const clientId of ['not-a-uuid', `${clientA}x`, "1' or '1'='1"]) {
      const res = await call(t, 'GET', `/api/linen-cards?clientId=${encodeURIComponent(clientId)}`, { cookie: staff });
      expect(res.status, clientId).toBe(422);
      expect(res.json.error.message).toBe('Unknown client');
      expect(res.json.error.issues[0].path).toBe('clientId');
    }
  });
});
