/**
 * /api/collections, /api/collections/export.csv, /api/collections/:id and /api/payments-due: filters,
 * tiles, paging, scope (another owner's answers 404), the CSV (columns, escaping, file name), payments
 * due with damage photos, and paying a collection through the test checkout and webhook exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, changeovers, cleaningTeams, clients, damagePhotos, linenActivities, linenCards, products, properties } from '@server/db/schema';
import { formatDate } from '@shared/format-dates';
import type { TestPaymentProvider } from '@server/features/payments/test-provider';
import { call, createTestApp, makeRole, type TestApp, userWithRole } from './harness';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';

let t: TestApp;
let admin: string;
let staff: string;
let courier: string;
let ownerA: string;
let ownerB: string;
let noCollections: string;
let clientA: string;
let clientB: string;
let cottage: string;
let barn: string;
let services: string[];

const DAY = 86_400_000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000);

const c = {} as Record<'fresh' | 'overdue' | 'paid' | 'old' | 'formula' | 'ben', string>;

/** One linen card per property (the schema allows no second). */
const cards = new Map<string, string>();
async function cardOf(propertyId: string, clientId: string) {
  if (!cards.has(propertyId)) {
    const [card] = await t.deps.db.insert(linenCards).values({ propertyId, clientId, status: 'in_transit' }).returning();
    cards.set(propertyId, card.id);
  }
  return cards.get(propertyId)!;
}

async function collection(values: Partial<typeof changeovers.$inferInsert> & { propertyId: string; clientId: string }) {
  const linenCardId = await cardOf(values.propertyId, values.clientId);
  const [row] = await t.deps.db
    .insert(changeovers)
    .values({ linenCardId, ...values })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await makeRole(t, 'no_collections', { is_property_owner: false, collections_view: false });
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  noCollections = (await userWithRole(t, 'nell@provider.example', 'no_collections')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  const b = await userWithRole(t, 'ben@owner.example', 'client');
  ownerA = a.cookie;
  ownerB = b.cookie;
  const db = t.deps.db;
  [clientA, clientB] = (
    await db
      .insert(clients)
      .values([
        { name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id },
        { name: 'Ben Holidays', primaryEmail: 'ben@owner.example', userId: b.user.id },
      ])
      .returning()
  ).map((r) => r.id);
  const catalogue = await db.select().from(products);
  const idOf = (priceId: string) => catalogue.find((p) => p.priceId === priceId)!.id;
  services = [idOf('price_deep_clean'), idOf('price_stain_removal'), idOf('price_weekly_linen')];
  [cottage, barn] = (
    await db
      .insert(properties)
      .values([
        { name: 'Anna Cottage', address: '1 Quay Street', clientId: clientA, stripeProducts: services },
        { name: 'Ben Barn', address: '5 Farm Road', clientId: clientB },
      ])
      .returning()
  ).map((r) => r.id);
  const [team] = await db.insert(cleaningTeams).values({ name: 'Sparkle Crew' }).returning();

  c.fresh = await collection({
    propertyId: cottage,
    clientId: clientA,
    cleaningTeamId: team.id,
    collectedAt: ago(1),
    amountPence: 3500,
    notes: 'Side gate',
  });
  c.overdue = await collection({ propertyId: cottage, clientId: clientA, collectedAt: ago(12), amountPence: 2000, notes: 'Back door key' });
  c.paid = await collection({
    propertyId: cottage,
    clientId: clientA,
    collectedAt: ago(3),
    amountPence: 1500,
    invoiceStatus: 'paid',
    paidAt: ago(2),
    notes: 'Paid by card',
  });
  c.old = await collection({ propertyId: cottage, clientId: clientA, collectedAt: ago(60), amountPence: 1000, notes: 'Old one' });
  c.formula = await collection({
    propertyId: cottage,
    clientId: clientA,
    collectedAt: ago(5),
    amountPence: 999,
    notes: '=HYPERLINK("http://evil.example")',
  });
  c.ben = await collection({ propertyId: barn, clientId: clientB, collectedAt: ago(2), amountPence: 4200, notes: 'Ben notes' });
});
afterAll(() => t.close());

const list = (cookie: string | undefined, query = '') => call(t, 'GET', `/api/collections${query}`, { cookie });
const ids = (res: Awaited<ReturnType<typeof list>>) => res.json.collections.map((r: { id: string }) => r.id);

