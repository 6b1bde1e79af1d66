/**
 * /api/damages: the list (period, property, search, paging, summary, owner scope), the charge request
 * (once under parallel clicks, one e-mail), the owner paying it through the test checkout and the
 * webhook (charged once under 10 parallel deliveries), and the photos (real images only, at most 5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  auditLog,
  clients,
  damagePhotos,
  linenActivities,
  linenCards,
  outbox,
  products,
  properties,
  propertyStock,
  stockItems,
} from '@server/db/schema';
import type { TestPaymentProvider } from '@server/features/payments/test-provider';
import { call, createTestApp, makeRole, type TestApp, userWithRole } from './harness';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';

let t: TestApp;
let staff: string;
let courier: string;
let admin: string;
let ownerA: string;
let ownerB: string;
let noDamagesView: string;
let loftId: string;
let clientC: string;
const ids: Record<string, string> = {};
const cards: Record<string, string> = {};

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  await makeRole(t, 'no_damages_view', { damages_view: false });
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  noDamagesView = (await userWithRole(t, 'nodv@provider.example', 'no_damages_view')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  const b = await userWithRole(t, 'ben@owner.example', 'client');
  ownerA = a.cookie;
  ownerB = b.cookie;
  const db = t.deps.db;
  const [clientA] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  const [clientB] = await db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: 'ben@owner.example', userId: b.user.id }).returning();
  const [c] = await db.insert(clients).values({ name: 'Carla Stays', primaryEmail: 'carla@owner.example' }).returning();
  clientC = c.id;
  const [cottage] = await db.insert(properties).values({ name: 'Anna Cottage', clientId: clientA.id }).returning();
  const [loft] = await db.insert(properties).values({ name: 'Anna Loft', clientId: clientA.id }).returning();
  const [barn] = await db.insert(properties).values({ name: 'Ben Barn', clientId: clientB.id }).returning();
  loftId = loft.id;
  const card = async (propertyId: string, clientId: string) =>
    (await db.insert(linenCards).values({ propertyId, clientId, status: 'on_beds' }).returning())[0].id;
  const cardCottage = await card(cottage.id, clientA.id);
  const cardLoft = await card(loft.id, clientA.id);
  const cardBarn = await card(barn.id, clientB.id);
  Object.assign(cards, { cottage: cardCottage, cottageProperty: cottage.id });
  const [stain] = await db.select().from(products).where(eq(products.priceId, 'price_stain_removal'));
  const insert = async (key: string, values: typeof linenActivities.$inferInsert) => {
    ids[key] = (await db.insert(linenActivities).values(values).returning())[0].id;
  };
  const stainRow = { productId: stain.id, productName: 'Specialist Stain Removal', itemSku: 'price_stain_removal' };
  await insert('a1', { linenCardId: cardCottage, ...stainRow, quantity: 2, damagesCount: 2, notes: 'Red wine on duvet', createdAt: ago(1) });
  await insert('a2', {
    linenCardId: cardLoft,
    productName: 'Sheets Double',
    itemSku: 'SHEETS-DOUBLE',
    quantity: 1,
    missingCount: 1,
    unitPricePence: 2000,
    createdAt: ago(10),
  });
  await insert('a3', {
    linenCardId: cardCottage,
    ...stainRow,
    quantity: 1,
    damagesCount: 1,
    unitPricePence: 700,
    chargedAt: ago(35),
    createdAt: ago(40),
  });
  await insert('b1', { linenCardId: cardBarn, ...stainRow, quantity: 3, damagesCount: 3, createdAt: ago(2) });
  await insert('zero', { linenCardId: cardBarn, ...stainRow, quantity: 0, createdAt: ago(100) });
});
afterAll(() => t.close());

const list = (cookie: string | undefined, query = '') => call(t, 'GET', `/api/damages${query}`, { cookie });
const idsOf = (res: Awaited<ReturnType<typeof list>>) => res.json.damages.map((r: { id: string }) => r.id);
const propertySearch = (cookie: string | undefined, query = '') => call(t, 'GET', `/api/damages/properties${query}`, { cookie });
const namesOf = (res: Awaited<ReturnType<typeof list>>) => res.json.properties.map((p: { name: string }) => p.name);

/** Every page of a list from the first, following nextCursor: the ids in order, and each page's size. */
async function walk(cookie: string, query: string) {
  const seen: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(cookie, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    seen.push(...idsOf(res));
    sizes.push(res.json.damages.length);
    cursor = res.json.nextCursor;
  } while (cursor && sizes.length < 100);
  return { seen, sizes };
}
const charge = (cookie: string | undefined, id: string) => call(t, 'POST', `/api/damages/${id}/charge`, { cookie });
const mailsTo = async (to: string) =>
  await t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.kind, 'damage-charge-request')));
