/**
 * Bag labels (issue 8 item 14, decision 0085): GET /api/bag-labels/:code finds the card a label names
 * (case, dashes and spaces ignored; kanban_move; scoped: another owner's label is a 404) and
 * POST /api/linen-cards/labels answers the PDF sheet (provider staff; owners 403; unknown cards 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, linenCards, properties } from '@server/db/schema';
import { runOverdueSweep } from '@server/features/linen';
import { formatLabelCode } from '@shared/domain/bag-exchange';
import { APP_URL, call, createTestApp, makeRole, userWithRole, type TestApp } from './harness';
import { pdfTextLines } from './contracts-pdf-text';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
/** An owner whose custom role lets them move bags: scoped to their own client's cards. */
let moverOwner: { cookie: string; cardId: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  await makeRole(t, 'owner_mover', { is_property_owner: true, kanban_move: true });
  const owner = await userWithRole(t, 'olga@owner.example', 'owner_mover');
  const [client] = await t.deps.db
    .insert(clients)
    .values({ name: 'Olga Stays', primaryEmail: 'olga@owner.example', userId: owner.user.id })
    .returning();
  const [property] = await t.deps.db.insert(properties).values({ name: 'Olga Loft', clientId: client.id }).returning();
  const [card] = await t.deps.db
    .insert(linenCards)
    .values({ propertyId: property.id, clientId: client.id, status: 'on_beds', onBedsSince: new Date() })
    .returning();
  moverOwner = { cookie: owner.cookie, cardId: card.id };
});
afterAll(async () => t?.close());

async function codeOf(cardId: string): Promise<string> {
  const [row] = await t.deps.db.select({ code: linenCards.labelCode }).from(linenCards).where(eq(linenCards.id, cardId));
  return row.code;
}

/** POST /api/linen-cards/labels, reading the answer as bytes. */
async function labels(cookie: string | undefined, body: unknown) {
  const headers: Record<string, string> = { origin: APP_URL, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const res = await t.app.request(
    `${APP_URL}/api/linen-cards/labels`,
    { method: 'POST', headers, body: JSON.stringify(body) },
    {
      incoming: { socket: { remoteAddress: '127.0.0.1' } },
    },
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(Buffer.from(bytes).toString('utf8')) };
}

describe('GET /api/bag-labels/:code', () => {
  it('finds the card a label names, however the code is typed', async () => {
    const id = await w.card('changeover_due');
    const code = await codeOf(id);
    expect(code).toMatch(/^[0-9A-F]{12}$/);
    for (const typed of [code, code.toLowerCase(), formatLabelCode(code), ` ${formatLabelCode(code).replace(/-/g, ' ')} `]) {
      const res = await call(t, 'GET', `/api/bag-labels/${encodeURIComponent(typed)}`, { cookie: w.courier });
      expect(res.status, typed).toBe(200);
      expect(res.json.card).toMatchObject({ id, status: 'changeover_due', clientName: 'Anna Lets', daysOnBeds: 3 });
    }
  });

  it('gives every card a different code', async () => {
    const ids = await Promise.all([w.card('new'), w.card('new'), w.card('new')]);
    const codes = await Promise.all(ids.map(codeOf));
    expect(new Set(codes).size).toBe(3);
  });

  it('says plainly when no bag has that label (unknown, malformed, archived)', async () => {
    const archived = await w.card('on_beds');
    await t.deps.db.update(linenCards).set({ archived: true }).where(eq(linenCards.id, archived));
    for (const code of ['000000000000', 'not-a-code', 'x'.repeat(300), await codeOf(archived)]) {
      const res = await call(t, 'GET', `/api/bag-labels/${code}`, { cookie: w.staff });
      expect(res.status, code).toBe(404);
      expect(res.json.error.message).toBe('No bag found for that label');
    }
  });

  it('refuses owners and staff without kanban_move, and signed-out callers', async () => {
    const code = await codeOf(await w.card('in_transit'));
    expect((await call(t, 'GET', `/api/bag-labels/${code}`)).status).toBe(401);
    for (const cookie of [w.ownerA, w.ownerB, w.noMove]) expect((await call(t, 'GET', `/api/bag-labels/${code}`, { cookie })).status).toBe(403);
    for (const cookie of [w.courier, w.staff, w.manager, w.admin])
      expect((await call(t, 'GET', `/api/bag-labels/${code}`, { cookie })).status).toBe(200);
  });

  it("scopes an owner who may move bags: their own label is found, another owner's is a 404", async () => {
    const own = await call(t, 'GET', `/api/bag-labels/${await codeOf(moverOwner.cardId)}`, { cookie: moverOwner.cookie });
    expect(own.status).toBe(200);
    expect(own.json.card.id).toBe(moverOwner.cardId);
    const other = await call(t, 'GET', `/api/bag-labels/${await codeOf(await w.card('changeover_due'))}`, { cookie: moverOwner.cookie });
    expect(other.status).toBe(404);
    expect(other.json.error.message).toBe('No bag found for that label');
  });

  it('only reads: a bag overdue on beds shows as Changeover Due once the scheduled sweep has run (decision 0177)', async () => {
    const id = await w.card('on_beds', { onBedsSince: new Date(t.deps.now().getTime() - 15 * 86_400_000) });
    const before = await call(t, 'GET', `/api/bag-labels/${await codeOf(id)}`, { cookie: w.courier });
    expect(before.json.card.status).toBe('on_beds');
    expect(await runOverdueSweep(t.deps)).toBeGreaterThanOrEqual(1);
    const after = await call(t, 'GET', `/api/bag-labels/${await codeOf(id)}`, { cookie: w.courier });
    expect(after.json.card.status).toBe('changeover_due');
  });

  it('shows the code in the card details for staff to read out', async () => {
    const id = await w.card('new');
    const res = await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.staff });
    expect(res.json.card.labelCode).toBe(await codeOf(id));
  });
});