describe('GET /api/collections', () => {
  it('lists the last 7 days by default, newest first, across clients for staff', async () => {
    for (const cookie of [admin, staff, courier]) {
      const res = await list(cookie);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([c.fresh, c.ben, c.paid, c.formula]);
    }
  });

  it('shows owners only their own; another owner gets none of them', async () => {
    expect(ids(await list(ownerA, '?period=all'))).toEqual([c.fresh, c.paid, c.formula, c.overdue, c.old]);
    expect(ids(await list(ownerB, '?period=all'))).toEqual([c.ben]);
  });

  it('refuses callers without collections_view (403) and the signed-out (401)', async () => {
    expect((await list(noCollections)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });

  it('gives each row its names, amount, status and deadline', async () => {
    const res = await list(ownerA, '?period=30');
    const fresh = res.json.collections.find((r: { id: string }) => r.id === c.fresh);
    expect(fresh).toMatchObject({
      propertyName: 'Anna Cottage',
      propertyAddress: '1 Quay Street',
      clientName: 'Anna Lets',
      cleaningTeamName: 'Sparkle Crew',
      notes: 'Side gate',
      amountPence: 3500,
      invoiceStatus: 'unpaid',
      paidAt: null,
      overdue: false,
      state: 'unpaid',
    });
    expect(new Date(fresh.deadline).getTime() - new Date(fresh.collectedAt).getTime()).toBe(10 * DAY);
    const overdue = res.json.collections.find((r: { id: string }) => r.id === c.overdue);
    expect(overdue).toMatchObject({ overdue: true, state: 'overdue', invoiceStatus: 'unpaid' });
    const paid = res.json.collections.find((r: { id: string }) => r.id === c.paid);
    expect(paid).toMatchObject({ overdue: false, state: 'paid' });
    expect(paid.paidAt).not.toBeNull();
  });

  it('filters by period, status and notes on the server; the tiles cover the whole filtered set', async () => {
    expect(ids(await list(ownerA, '?period=90'))).toHaveLength(5);
    expect(ids(await list(ownerA, '?period=30'))).toEqual([c.fresh, c.paid, c.formula, c.overdue]);
    expect(ids(await list(ownerA, '?period=all&status=paid'))).toEqual([c.paid]);
    expect(ids(await list(ownerA, '?period=all&status=unpaid'))).toEqual([c.fresh, c.formula, c.overdue, c.old]);
    expect(ids(await list(ownerA, '?period=all&status=overdue'))).toEqual([c.overdue, c.old]);
    expect(ids(await list(ownerA, '?period=all&search=BACK%20door'))).toEqual([c.overdue]);
    // '%' and '_' typed by the user match themselves only.
    expect(ids(await list(ownerA, '?period=all&search=%25'))).toEqual([]);

    const res = await list(ownerA, '?period=all&limit=2');
    expect(res.json.summary).toEqual({
      count: 5,
      totalPence: 3500 + 2000 + 1500 + 1000 + 999,
      paidCount: 1,
      paidPence: 1500,
      unpaidCount: 4,
      unpaidPence: 3500 + 2000 + 1000 + 999,
      overdueCount: 2,
      overduePence: 3000,
    });
    expect((await list(ownerA, '?period=all&status=overdue')).json.summary).toMatchObject({ count: 2, totalPence: 3000, overdueCount: 2 });
  });

  it('pages by cursor without repeating or losing a row', async () => {
    const first = await list(ownerA, '?period=all&limit=2');
    expect(ids(first)).toEqual([c.fresh, c.paid]);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await list(ownerA, `?period=all&limit=2&cursor=${first.json.nextCursor}`);
    expect(ids(second)).toEqual([c.formula, c.overdue]);
    const third = await list(ownerA, `?period=all&limit=2&cursor=${second.json.nextCursor}`);
    expect(ids(third)).toEqual([c.old]);
    expect(third.json.nextCursor).toBeNull();
  });

  it('walks every collection exactly once with each status filter, for staff and an owner, rows collected at one instant included', async () => {
    const db = t.deps.db;
    const [client] = await db.insert(clients).values({ name: 'Cleo Cottages', primaryEmail: 'cleo@owner.example' }).returning();
    const [home] = await db.insert(properties).values({ name: 'Cleo Home', clientId: client.id }).returning();
    const tie = ago(15);
    const made: string[] = [];
    for (let i = 0; i < 24; i++) {
      made.push(
        await collection({
          propertyId: home.id,
          clientId: client.id,
          collectedAt: i < 8 ? tie : ago(i, i),
          amountPence: i % 5 === 0 ? 0 : 1000 + i,
          invoiceStatus: i % 3 === 0 ? 'paid' : 'unpaid',
        }),
      );
    }
    try {
      const walk = async (cookie: string, query: string) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const res = await list(cookie, `${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
          expect(res.status).toBe(200);
          seen.push(...ids(res));
          cursor = res.json.nextCursor;
        } while (cursor && ++pages < 100);
        return seen;
      };
      for (const status of ['all', 'paid', 'unpaid', 'overdue']) {
        for (const cookie of [staff, ownerA]) {
          const query = `?period=all&status=${status}`;
          const whole = await list(cookie, `${query}&limit=200`);
          expect(whole.json.nextCursor).toBeNull();
          const walked = await walk(cookie, query);
          expect(walked).toEqual(ids(whole));
          expect(walked.length).toBe(whole.json.summary.count);
        }
      }
      // Staff see all 24 new ones once among the rest; overdue holds only unpaid ones owed and past 10 days.
      const all = await walk(staff, '?period=all&status=all');
      expect(all.filter((id) => made.includes(id))).toHaveLength(24);
      const overdue = (await list(staff, '?period=all&status=overdue&limit=200')).json.collections;
      expect(overdue.every((r: { state: string }) => r.state === 'overdue')).toBe(true);
    } finally {
      await db.delete(changeovers).where(eq(changeovers.clientId, client.id));
    }
  });

  it('answers bad filters with a clear message', async () => {
    const bad = await list(ownerA, '?period=14');
    expect(bad.status).toBe(422);
    expect(bad.json.error.message).toBe('Period must be 7, 30, 90 or all');
    expect((await list(ownerA, '?status=late')).json.error.message).toBe('Status must be all, unpaid, paid or overdue');
    expect((await list(ownerA, '?limit=0')).json.error.message).toBe('Limit must be at least 1');
    expect((await list(ownerA, '?cursor=nonsense')).json.error.message).toBe(PAGE_LINK_INVALID);
  });
});

describe('GET /api/collections/export.csv', () => {
  const csv = (cookie: string | undefined, query = '') =>
    t.app.request(`http://localhost:3000/api/collections/export.csv${query}`, { headers: cookie ? { cookie } : {} });

  it('streams the filtered collections with the spec columns, pounds, ISO dates and escaped formulas', async () => {
    const res = await csv(ownerA, '?period=all');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="collections_${today}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Collection Date,Property,Client,Amount,Invoice Status,Paid Date,Notes');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,Anna Cottage,Anna Lets,35\.00,Unpaid,,Side gate$/);
    expect(lines[2]).toMatch(/,15\.00,Paid,\d{4}-\d{2}-\d{2}T[^,]+Z,Paid by card$/);
    expect(lines[3]).toContain(`,9.99,Unpaid,,"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[4]).toContain(',20.00,Overdue,,Back door key');
    expect(text).not.toContain('Ben');
  });

  it('applies the same filters as the list, and the same access', async () => {
    const text = await (await csv(staff, '?period=all&status=overdue')).text();
    expect(text.trim().split(/\r?\n/)).toHaveLength(3);
    expect(text).toContain('Back door key');
    expect(text).toContain('Old one');
    expect((await csv(noCollections)).status).toBe(403);
    expect((await csv(undefined)).status).toBe(401);
    expect((await csv(ownerA, '?period=5')).status).toBe(422);
  });
});

describe('GET /api/collections/:id', () => {
  it("gives the collection with its property's services", async () => {
    const res = await call(t, 'GET', `/api/collections/${c.fresh}`, { cookie: ownerA });
    expect(res.status).toBe(200);
    expect(res.json.collection).toMatchObject({
      id: c.fresh,
      propertyName: 'Anna Cottage',
      amountPence: 3500,
      invoiceStatus: 'unpaid',
      clientId: clientA,
    });
    expect(res.json.services.map((s: { priceId: string }) => s.priceId).sort()).toEqual([
      'price_deep_clean',
      'price_stain_removal',
      'price_weekly_linen',
    ]);
    expect(res.json.services.find((s: { priceId: string }) => s.priceId === 'price_deep_clean')).toMatchObject({
      name: 'Deep Clean Service',
      pricePence: 3500,
      mode: 'payment',
    });
    expect((await call(t, 'GET', `/api/collections/${c.fresh}`, { cookie: staff })).status).toBe(200);
  });

  it("answers 404 'Collection data not found' for a missing one, a malformed id and another owner's", async () => {
    for (const [cookie, id] of [
      [ownerB, c.fresh],
      [ownerA, c.ben],
      [ownerA, '00000000-0000-4000-8000-000000000000'],
      [ownerA, 'not-an-id'],
    ]) {
      const res = await call(t, 'GET', `/api/collections/${id}`, { cookie });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Collection data not found');
    }
    expect((await call(t, 'GET', `/api/collections/${c.fresh}`, { cookie: noCollections })).status).toBe(403);
  });
});

describe('GET /api/payments-due', () => {
  it("lists the owner's unpaid collections and requested, unpaid damage charges with photos, soonest deadline first", async () => {
    const db = t.deps.db;
    const card = { id: await cardOf(cottage, clientA) };
    const [requested] = await db
      .insert(linenActivities)
      .values({
        linenCardId: card.id,
        productName: 'King Duvet Cover',
        quantity: 3,
        damagesCount: 3,
        unitPricePence: 1250,
        createdAt: ago(4),
        chargeRequestedAt: ago(1),
      })
      .returning();
    // Not requested, and already charged: neither is due.
    await db.insert(linenActivities).values({ linenCardId: card.id, productName: 'Towel', quantity: 1, unitPricePence: 500 });
    await db
      .insert(linenActivities)
      .values({ linenCardId: card.id, productName: 'Sheet', quantity: 1, unitPricePence: 500, chargeRequestedAt: ago(2), chargedAt: ago(1) });
    const photo = (createdAt: Date) =>
      db
        .insert(damagePhotos)
        .values({ activityId: requested.id, contentType: 'image/webp', data: Buffer.from('x'), width: 1, height: 1, createdAt })
        .returning();
    const [second] = await photo(ago(0, 1));
    const [first] = await photo(ago(0, 2));

    const res = await call(t, 'GET', '/api/payments-due', { cookie: ownerA });
    expect(res.status).toBe(200);
    const items = res.json.items as { kind: string; id: string; overdue: boolean; deadline: string }[];
    expect(items.map((i) => i.id)).toEqual([c.old, c.overdue, c.formula, requested.id, c.fresh]);
    expect(items.find((i) => i.id === requested.id)).toMatchObject({
      kind: 'damage',
      propertyName: 'Anna Cottage',
      itemName: 'King Duvet Cover',
      quantity: 3,
      amountPence: 3750,
      overdue: false,
      photoIds: [first.id, second.id],
    });
    expect(items.find((i) => i.id === c.overdue)).toMatchObject({
      kind: 'collection',
      amountPence: 2000,
      overdue: true,
      itemName: null,
      photoIds: [],
    });

    expect((await call(t, 'GET', '/api/payments-due', { cookie: ownerB })).json.items.map((i: { id: string }) => i.id)).toEqual([c.ben]);
  });

  it('leaves out collection invoices for an owner whose role may not see collections (their checkout would refuse them)', async () => {
    await makeRole(t, 'owner_no_collections', { is_property_owner: true, collections_view: false });
    const ora = await userWithRole(t, 'ora@owner.example', 'owner_no_collections');
    const [client] = await t.deps.db.insert(clients).values({ name: 'Ora Lets', primaryEmail: 'ora@owner.example', userId: ora.user.id }).returning();
    const [property] = await t.deps.db.insert(properties).values({ name: 'Ora Lodge', address: '9 Hill Road', clientId: client.id }).returning();
    const unpaid = await collection({ propertyId: property.id, clientId: client.id, collectedAt: ago(2), amountPence: 1800 });
    const [charge] = await t.deps.db
      .insert(linenActivities)
      .values({
        linenCardId: await cardOf(property.id, client.id),
        productName: 'Bath Towel',
        quantity: 1,
        damagesCount: 1,
        unitPricePence: 900,
        chargeRequestedAt: ago(1),
      })
      .returning();

    const res = await call(t, 'GET', '/api/payments-due', { cookie: ora.cookie });
    expect(res.status).toBe(200);
    expect(res.json.items.map((i: { id: string }) => i.id)).toEqual([charge.id]);
    expect(
      (
        await call(t, 'POST', '/api/payments/collection-checkout', {
          cookie: ora.cookie,
          body: { changeoverId: unpaid, priceIds: ['price_deep_clean'] },
        })
      ).status,
    ).toBe(403);
  });

  it('is for property owners only', async () => {
    for (const cookie of [admin, staff, courier]) expect((await call(t, 'GET', '/api/payments-due', { cookie })).status).toBe(403);
    expect((await call(t, 'GET', '/api/payments-due')).status).toBe(401);
  });
});

describe('paying a collection', () => {
  const provider = () => t.deps.payments as TestPaymentProvider;

  it('pays through the test checkout, returns to /collections?payment_complete=true, and the ledger shows it paid', async () => {
    const id = await collection({ propertyId: cottage, clientId: clientA, collectedAt: ago(0, 2), amountPence: 3500 });
    const start = await call(t, 'POST', '/api/payments/collection-checkout', {
      cookie: ownerA,
      body: { changeoverId: id, priceIds: ['price_deep_clean'] },
    });
    expect(start.status).toBe(200);
    const sessionId = new URL(start.json.url).pathname.split('/').pop()!;
    const paid = await call(t, 'POST', `/api/payments/test-checkout/${sessionId}/pay`, { cookie: ownerA });
    expect(paid.status).toBe(200);
    expect(paid.json.url).toBe('http://localhost:3000/collections?payment_complete=true');
    const row = (await list(ownerA)).json.collections.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ invoiceStatus: 'paid', state: 'paid', amountPence: 3500 });
    expect(row.paidAt).not.toBeNull();
    const detail = await call(t, 'GET', `/api/collections/${id}`, { cookie: ownerA });
    expect(detail.json.collection).toMatchObject({ invoiceStatus: 'paid', amountPaidPence: 3500 });
  });

  it('a cancelled collection checkout returns to its payment page', async () => {
    const id = await collection({ propertyId: cottage, clientId: clientA, collectedAt: ago(0, 2), amountPence: 1500 });
    const start = await call(t, 'POST', '/api/payments/collection-checkout', { cookie: ownerA, body: { changeoverId: id } });
    const sessionId = new URL(start.json.url).pathname.split('/').pop()!;
    const cancelled = await call(t, 'POST', `/api/payments/test-checkout/${sessionId}/cancel`, { cookie: ownerA });
    expect(cancelled.json.url).toBe(`http://localhost:3000/collection-payment/${id}`);
  });

  it('marks it paid exactly once under 10 parallel webhook deliveries', async () => {
    const id = await collection({ propertyId: cottage, clientId: clientA, collectedAt: ago(0, 2), amountPence: 3500 });
    const start = await call(t, 'POST', '/api/payments/collection-checkout', {
      cookie: ownerA,
      body: { changeoverId: id, priceIds: ['price_deep_clean'] },
    });
    const sessionId = new URL(start.json.url).pathname.split('/').pop()!;
    const deliveries = Array.from({ length: 10 }, (_, i) => {
      const event = {
        id: i % 2 === 0 ? 'evt_same_delivery' : provider().newId('evt'),
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete', amount_total: 3500, currency: 'gbp' },
        },
      };
      const body = JSON.stringify(event);
      return t.app.request('http://localhost:3000/api/payments/webhook', { method: 'POST', body, headers: provider().sign(body) });
    });
    const statuses = (await Promise.all(deliveries)).map((r) => r.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [row] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, id));
    expect(row).toMatchObject({ invoiceStatus: 'paid', amountPence: 3500, amountPaidPence: 3500 });
  });
});

// ── Issue 19, Experience High 1 (collect stream): an owner pays an invoice for its amount, in one checkout ─
describe('paying a collection invoice whatever services the property has', () => {
  const checkout = (cookie: string, changeoverId: string, extra: Record<string, unknown> = {}) =>
    call(t, 'POST', '/api/payments/collection-checkout', { cookie, body: { changeoverId, ...extra } });
  const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const row = async (id: string) => (await t.deps.db.select().from(changeovers).where(eq(changeovers.id, id)))[0];
  let teamId: string;

  /** A property of Anna's with these services, its card at Changeover Due, collected by staff (the real Collect). */
  async function collected(name: string, priceIds: string[]) {
    const catalogue = await t.deps.db.select().from(products);
    const serviceIds = priceIds.map((p) => catalogue.find((r) => r.priceId === p)!.id);
    if (!teamId) teamId = (await t.deps.db.insert(cleaningTeams).values({ name: 'Collect Crew' }).returning())[0].id;
    const [property] = await t.deps.db
      .insert(properties)
      .values({ name, address: '2 Harbour Row', clientId: clientA, stripeProducts: serviceIds })
      .returning();
    const [card] = await t.deps.db
      .insert(linenCards)
      .values({ propertyId: property.id, clientId: clientA, status: 'changeover_due', cleaningTeamId: teamId, onBedsSince: ago(3) })
      .returning();
    const res = await call(t, 'POST', `/api/linen-cards/${card.id}/collect`, { cookie: staff });
    expect(res.status).toBe(200);
    const [made] = await t.deps.db.select().from(changeovers).where(eq(changeovers.linenCardId, card.id));
    return { id: made.id, propertyId: property.id, collectedAt: made.collectedAt! };
  }

  it('a property with two subscription services pays its invoice in one checkout, and the webhook marks it paid in full', async () => {
    const c2 = await collected('Two Plans House', ['price_weekly_linen', 'price_towel_only']);
    const detail = await call(t, 'GET', `/api/collections/${c2.id}`, { cookie: ownerA });
    expect(detail.json.lines).toEqual([
      { productId: expect.any(String), name: 'Weekly Linen Service', amountPence: 2500 },
      { productId: expect.any(String), name: 'Towel-Only Service', amountPence: 1200 },
    ]);
    expect(detail.json).toMatchObject({ owedPence: 3700, collection: { amountPence: 3700, amountPaidPence: 0 } });

    // Price ids an older page still sends (two subscriptions) are ignored: the invoice is paid, not the catalogue.
    const start = await checkout(ownerA, c2.id, { priceIds: ['price_weekly_linen', 'price_towel_only'] });
    expect(start.status).toBe(200);
    const session = await call(t, 'GET', `/api/payments/checkout-sessions/${start.json.checkoutId}`, { cookie: ownerA });
    expect(session.json).toMatchObject({ purpose: 'collection', mode: 'payment', totalPence: 3700 });
    expect(session.json.lineItems).toEqual([
      { priceId: 'collection_invoice', name: `Collection invoice — Two Plans House, ${formatDate(c2.collectedAt)}`, quantity: 1, amountPence: 3700 },
    ]);
    // The same caller asking again gets the same open checkout back; the start is audited.
    expect((await checkout(ownerA, c2.id)).json.checkoutId).toBe(start.json.checkoutId);
    const audits = (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'payment.checkout_started'))).filter(
      (a) => a.entityId === start.json.checkoutId,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({ purpose: 'collection', totalPence: 3700, reference: { changeoverId: c2.id } });

    const paid = await call(t, 'POST', `/api/payments/test-checkout/${sessionOf(start.json.url)}/pay`, { cookie: ownerA });
    expect(paid.status).toBe(200);
    expect(await row(c2.id)).toMatchObject({ invoiceStatus: 'paid', amountPence: 3700, amountPaidPence: 3700 });
    const again = await checkout(ownerA, c2.id);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This collection has already been paid');
  });

  it("pays the invoice's own lines and amount after the property's services changed", async () => {
    const c2 = await collected('Changed Mind Flat', ['price_weekly_linen', 'price_towel_only']);
    const catalogue = await t.deps.db.select().from(products);
    const deepClean = catalogue.find((p) => p.priceId === 'price_deep_clean')!.id;
    await t.deps.db
      .update(properties)
      .set({ stripeProducts: [deepClean] })
      .where(eq(properties.id, c2.propertyId));
    const detail = await call(t, 'GET', `/api/collections/${c2.id}`, { cookie: ownerA });
    expect(detail.json.lines.map((l: { name: string }) => l.name)).toEqual(['Weekly Linen Service', 'Towel-Only Service']);
    expect(detail.json.owedPence).toBe(3700);
    const start = await checkout(ownerA, c2.id);
    const session = await call(t, 'GET', `/api/payments/checkout-sessions/${start.json.checkoutId}`, { cookie: ownerA });
    expect(session.json.totalPence).toBe(3700);
    await call(t, 'POST', `/api/payments/test-checkout/${sessionOf(start.json.url)}/pay`, { cookie: ownerA });
    expect(await row(c2.id)).toMatchObject({ invoiceStatus: 'paid', amountPence: 3700, amountPaidPence: 3700 });
  });

  it('a partly paid invoice pays the rest, then is paid for its full amount', async () => {
    const id = await collection({ propertyId: cottage, clientId: clientA, collectedAt: ago(1), amountPence: 3700, amountPaidPence: 1000 });
    const detail = await call(t, 'GET', `/api/collections/${id}`, { cookie: ownerA });
    // An invoice made before its lines were stored shows one line for its amount.
    expect(detail.json.lines).toEqual([{ productId: null, name: 'Collection invoice', amountPence: 3700 }]);
    expect(detail.json.owedPence).toBe(2700);
    const start = await checkout(ownerA, id);
    const session = await call(t, 'GET', `/api/payments/checkout-sessions/${start.json.checkoutId}`, { cookie: ownerA });
    expect(session.json.lineItems).toMatchObject([{ quantity: 1, amountPence: 2700 }]);
    await call(t, 'POST', `/api/payments/test-checkout/${sessionOf(start.json.url)}/pay`, { cookie: ownerA });
    expect(await row(id)).toMatchObject({ invoiceStatus: 'paid', amountPence: 3700, amountPaidPence: 3700 });
  });

  it('a £0 invoice (a property with no services) starts no checkout and is not a payment due', async () => {
    const c0 = await collected('No Services Lodge', []);
    expect(await row(c0.id)).toMatchObject({ amountPence: 0, invoiceLines: [], invoiceStatus: 'unpaid' });
    const detail = await call(t, 'GET', `/api/collections/${c0.id}`, { cookie: ownerA });
    expect(detail.json).toMatchObject({ lines: [], owedPence: 0 });
    for (const cookie of [ownerA, staff]) {
      const res = await checkout(cookie, c0.id);
      expect(res.status).toBe(409);
      expect(res.json.error.message).toBe('This collection invoice is £0.00: there is nothing to pay.');
    }
    const due = await call(t, 'GET', '/api/payments-due', { cookie: ownerA });
    expect(due.json.items.map((i: { id: string }) => i.id)).not.toContain(c0.id);
  });

  it('shows a £0 invoice as No charge, never Unpaid or Overdue, in the ledger, its filters, tiles and CSV (issue 19)', async () => {
    const id = await collection({ propertyId: cottage, clientId: clientA, collectedAt: ago(20), amountPence: 0, notes: 'zero-invoice-check' });
    const detail = await call(t, 'GET', `/api/collections/${id}`, { cookie: ownerA });
    expect(detail.json.collection).toMatchObject({ state: 'no_charge', overdue: false });
    const all = await call(t, 'GET', '/api/collections?period=all&search=zero-invoice-check', { cookie: staff });
    expect(all.json.collections.map((r: { id: string; state: string }) => [r.id, r.state])).toEqual([[id, 'no_charge']]);
    expect(all.json.summary).toMatchObject({ count: 1, unpaidCount: 0, overdueCount: 0 });
    for (const status of ['unpaid', 'overdue']) {
      const filtered = await call(t, 'GET', `/api/collections?period=all&status=${status}&search=zero-invoice-check`, { cookie: staff });
      expect(filtered.json.collections, status).toEqual([]);
    }
    const csv = await call(t, 'GET', '/api/collections/export.csv?period=all&search=zero-invoice-check', { cookie: staff });
    expect(csv.json).toContain('No charge');
    expect(csv.json).not.toMatch(/Unpaid|Overdue/);
  });

  it('refuses another owner (404) and a courier (403); staff may start it', async () => {
    const id = await collection({ propertyId: cottage, clientId: clientA, collectedAt: ago(1), amountPence: 2500 });
    expect((await checkout(ownerB, id)).status).toBe(404);
    expect((await checkout(courier, id)).status).toBe(403);
    expect((await checkout(staff, id)).status).toBe(200);
    expect((await row(id)).invoiceStatus).toBe('unpaid');
  });
});