const activity = async (id: string) => (await t.deps.db.select().from(linenActivities).where(eq(linenActivities.id, id)))[0];

describe('the list', () => {
  it('shows the last 7 days by default, newest first, with the summary of the filtered set', async () => {
    const res = await list(staff);
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.a1, ids.b1]);
    expect(res.json.period).toBe('7');
    expect(res.json.summary).toEqual({
      totalActivities: 2,
      totalQuantity: 5,
      estimatedTotalPence: 3000 + 4500,
      chargedCount: 0,
      owedPence: 0,
      chargedPence: 0,
    });
  });

  it('widens to 30, 90 days and all time', async () => {
    expect(idsOf(await list(staff, '?period=30'))).toEqual([ids.a1, ids.b1, ids.a2]);
    expect(idsOf(await list(staff, '?period=90'))).toEqual([ids.a1, ids.b1, ids.a2, ids.a3]);
    const all = await list(staff, '?period=all');
    expect(idsOf(all)).toEqual([ids.a1, ids.b1, ids.a2, ids.a3, ids.zero]);
    expect(all.json.summary).toEqual({
      totalActivities: 5,
      totalQuantity: 7,
      estimatedTotalPence: 3000 + 4500 + 2000 + 700,
      chargedCount: 1,
      owedPence: 0,
      chargedPence: 700,
    });
  });

  it('gives each row its property, client, item, SKU, Est. Price, notes, charge state and deadline', async () => {
    const rows = (await list(staff, '?period=all')).json.damages;
    const byId = (id: string) => rows.find((r: { id: string }) => r.id === id);
    expect(byId(ids.a1)).toMatchObject({
      propertyName: 'Anna Cottage',
      clientName: 'Anna Lets',
      itemName: 'Specialist Stain Removal',
      itemSku: 'price_stain_removal',
      quantity: 2,
      estimatedPricePence: 3000,
      notes: 'Red wine on duvet',
      chargeState: 'chargeable',
      photoCount: 0,
    });
    expect(new Date(byId(ids.a1).paymentDueAt).getTime() - new Date(byId(ids.a1).createdAt).getTime()).toBe(10 * DAY);
    // No catalogue product, but a price: chargeable like any priced record (issue 19).
    expect(byId(ids.a2)).toMatchObject({ estimatedPricePence: 2000, chargeState: 'chargeable' });
    expect(byId(ids.a3)).toMatchObject({ estimatedPricePence: 700, chargeState: 'charged' });
  });

  it('shows owners only their own records and properties', async () => {
    const a = await list(ownerA, '?period=all');
    expect(idsOf(a)).toEqual([ids.a1, ids.a2, ids.a3]);
    expect(namesOf(await propertySearch(ownerA))).toEqual(['Anna Cottage', 'Anna Loft']);
    expect(namesOf(await propertySearch(ownerB, '?search=anna'))).toEqual([]);
    expect(idsOf(await list(ownerB, '?period=all'))).toEqual([ids.b1, ids.zero]);
    expect(idsOf(await list(ownerB, '?period=all&search=anna'))).toEqual([]);
    expect(idsOf(await list(ownerB, `?period=all&property=${loftId}`))).toEqual([]);
  });

  it('sends owners what they owe and what was charged, never an estimate of what nobody charged (issue 19 M9)', async () => {
    const a = await list(ownerA, '?period=all');
    const byId = (id: string) => a.json.damages.find((r: { id: string }) => r.id === id);
    expect(byId(ids.a1)).toMatchObject({ chargeState: 'chargeable', estimatedPricePence: null });
    expect(byId(ids.a2)).toMatchObject({ chargeState: 'chargeable', estimatedPricePence: null });
    expect(byId(ids.a3)).toMatchObject({ chargeState: 'charged', estimatedPricePence: 700 });
    expect(a.json.summary).toEqual({
      totalActivities: 3,
      totalQuantity: 4,
      estimatedTotalPence: null,
      chargedCount: 1,
      owedPence: 0,
      chargedPence: 700,
    });
  });

  it('searches property, client, item, SKU and notes, and filters by property', async () => {
    expect(idsOf(await list(staff, '?period=all&search=WINE'))).toEqual([ids.a1]);
    expect(idsOf(await list(staff, '?period=all&search=sheets%20double'))).toEqual([ids.a2]);
    expect(idsOf(await list(staff, '?period=all&search=SHEETS-DOU'))).toEqual([ids.a2]);
    expect(idsOf(await list(staff, '?period=all&search=ben%20hol'))).toEqual([ids.b1, ids.zero]);
    expect(idsOf(await list(staff, '?period=all&search=loft'))).toEqual([ids.a2]);
    const byProperty = await list(staff, `?period=all&property=${loftId}`);
    expect(idsOf(byProperty)).toEqual([ids.a2]);
    expect(byProperty.json.summary.totalActivities).toBe(1);
    expect((await list(staff, '?period=all&search=100%25')).json.damages).toEqual([]);
  });

  it('pages 50 rows at a time by cursor, newest first', async () => {
    const [p] = await t.deps.db.insert(properties).values({ name: 'Carla Flat', clientId: clientC }).returning();
    const [card] = await t.deps.db.insert(linenCards).values({ propertyId: p.id, clientId: clientC }).returning();
    const made = await t.deps.db
      .insert(linenActivities)
      .values(Array.from({ length: 53 }, (_, i) => ({ linenCardId: card.id, productName: `Towel ${i}`, quantity: 1, createdAt: ago(3 + i / 100) })))
      .returning({ id: linenActivities.id });
    const first = await list(staff, `?property=${p.id}`);
    expect(first.json.damages).toHaveLength(50);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await list(staff, `?property=${p.id}&cursor=${first.json.nextCursor}`);
    expect(second.json.damages).toHaveLength(3);
    expect(second.json.nextCursor).toBeNull();
    expect(first.json.summary.totalActivities).toBe(53);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(made.map((r) => r.id));
  });

  it('walks every row exactly once, newest first, across filters, scopes and rows entered at the same instant', async () => {
    // An owner with two properties whose records interleave in time, a dozen of them at one same instant.
    const dana = await userWithRole(t, 'dana@owner.example', 'client');
    const db = t.deps.db;
    const [client] = await db.insert(clients).values({ name: 'Dana Homes', primaryEmail: 'dana@owner.example', userId: dana.user.id }).returning();
    const [north, south] = await db
      .insert(properties)
      .values([
        { name: 'Dana North', clientId: client.id },
        { name: 'Dana South', clientId: client.id },
      ])
      .returning();
    const cardsOf = await db
      .insert(linenCards)
      .values([
        { propertyId: north.id, clientId: client.id },
        { propertyId: south.id, clientId: client.id },
      ])
      .returning();
    const tie = ago(5);
    const rows = Array.from({ length: 130 }, (_, i) => ({
      linenCardId: cardsOf[i % 2].id,
      productName: i % 3 === 0 ? `Pillow ${i}` : `Sheet ${i}`,
      quantity: 1,
      createdAt: i < 12 ? tie : ago(4 + i / 50),
    }));
    const made = await db
      .insert(linenActivities)
      .values(rows)
      .returning({ id: linenActivities.id, card: linenActivities.linenCardId, item: linenActivities.productName, at: linenActivities.createdAt });
    const newestFirst = (list: typeof made) => [...list].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);

    const all = await walk(dana.cookie, '?period=all');
    expect(all.sizes).toEqual([50, 50, 30]);
    expect(all.seen).toEqual(newestFirst(made));
    // The property filter holds on every page (the per-card path), as does the search.
    const south1 = await walk(dana.cookie, `?period=all&property=${south.id}`);
    expect(south1.seen).toEqual(newestFirst(made.filter((r) => r.card === cardsOf[1].id)));
    const pillows = await walk(dana.cookie, '?period=all&search=pillow');
    expect(pillows.seen).toEqual(newestFirst(made.filter((r) => r.item!.startsWith('Pillow'))));
    // Staff over every property (the walk of the whole index), narrowed to the owner by the search on the client's name.
    const staffDana = await walk(staff, '?period=all&search=dana%20homes');
    expect(staffDana.seen).toEqual(newestFirst(made));
    const staffNorth = await walk(staff, `?period=all&property=${north.id}`);
    expect(staffNorth.seen).toEqual(newestFirst(made.filter((r) => r.card === cardsOf[0].id)));
    // Another owner's property names nothing.
    expect((await walk(ownerA, `?period=all&property=${north.id}`)).seen).toEqual([]);
    // A staff walk of everything meets each record once.
    const everything = await walk(staff, '?period=all');
    expect(new Set(everything.seen).size).toBe(everything.seen.length);
    expect(everything.seen).toEqual(expect.arrayContaining(made.map((r) => r.id)));
  });

  it("tells 'none recorded yet' from 'none match' on an empty page", async () => {
    const erin = await userWithRole(t, 'erin@owner.example', 'client');
    await t.deps.db.insert(clients).values({ name: 'Erin Rentals', primaryEmail: 'erin@owner.example', userId: erin.user.id });
    const none = await list(erin.cookie, '?period=all');
    expect(none.json).toMatchObject({ damages: [], nextCursor: null, anyRecorded: false });
    const noMatch = await list(ownerA, '?period=all&search=nothing%20like%20this');
    expect(noMatch.json).toMatchObject({ damages: [], nextCursor: null, anyRecorded: true });
  });

  it('refuses a cursor it did not make with a clear message, changing nothing', async () => {
    const bad = [
      'nonsense',
      Buffer.from(JSON.stringify(['2026-13-45T10:00:00.000000Z', ids.a1])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-26T10:00:00.000000Z', 'not-an-id'])).toString('base64url'),
      'x'.repeat(1001),
    ];
    for (const cursor of bad) {
      const res = await list(staff, `?period=all&cursor=${cursor}`);
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(PAGE_LINK_INVALID);
    }
  });

  it('refuses bad filters with a clear message, callers without damages_view and the signed-out', async () => {
    const period = await list(staff, '?period=14');
    expect(period.status).toBe(422);
    expect(period.json.error.message).toBe('Period must be 7, 30, 90 or all');
    expect((await list(staff, '?property=loft')).json.error.message).toBe('Property must be all or a property id');
    expect((await list(noDamagesView)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });
});

describe("the property filter's search", () => {
  it('finds properties with damage records by the start of their name, any case, then by a part of it', async () => {
    expect(namesOf(await propertySearch(staff, '?search=ANNA'))).toEqual(['Anna Cottage', 'Anna Loft']);
    expect(namesOf(await propertySearch(staff, '?search=loft'))).toEqual(['Anna Loft']);
    expect(namesOf(await propertySearch(staff, '?search=barn'))).toEqual(['Ben Barn']);
    // Two characters: the start of a name only.
    expect(namesOf(await propertySearch(staff, '?search=ot'))).toEqual([]);
    // % and _ typed are matched as themselves.
    expect(namesOf(await propertySearch(staff, '?search=%25'))).toEqual([]);
    expect(namesOf(await propertySearch(staff, '?search=_'))).toEqual([]);
  });

  it('lists only properties with damage records, at most 20, names starting with the search first', async () => {
    const db = t.deps.db;
    const [client] = await db.insert(clients).values({ name: 'Gita Stays', primaryEmail: 'gita@owner.example' }).returning();
    const made = await db
      .insert(properties)
      .values([
        ...Array.from({ length: 25 }, (_, i) => ({ name: `Harbour View ${String(i).padStart(2, '0')}`, clientId: client.id })),
        { name: 'Old Harbour House', clientId: client.id },
        { name: 'Harbour Empty', clientId: client.id },
      ])
      .returning();
    const cardIds = await db
      .insert(linenCards)
      .values(made.map((p) => ({ propertyId: p.id, clientId: client.id })))
      .returning({ id: linenCards.id, propertyId: linenCards.propertyId });
    const empty = made.find((p) => p.name === 'Harbour Empty')!;
    await db
      .insert(linenActivities)
      .values(cardIds.filter((c) => c.propertyId !== empty.id).map((c) => ({ linenCardId: c.id, productName: 'Towel', quantity: 1 })));
    const twenty = namesOf(await propertySearch(staff, '?search=harbour'));
    expect(twenty).toEqual(Array.from({ length: 20 }, (_, i) => `Harbour View ${String(i).padStart(2, '0')}`));
    expect(namesOf(await propertySearch(staff, '?search=harbour%20view%202'))).toEqual([
      'Harbour View 20',
      'Harbour View 21',
      'Harbour View 22',
      'Harbour View 23',
      'Harbour View 24',
    ]);
    // A name that contains it comes after those that start with it; a property with no damage record never.
    expect(namesOf(await propertySearch(staff, '?search=harbour%20h'))).toEqual(['Old Harbour House']);
    expect(namesOf(await propertySearch(staff, '?search=harbour%20e'))).toEqual([]);
    // With nothing typed: the first 20 by name.
    expect((await propertySearch(staff)).json.properties).toHaveLength(20);
  });

  it("keeps owners to their own properties; staff find every client's; callers without damages_view get 403", async () => {
    expect(namesOf(await propertySearch(ownerA, '?search=a'))).toEqual(['Anna Cottage', 'Anna Loft']);
    expect(namesOf(await propertySearch(ownerA, '?search=ben'))).toEqual([]);
    expect(namesOf(await propertySearch(ownerB))).toEqual(['Ben Barn']);
    expect(namesOf(await propertySearch(admin, '?search=b'))).toEqual(['Ben Barn']);
    expect((await propertySearch(noDamagesView)).status).toBe(403);
    expect((await propertySearch(undefined)).status).toBe(401);
    const long = await propertySearch(staff, `?search=${'x'.repeat(201)}`);
    expect(long.status).toBe(422);
    expect(long.json.error.message).toBe('Search is too long');
  });
});

describe('the charge request', () => {
  it('requests payment once under parallel clicks: one e-mail to the owner, one audit row', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => charge(staff, ids.a1)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.json.chargeRequestedAt)).size).toBe(1);
    expect(results[0].json).toMatchObject({ activityId: ids.a1, amountPence: 3000 });
    const mails = await mailsTo('anna@owner.example');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Payment requested: damage charge of £30.00');
    expect(mails[0].textBody).toContain('Anna Cottage');
    expect(mails[0].textBody).toContain('2 × Specialist Stain Removal');
    expect(mails[0].textBody).toContain('http://localhost:3000/portal?tab=payments-due');
    expect(mails[0].textBody).toMatch(/Please pay by \d{1,2} \w{3} \d{4} \(10 days from entry\)/);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'damage.charge_requested'), eq(auditLog.entityId, ids.a1)));
    expect(audits).toHaveLength(1);
    // A later click answers the same request and sends nothing.
    const again = await charge(admin, ids.a1);
    expect(again.json).toMatchObject({ created: false, emailed: 0, chargeRequestedAt: results[0].json.chargeRequestedAt });
    expect(await mailsTo('anna@owner.example')).toHaveLength(1);
    const owner = (await list(ownerA)).json;
    expect(owner.damages[0]).toMatchObject({ id: ids.a1, chargeState: 'requested', estimatedPricePence: 3000 });
    expect(owner.summary).toMatchObject({ estimatedTotalPence: null, owedPence: 3000 });
  });

  it('refuses a record without a price, with quantity 0, or already charged, and changes nothing', async () => {
    const a2 = await activity(ids.a2);
    const [free] = await t.deps.db
      .insert(linenActivities)
      .values({ linenCardId: a2.linenCardId, productName: 'Tea Towel', quantity: 1, damagesCount: 1, unitPricePence: 0, createdAt: ago(300) })
      .returning();
    expect((await list(staff, '?period=all&search=Tea%20Towel')).json.damages[0].chargeState).toBe('no_price');
    const noPrice = await charge(staff, free.id);
    expect(noPrice.status).toBe(422);
    expect(noPrice.json.error.message).toBe('Cannot process charge: missing user authentication or product price');
    expect((await activity(free.id)).chargeRequestedAt).toBeNull();
    const zero = await charge(staff, ids.zero);
    expect(zero.json.error.message).toBe('Invalid quantity for charging');
    const charged = await charge(courier, ids.a3);
    expect(charged.status).toBe(409);
    expect(charged.json.error.message).toBe('This damage has already been charged');
    expect((await activity(ids.a3)).chargeRequestedAt).toBeNull();
    expect(await mailsTo('ben@owner.example')).toHaveLength(0);
  });

  it('is for staff who record damages: owners 403, unknown 404, signed-out 401', async () => {
    expect((await charge(ownerA, ids.b1)).status).toBe(403);
    expect((await charge(ownerB, ids.b1)).status).toBe(403);
    expect((await charge(staff, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await charge(staff, 'nope')).json.error.message).toBe('Damage record not found');
    expect((await charge(undefined, ids.b1)).status).toBe(401);
    expect((await activity(ids.b1)).chargeRequestedAt).toBeNull();
  });
});

