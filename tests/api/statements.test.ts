/**
 * An owner's statement (issue 23 item 5; decision 0196): real invoices made through the app (the
 * business details set, cards collected, one collection paid on the test checkout, a deposit paid and
 * refunded less an unpaid collection), then the statement's rows and balances per property and in total,
 * its PDF read as text and its CSV; another owner's client is a 404, a bad period a 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cleaningTeams, clients, linenCards, products, properties } from '@server/db/schema';
import { addDays } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import { STATEMENT_CSV_HEADER, STATEMENT_MESSAGES as M } from '@shared/domain/statements';
import { call, createTestApp, type TestApp, userWithRole } from './harness';
import { HARBOUR_LINEN } from './business-details-fixture';
import { pdfText } from './contracts-pdf-text';
import { twoClients } from './two-clients-fixture';

let t: TestApp;
let admin: string;
let staff: string;
let courier: string;
let ownerA: string;
let ownerB: string;
let clientA: string;
let clientB: string;
let today: string;
let flat: string;
let cottage: string;
let quay: string;

const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function propertyWith(name: string, clientId: string, priceIds: string[]) {
  const catalogue = await t.deps.db.select().from(products);
  const [p] = await t.deps.db
    .insert(properties)
    .values({ name, address: '2 Harbour Row', clientId, stripeProducts: priceIds.map((id) => catalogue.find((c) => c.priceId === id)!.id) })
    .returning();
  return p.id;
}

/** A card at the property, at Changeover Due, collected by staff (the real Collect): its collection invoice. */
async function collect(propertyId: string, clientId: string, teamId: string) {
  const [card] = await t.deps.db
    .insert(linenCards)
    .values({ propertyId, clientId, status: 'changeover_due', cleaningTeamId: teamId, onBedsSince: new Date(Date.now() - 3 * 86_400_000) })
    .returning();
  const res = await call(t, 'POST', `/api/linen-cards/${card.id}/collect`, { cookie: staff });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const changeover = await t.deps.db.query.changeovers.findFirst({ where: (c, { eq: is }) => is(c.linenCardId, card.id) });
  return changeover!.id;
}

async function payOnCheckout(cookie: string, path: string, body: unknown) {
  const start = await call(t, 'POST', `/api/payments/${path}`, { cookie, body });
  expect(start.status, JSON.stringify(start.json)).toBe(200);
  const paid = await call(t, 'POST', `/api/payments/test-checkout/${sessionOf(start.json.url)}/pay`, { cookie });
  expect(paid.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  today = londonToday(t.deps.now());
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  const b = await userWithRole(t, 'ben@owner.example', 'client');
  ownerA = a.cookie;
  ownerB = b.cookie;
  // Two clients (the two-clients fixture), each linked to its owner's login.
  const two = await twoClients(t.deps.db, 'Statement');
  clientA = two.clientA;
  clientB = two.clientB;
  await t.deps.db.update(clients).set({ name: 'Anna Lets', userId: a.user.id }).where(eq(clients.id, clientA));
  await t.deps.db.update(clients).set({ name: 'Ben Holidays', userId: b.user.id }).where(eq(clients.id, clientB));

  const details = await call(t, 'PUT', '/api/business-details', {
    cookie: admin,
    body: HARBOUR_LINEN,
  });
  expect(details.status, JSON.stringify(details.json)).toBe(200);

  const [team] = await t.deps.db.insert(cleaningTeams).values({ name: 'Statement Crew' }).returning();
  flat = await propertyWith('Harbour Flat', clientA, ['price_weekly_linen', 'price_towel_only']); // £37
  cottage = await propertyWith('Anchor Cottage', clientA, ['price_weekly_linen']); // £25
  quay = await propertyWith('Quay House', clientA, ['price_towel_only']); // £12
  await propertyWith('Ben Barn', clientB, ['price_weekly_linen']);

  // Harbour Flat: a collection paid by card. Anchor Cottage: a collection left unpaid.
  const flatCollection = await collect(flat, clientA, team.id);
  await payOnCheckout(ownerA, 'collection-checkout', { changeoverId: flatCollection });
  await collect(cottage, clientA, team.id);
  // Quay House: its £100 deposit paid by card, a collection left unpaid, then the contract ends and the
  // deposit is refunded less the collection (£12 applied to it, £88 back to the owner).
  await payOnCheckout(ownerA, 'deposit-checkout', { propertyId: quay });
  await collect(quay, clientA, team.id);
  await t.deps.db.update(properties).set({ archived: true, archivedAt: new Date() }).where(eq(properties.id, quay));
  const refund = await call(t, 'POST', `/api/properties/${quay}/deposit-refund`, { cookie: admin, body: {} });
  expect(refund.status, JSON.stringify(refund.json)).toBe(200);
});
afterAll(async () => t?.close());