describe('POST /api/linen-cards/labels', () => {
  it('answers an A4 PDF with each chosen property, client and printed code', async () => {
    const a = await w.card('on_beds');
    const b = await w.card('changeover_due', { owner: 'b' });
    const res = await labels(w.staff, { cardIds: [a, b] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('bag-labels.pdf');
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const lines = await pdfTextLines(res.bytes);
    const names = await t.deps.db
      .select({ id: linenCards.id, name: properties.name })
      .from(linenCards)
      .innerJoin(properties, eq(properties.id, linenCards.propertyId));
    for (const id of [a, b]) {
      expect(lines).toContain(names.find((n) => n.id === id)!.name);
      expect(lines).toContain(formatLabelCode(await codeOf(id)));
    }
    expect(lines).toEqual(expect.arrayContaining(['Anna Lets', 'Ben Holidays']));
  });

  it('lets couriers print too; refuses owners (even for their own cards) and staff without edit or move', async () => {
    const a = await w.card('on_beds');
    expect((await labels(w.courier, { cardIds: [a] })).status).toBe(200);
    expect((await labels(w.manager, { cardIds: [a] })).status).toBe(200);
    expect((await labels(w.admin, { cardIds: [a] })).status).toBe(200);
    expect((await labels(undefined, { cardIds: [a] })).status).toBe(401);
    for (const cookie of [w.ownerA, w.ownerB, moverOwner.cookie]) expect((await labels(cookie, { cardIds: [a] })).status).toBe(403);
    expect((await labels(w.noView, { cardIds: [a] })).status).toBe(403);
  });

  it('is a 404 when any chosen card is unknown or archived, and a 422 with a clear message for bad input', async () => {
    const a = await w.card('on_beds');
    const unknown = await labels(w.staff, { cardIds: [a, '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(404);
    expect(unknown.json().error.message).toBe('Linen card not found');

    const empty = await labels(w.staff, { cardIds: [] });
    expect(empty.status).toBe(422);
    expect(empty.json().error.message).toBe('Choose at least one card');
    const bad = await labels(w.staff, { cardIds: ['nope'] });
    expect(bad.status).toBe(422);
    expect(bad.json().error.issues[0]).toMatchObject({ path: 'cardIds.0', message: 'Linen card not found' });
  });

  it('prints a label once when a card is chosen twice', async () => {
    const a = await w.card('on_beds');
    const res = await labels(w.staff, { cardIds: [a, a.toUpperCase()] });
    expect(res.status).toBe(200);
    const lines = await pdfTextLines(res.bytes);
    const printed = formatLabelCode(await codeOf(a));
    expect(lines.filter((l) => l === printed)).toHaveLength(1);
  });
});