describe('the owner pays a requested charge', () => {
  const provider = () => t.deps.payments as TestPaymentProvider;
  const startCheckout = (cookie: string, activityId: string) => call(t, 'POST', '/api/payments/damage-checkout', { cookie, body: { activityId } });

  it('reuses the open checkout, and the webhook charges once under 10 parallel deliveries', async () => {
    const first = await startCheckout(ownerA, ids.a1);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const second = await startCheckout(ownerA, ids.a1);
    expect(second.json.url).toBe(first.json.url);
    expect((await startCheckout(ownerB, ids.a1)).status).toBe(404);

    const sessionId = new URL(first.json.url).pathname.split('/').pop()!;
    const event = {
      id: provider().newId('evt'),
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete', amount_total: 3000, currency: 'gbp' },
      },
    };
    const body = JSON.stringify(event);
    const headers = provider().sign(body);
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => call(t, 'POST', '/api/payments/webhook', { body: event, headers })));
    expect(deliveries.map((d) => d.status)).toEqual(Array(10).fill(200));
    const charged = await activity(ids.a1);
    expect(charged.chargedAt).not.toBeNull();
    const completed = (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'payment.completed'))).filter(
      (a) => (a.details as { reference?: { activityId?: string } }).reference?.activityId === ids.a1,
    );
    expect(completed).toHaveLength(1);
    const row = (await list(ownerA)).json.damages.find((r: { id: string }) => r.id === ids.a1);
    expect(row.chargeState).toBe('charged');
    expect((await startCheckout(ownerA, ids.a1)).status).toBe(409);
    expect((await charge(staff, ids.a1)).status).toBe(409);
  });

  it('refuses the owner before a request', async () => {
    const res = await startCheckout(ownerB, ids.b1);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('No payment has been requested for this damage yet');
  });
});