const period = (from: string, to: string, extra = '') => `from=${from}&to=${to}${extra}`;
const thisMonth = () => period(addDays(today, -20), today);
const get = (cookie: string | undefined, query: string) => call(t, 'GET', `/api/statements?${query}`, { cookie });

type Row = { kind: string; reference: string; description: string; amountPence: number; effectPence: number; balancePence: number };
type Section = { propertyName: string; openingPence: number; closingPence: number; rows: Row[] };

describe('an owner’s statement', () => {
  it('lists every invoice, payment, credit note and refund per property, with running balances and the total', async () => {
    const res = await get(ownerA, thisMonth());
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.client).toEqual({ id: clientA, name: 'Anna Lets' });
    const sections = res.json.sections as Section[];
    expect(sections.map((s) => [s.propertyName, s.openingPence, s.closingPence])).toEqual([
      ['Anchor Cottage', 0, 2500],
      ['Harbour Flat', 0, 0],
      ['Quay House', 0, 0],
    ]);
    const rowsOf = (name: string) => sections.find((s) => s.propertyName === name)!.rows.map((r) => [r.kind, r.amountPence, r.effectPence, r.balancePence]);
    expect(rowsOf('Harbour Flat')).toEqual([
      ['invoice', 3700, 3700, 3700],
      ['payment', 3700, -3700, 0],
    ]);
    expect(rowsOf('Anchor Cottage')).toEqual([['invoice', 2500, 2500, 2500]]);
    // The deposit receipt paid by card; the collection invoice; paid from the deposit (carried by the
    // receipt's 'applied' credit note); the rest credited and refunded: nothing owed either way.
    expect(rowsOf('Quay House')).toEqual([
      ['invoice', 10000, 10000, 10000],
      ['payment', 10000, -10000, 0],
      ['invoice', 1200, 1200, 1200],
      ['payment', 1200, 0, 1200],
      ['credit_note', 1200, -1200, 0],
      ['credit_note', 8800, -8800, -8800],
      ['refund', 8800, 8800, 0],
    ]);
    const quayRows = sections.find((s) => s.propertyName === 'Quay House')!.rows;
    expect(quayRows[0].reference).toMatch(/^INV-\d{6}$/);
    expect(quayRows[5].reference).toMatch(/^CN-\d{6}$/);
    expect(quayRows[5].description).toContain('Deposit refunded');
    expect(res.json.total).toEqual({ openingPence: 0, invoicedPence: 17400, paidPence: 13700, creditedPence: 10000, refundedPence: 8800, closingPence: 2500 });
  });

  it('carries what was owed before the period as the opening balance', async () => {
    const res = await get(ownerA, period(addDays(today, 1), addDays(today, 30)));
    expect(res.status).toBe(200);
    expect((res.json.sections as Section[]).map((s) => [s.propertyName, s.openingPence, s.rows.length, s.closingPence])).toEqual([['Anchor Cottage', 2500, 0, 2500]]);
    expect(res.json.total).toMatchObject({ openingPence: 2500, invoicedPence: 0, closingPence: 2500 });
  });

  it('an owner may name their own client; another owner’s client, an unknown or malformed id is a 404', async () => {
    expect((await get(ownerA, thisMonth() + `&clientId=${clientA}`)).status).toBe(200);
    const other = await get(ownerB, thisMonth() + `&clientId=${clientA}`);
    expect(other.status).toBe(404);
    expect(other.json.error.message).toBe(M.notFound);
    expect((await get(ownerB, thisMonth() + '&clientId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(ownerB, thisMonth() + '&clientId=not-an-id')).status).toBe(404);
    for (const path of ['pdf', 'csv']) {
      expect((await call(t, 'GET', `/api/statements/${path}?${thisMonth()}&clientId=${clientA}`, { cookie: ownerB })).status).toBe(404);
    }
    // Owner B's own statement has their client and nothing of A's.
    const own = await get(ownerB, thisMonth());
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ client: { id: clientB, name: 'Ben Holidays' }, sections: [], total: { closingPence: 0 } });
  });

  it('staff with the collections ledger name the client (without one: 422); signed out 401', async () => {
    const named = await get(staff, thisMonth() + `&clientId=${clientA}`);
    expect(named.status).toBe(200);
    expect(named.json.total.closingPence).toBe(2500);
    const unnamed = await get(courier, thisMonth());
    expect(unnamed.status).toBe(422);
    expect(unnamed.json.error.message).toBe(M.clientRequired);
    expect((await get(undefined, thisMonth())).status).toBe(401);
  });

  it('refuses a malformed, reversed or too long period with a 422 that says why', async () => {
    const cases: [string, string][] = [
      [period('2026-02-30', '2026-03-01'), M.badFrom],
      [period('2026-02-01', '1 March'), M.badTo],
      ['to=2026-03-01', M.badFrom],
      [period('2026-03-02', '2026-03-01'), M.reversed],
      [period('2025-01-01', '2026-01-02'), M.tooLong],
    ];
    for (const [query, message] of cases) {
      for (const path of ['', '/pdf', '/csv']) {
        const res = await call(t, 'GET', `/api/statements${path}?${query}`, { cookie: ownerA });
        expect(res.status, `${path} ${query}`).toBe(422);
        expect(res.json.error.message).toBe(message);
      }
    }
    expect((await get(ownerA, period('2028-01-01', '2028-12-31'))).status).toBe(200); // 366 days
  });

  it('downloads as a PDF that states the business, the owner, the documents and the balance', async () => {
    const res = await t.app.request(`http://localhost:3000/api/statements/pdf?${thisMonth()}`, { headers: { origin: 'http://localhost:3000', cookie: ownerA } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="statement_Anna-Lets_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const json = (await get(ownerA, thisMonth())).json;
    const invoiceNumber = (json.sections as Section[])[0].rows[0].reference;
    for (const expected of ['Harbour Linen Ltd', 'VAT number GB123456782', 'Statement', 'Anna Lets', 'Anchor Cottage', 'Harbour Flat', 'Quay House', invoiceNumber, 'You owe £25.00', 'Closing balance', '£25.00']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Ben Holidays');
  });

  it('downloads as a CSV: the header, opening and closing rows, a row per entry with its balance', async () => {
    const res = await t.app.request(`http://localhost:3000/api/statements/csv?${thisMonth()}`, { headers: { origin: 'http://localhost:3000', cookie: ownerA } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe(STATEMENT_CSV_HEADER.join(','));
    const json = (await get(ownerA, thisMonth())).json;
    const cottageInvoice = (json.sections as Section[])[0].rows[0];
    expect(lines).toContain(`Anchor Cottage,${addDays(today, -20)},Opening balance,,,,,0.00`);
    expect(lines.some((l) => l.startsWith('Anchor Cottage,') && l.includes(`,Invoice,${cottageInvoice.reference},Collection invoice,25.00,25.00,25.00`))).toBe(true);
    expect(lines).toContain(`Anchor Cottage,${today},Closing balance,,,,,25.00`);
    expect(lines.some((l) => l.startsWith('Quay House,') && l.includes(',Refund,CN-') && l.endsWith(',88.00,88.00,0.00'))).toBe(true);
    expect(lines[lines.length - 1]).toBe(`Total,${today},Closing balance,,,,,25.00`);
  });
});