describe('a damaged linen item (issue 19)', () => {
  const provider = () => t.deps.payments as TestPaymentProvider;
  let kingKey = '';

  it("offers the linen of the card's property first, each at its replacement price, and no catalogue services", async () => {
    const db = t.deps.db;
    const item = (category: 'covers' | 'pillowcases', type: string, size: string, unitCostPence: number) =>
      db
        .insert(stockItems)
        .values({ category, type, size, unitCostPence })
        .onConflictDoUpdate({ target: [stockItems.category, stockItems.type, stockItems.size], set: { unitCostPence } })
        .returning();
    const [king] = await item('covers', 'Duvet Cover', 'king', 2500);
    await item('pillowcases', 'Pillowcase', '', 800);
    await db.insert(propertyStock).values({ propertyId: cards.cottageProperty, stockItemId: king.id, quantity: 2 });
    const res = await call(t, 'GET', `/api/damage-products?card=${cards.cottage}`, { cookie: staff });
    expect(res.status).toBe(200);
    const offered = res.json.products as { key: string; name: string; sku: string; unitPricePence: number; atProperty: boolean }[];
    expect(offered[0]).toEqual({
      key: `stock:${king.id}`,
      name: 'King Duvet Cover',
      sku: 'COVERS-DUVET-COVER-KING',
      unitPricePence: 2500,
      atProperty: true,
    });
    expect(offered).toContainEqual(expect.objectContaining({ name: 'Pillowcase', unitPricePence: 800, atProperty: false }));
    expect(offered.every((p) => p.key.startsWith('stock:'))).toBe(true);
    expect(offered.some((p) => /Test House|Premium Linen Service|Stain Removal/.test(p.name))).toBe(false);
    kingKey = offered[0].key;
    // Another owner's card is not found; a malformed card id is refused with a message.
    expect((await call(t, 'GET', '/api/damage-products?card=nope', { cookie: staff })).status).toBe(422);
    expect((await call(t, 'GET', '/api/damage-products?card=00000000-0000-4000-8000-000000000000', { cookie: staff })).status).toBe(404);
  });

  it('is charged like any priced record: staff request it, the owner pays it on the test checkout, the webhook marks it charged', async () => {
    const recorded = await call(t, 'POST', `/api/linen-cards/${cards.cottage}/damages`, {
      cookie: staff,
      body: { rows: [{ productKey: kingKey, productName: 'King Duvet Cover', damagedQuantity: 1, missingQuantity: 1, unitPricePence: 2500 }] },
    });
    expect(recorded.status, JSON.stringify(recorded.json)).toBe(201);
    const id = recorded.json.activities[0].id as string;
    const row = () => list(staff, '?period=all').then((r) => r.json.damages.find((d: { id: string }) => d.id === id));
    expect(await row()).toMatchObject({
      itemName: 'King Duvet Cover',
      itemSku: 'COVERS-DUVET-COVER-KING',
      estimatedPricePence: 5000,
      chargeState: 'chargeable',
    });

    const requested = await charge(staff, id);
    expect(requested.status, JSON.stringify(requested.json)).toBe(200);
    expect(requested.json).toMatchObject({ amountPence: 5000, created: true });
    expect((await row()).chargeState).toBe('requested');

    const started = await call(t, 'POST', '/api/payments/damage-checkout', { cookie: ownerA, body: { activityId: id } });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const session = await call(t, 'GET', `/api/payments/checkout-sessions/${started.json.checkoutId}`, { cookie: ownerA });
    expect(session.json.mode).toBe('payment');
    expect(session.json.lineItems).toEqual([
      { priceId: 'damage_item_COVERS-DUVET-COVER-KING', name: 'King Duvet Cover', quantity: 2, amountPence: 2500 },
    ]);
    expect(session.json.totalPence).toBe(5000);
    const sessionId = new URL(started.json.url).pathname.split('/').pop()!;
    const paid = await call(t, 'POST', `/api/payments/test-checkout/${sessionId}/pay`, { cookie: ownerA });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect((await activity(id)).chargedAt).not.toBeNull();
    expect((await row()).chargeState).toBe('charged');
    const receipts = await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'anna@owner.example'), eq(outbox.kind, 'payment-receipt')));
    expect(receipts.some((m) => m.textBody.includes('King Duvet Cover × 2') && m.textBody.includes('£50.00'))).toBe(true);
    expect(provider().kind).toBe('test');
  });
});

describe('a record past the int4 range (issue 19)', () => {
  it('is refused at entry with a clear message, and one inserted directly breaks no list', async () => {
    const refused = await call(t, 'POST', `/api/linen-cards/${cards.cottage}/damages`, {
      cookie: staff,
      body: {
        rows: [
          {
            productKey: 'stock:00000000-0000-4000-8000-000000000000',
            productName: '',
            damagedQuantity: 100_000,
            missingQuantity: 0,
            unitPricePence: 10_000_000,
          },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.json)).toContain("A row's total (quantity × unit price) can be at most £100,000.00");

    const [huge] = await t.deps.db
      .insert(linenActivities)
      .values({
        linenCardId: cards.cottage,
        productName: 'Huge',
        quantity: 2_000_000,
        damagesCount: 2_000_000,
        unitPricePence: 2_000_000,
        createdAt: ago(0.5),
      })
      .returning();
    await t.deps.db
      .update(linenActivities)
      .set({ chargeRequestedAt: ago(0.4) })
      .where(eq(linenActivities.id, huge.id));
    const all = await list(staff, '?period=all');
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    expect(all.json.damages.find((d: { id: string }) => d.id === huge.id).estimatedPricePence).toBe(4_000_000_000_000);
    expect(all.json.summary.estimatedTotalPence).toBeGreaterThan(4_000_000_000_000);
    expect((await list(ownerA, '?period=all')).status).toBe(200);
    expect((await call(t, 'GET', '/api/payments-due', { cookie: ownerA })).status).toBe(200);
    // Far above what one charge may be: refused with the reason, not a 500.
    const tooMuch = await call(t, 'POST', '/api/payments/damage-checkout', { cookie: ownerA, body: { activityId: huge.id } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.error.message).toMatch(/A damage charge can be at most £100,000.00/);
  });
});

describe('photos', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();
  const form = (data: Buffer | string, name: string, type: string) => {
    const f = new FormData();
    f.append('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type }));
    return f;
  };
  const upload = async (cookie: string | undefined, id: string, data?: Buffer | string, name = 'photo.png', type = 'image/png') =>
    call(t, 'POST', `/api/damages/${id}/photos`, { cookie, body: form(data ?? (await png()), name, type) });
  const photoCount = async (id: string) => (await t.deps.db.select().from(damagePhotos).where(eq(damagePhotos.activityId, id))).length;

  it('accepts a real PNG, stores it as WebP without metadata, and shows it to staff and the owner only', async () => {
    const res = await upload(staff, ids.a2);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.photo).toMatchObject({ width: 40, height: 30, url: `/api/damages/${ids.a2}/photos/${res.json.photo.id}` });
    const listed = await call(t, 'GET', `/api/damages/${ids.a2}/photos`, { cookie: ownerA });
    expect(listed.json.photos.map((p: { id: string }) => p.id)).toEqual([res.json.photo.id]);
    const image = await t.app.request(`http://localhost:3000${res.json.photo.url}`, { headers: { cookie: ownerA } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await call(t, 'GET', res.json.photo.url, { cookie: courier })).status).toBe(200);
    expect((await call(t, 'GET', res.json.photo.url, { cookie: ownerB })).status).toBe(404);
    expect((await call(t, 'GET', `/api/damages/${ids.a2}/photos`, { cookie: ownerB })).status).toBe(404);
    expect((await call(t, 'GET', res.json.photo.url, {})).status).toBe(401);
    expect((await list(staff, '?period=all&search=sheets')).json.damages[0].photoCount).toBe(1);
  });

  it('refuses a text file named .jpg, changing nothing', async () => {
    const before = await photoCount(ids.a1);
    const res = await upload(staff, ids.a1, 'just some text, not a picture', 'damage.jpg', 'image/jpeg');
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Please select an image file');
    expect(await photoCount(ids.a1)).toBe(before);
  });

  it('takes at most 5 per record, also when two uploads race for the fifth place', async () => {
    for (let i = 0; i < 3; i++) expect((await upload(courier, ids.b1)).status).toBe(201);
    const race = await Promise.all([upload(staff, ids.b1), upload(staff, ids.b1), upload(staff, ids.b1)]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const sixth = await upload(staff, ids.b1);
    expect(sixth.status).toBe(409);
    expect(sixth.json.error.message).toBe('A damage record can have at most 5 photos');
    expect(await photoCount(ids.b1)).toBe(5);
  });

  it('lets staff remove a photo; owners may not add or remove, another owner gets 404', async () => {
    const photo = (await upload(staff, ids.a3)).json.photo;
    expect((await upload(ownerA, ids.a3)).status).toBe(403);
    expect((await upload(ownerB, ids.a3)).status).toBe(404);
    expect((await call(t, 'DELETE', photo.url, { cookie: ownerA })).status).toBe(403);
    expect((await call(t, 'DELETE', photo.url, { cookie: ownerB })).status).toBe(404);
    expect((await call(t, 'DELETE', photo.url, { cookie: staff })).status).toBe(200);
    expect((await call(t, 'DELETE', photo.url, { cookie: staff })).status).toBe(404);
    expect(await photoCount(ids.a3)).toBe(0);
  });
});
