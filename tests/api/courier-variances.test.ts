/**
 * Issue 22, decision 0192: the variance list of courier counts (open and handled, newest first, per
 * property), 'Charge replacement' once under parallel clicks with key variance:<visit>:<item>, 'Resolved'
 * with a reason; and the missed collection fee of 'No access' (off by default, once per visit even when
 * the phone sends it twice or in parallel, paid by the owner like any charge).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, charges, courierVisitResolutions, courierVisits, outbox, stockItems } from '@server/db/schema';
import { countUsablePhotos } from '@server/features/courier/visits.repo';
import { writeChargeSettings } from '@server/features/charges/charge-settings.repo';
import { DEFAULT_CHARGE_SETTINGS } from '@shared/domain/charges';
import { VARIANCE_MESSAGES as M } from '@shared/domain/courier-variances';
import { LINEN_MESSAGES } from '@shared/domain/linen';
import { call, createTestApp, type TestApp } from './harness';
import { withInventory } from './courier-fixture';
import { buildLinenWorld, cardRow, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 10 } } })
    .jpeg()
    .toBuffer();
  // The replacement price of a double duvet cover (the stock item's unit cost, as a damage row names it).
  await t.deps.db.insert(stockItems).values({ category: 'covers', type: 'Duvet Cover', size: 'double', unitCostPence: 2500 }).onConflictDoNothing();
});
afterAll(async () => t?.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A collect sent from the courier's phone: one double cover short, pillowcases right, one bath mat over. */
async function collectWithVariances(minutes = 30) {
  const cardId = await w.card('changeover_due');
  await withInventory(t, cardId);
  const visitId = randomUUID();
  const res = await call(t, 'PUT', `/api/courier/visits/${visitId}`, {
    cookie: w.courier,
    body: {
      cardId,
      action: 'collect',
      happenedAt: minutesAgo(minutes),
      noOnePresent: true,
      counts: [
        { item: 'covers.double', counted: 1 },
        { item: 'pillowcases.double', counted: 4 },
        { item: 'towels.bath_mats', counted: 2 },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { visitId, cardId, propertyId: (await cardRow(t, cardId)).propertyId };
}

const list = (query = 'state=open', cookie = w.staff) => call(t, 'GET', `/api/courier/variances?${query}`, { cookie });
const charge = (visitId: string, item: string, amountPence: unknown, cookie = w.staff) =>
  call(t, 'POST', `/api/courier/variances/${visitId}/${item}/charge`, { cookie, body: { amountPence } });
const resolve = (visitId: string, item: string, reason: unknown, cookie = w.staff) =>
  call(t, 'POST', `/api/courier/variances/${visitId}/${item}/resolve`, { cookie, body: { reason } });
const rowsOf = (res: { json: { variances: { visitId: string; item: string }[] } }, visitId: string) =>
  res.json.variances.filter((v) => v.visitId === visitId);

describe('GET /api/courier/variances', () => {
  it('lists the items short or over of applied visits, newest first, with the replacement price, per property', async () => {
    const older = await collectWithVariances(60);
    const newer = await collectWithVariances(10);
    const res = await list();
    expect(res.status).toBe(200);
    const mine = res.json.variances.filter((v: { visitId: string }) => v.visitId === older.visitId || v.visitId === newer.visitId);
    expect(mine.map((v: { visitId: string; item: string }) => [v.visitId, v.item])).toEqual([
      [newer.visitId, 'covers.double'],
      [newer.visitId, 'towels.bath_mats'],
      [older.visitId, 'covers.double'],
      [older.visitId, 'towels.bath_mats'],
    ]);
    expect(mine[0]).toMatchObject({
      label: 'Duvet covers · Double',
      expected: 2,
      counted: 1,
      difference: -1,
      action: 'collect',
      clientName: 'Anna Lets',
      courierName: expect.any(String),
      unitPence: 2500,
      suggestedPence: 2500,
      resolution: null,
    });
    expect(mine[1]).toMatchObject({ label: 'Bath mats', difference: 1, suggestedPence: null });

    const one = await list(`state=open&property=${older.propertyId}`);
    expect(one.json.variances.map((v: { visitId: string }) => v.visitId)).toEqual([older.visitId, older.visitId]);
  });

  it('is for staff who charge damages and manage charges: owners and couriers 403, signed out 401; a bad cursor 422', async () => {
    expect((await list('state=open', w.ownerA)).status).toBe(403);
    expect((await list('state=open', w.courier)).status).toBe(403);
    expect((await call(t, 'GET', '/api/courier/variances')).status).toBe(401);
    expect((await list('state=open', w.manager)).status).toBe(200);
    expect((await list('state=open&cursor=not-a-cursor')).status).toBe(422);
  });

  it('pages by keyset without repeating or skipping a row', async () => {
    for (let i = 0; i < 26; i++) await collectWithVariances(200 + i);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`state=open${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.json.variances.length).toBeLessThanOrEqual(50);
      seen.push(...res.json.variances.map((v: { visitId: string; item: string }) => `${v.visitId}:${v.item}`));
      cursor = res.json.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(50);
  });
});

describe('POST /api/courier/variances/:visitId/:item/charge', () => {
  it('charges a short item once under 10 parallel clicks, audited, and the row leaves the open list for the handled one', async () => {
    const { visitId, propertyId } = await collectWithVariances();
    const answers = await Promise.all(Array.from({ length: 10 }, () => charge(visitId, 'covers.double', 2500)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const won = answers.find((a) => a.status === 200)!;
    expect(won.json.variance.resolution).toMatchObject({
      reason: 'Linen short at collection: Duvet covers · Double × 1',
      charge: { amountPence: 2500, status: 'pending' },
    });
    expect(answers.find((a) => a.status === 409)!.json.error.message).toBe(M.alreadyCharged);

    const made = await t.deps.db
      .select()
      .from(charges)
      .where(eq(charges.dedupeKey, `variance:${visitId}:covers.double`));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ kind: 'replacement', amountPence: 2500, propertyId, status: 'pending', clientId: w.clientA });
    const [resolution] = await t.deps.db.select().from(courierVisitResolutions).where(eq(courierVisitResolutions.visitId, visitId));
    expect(resolution.chargeId).toBe(made[0].id);
    expect(
      await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'charge.created'), eq(auditLog.entityId, made[0].id))),
    ).toHaveLength(1);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'courier_visit.variance_charged'), eq(auditLog.entityId, visitId)));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({ item: 'covers.double', amountPence: 2500, chargeId: made[0].id });

    expect(rowsOf(await list(`state=open&property=${propertyId}`), visitId).map((v) => v.item)).toEqual(['towels.bath_mats']);
    const handled = rowsOf(await list(`state=handled&property=${propertyId}`), visitId);
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatchObject({ item: 'covers.double', resolution: { charge: { id: made[0].id } } });

    // The owner pays it where they pay every charge.
    const pay = await call(t, 'POST', '/api/payments/charge-checkout', { cookie: w.ownerA, body: { chargeId: made[0].id } });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    // Resolving what was charged is refused.
    expect((await resolve(visitId, 'covers.double', 'Found it')).json.error.message).toBe(M.alreadyCharged);
  });

  it('takes an amount as damage charges bound it, and only for an item counted short', async () => {
    const { visitId } = await collectWithVariances();
    for (const bad of [0, -5, 12.5, 10_000_001, 'ten', null]) {
      const res = await charge(visitId, 'covers.double', bad);
      expect(res.status, String(bad)).toBe(422);
      expect(JSON.stringify(res.json.error)).toContain(M.amount);
    }
    const over = await charge(visitId, 'towels.bath_mats', 1500);
    expect(over.status).toBe(422);
    expect(over.json.error.message).toBe(M.onlyShort);
    expect(
      await t.deps.db
        .select()
        .from(charges)
        .where(like(charges.dedupeKey, `variance:${visitId}:%`)),
    ).toHaveLength(0);
  });

  it('answers 404 for a visit or item with no variance, a refused visit and an unknown visit; owners 403', async () => {
    const { visitId } = await collectWithVariances();
    expect((await charge(visitId, 'pillowcases.double', 800)).status).toBe(404);
    expect((await charge(visitId, 'sheets.king', 800)).status).toBe(404);
    expect((await charge(randomUUID(), 'covers.double', 800)).status).toBe(404);
    expect((await charge(visitId, 'not.an-item', 800)).status).toBe(422);
    expect((await charge(visitId, 'covers.double', 800, w.ownerA)).status).toBe(403);
    expect((await charge(visitId, 'covers.double', 800, w.ownerB)).status).toBe(403);
    expect((await resolve(visitId, 'covers.double', 'x', w.ownerA)).status).toBe(403);

    // A collect refused (the card was moved meanwhile) made nothing to reconcile.
    const cardId = await w.card('in_transit');
    await withInventory(t, cardId);
    const refusedId = randomUUID();
    const refused = await call(t, 'PUT', `/api/courier/visits/${refusedId}`, {
      cookie: w.courier,
      body: { cardId, action: 'collect', happenedAt: minutesAgo(1), noOnePresent: true, counts: [{ item: 'covers.double', counted: 0 }] },
    });
    expect(refused.json.visit.outcome).toBe('refused');
    expect((await charge(refusedId, 'covers.double', 800)).status).toBe(404);
    expect(rowsOf(await list(), refusedId)).toEqual([]);
  });
});

describe('POST /api/courier/variances/:visitId/:item/resolve', () => {
  it('requires a reason, resolves short or over once, audited, and the row leaves the open list', async () => {
    const { visitId, propertyId } = await collectWithVariances();
    for (const bad of ['', '   ', undefined, 'x'.repeat(501)]) {
      const res = await resolve(visitId, 'towels.bath_mats', bad);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.json.error)).toMatch(bad === undefined || String(bad).trim() === '' ? M.reasonRequired : M.reasonTooLong);
    }
    const ok = await resolve(visitId, 'towels.bath_mats', '  Spare mat left by the guest  ');
    expect(ok.status).toBe(200);
    expect(ok.json.variance.resolution).toMatchObject({ reason: 'Spare mat left by the guest', charge: null, resolvedByName: expect.any(String) });
    const again = await resolve(visitId, 'towels.bath_mats', 'Twice');
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(M.alreadyResolved);
    expect((await charge(visitId, 'covers.double', 2500)).status).toBe(200);
    expect(rowsOf(await list(`state=open&property=${propertyId}`), visitId)).toEqual([]);
    expect(
      rowsOf(await list(`state=handled&property=${propertyId}`), visitId)
        .map((v) => v.item)
        .sort(),
    ).toEqual(['covers.double', 'towels.bath_mats']);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'courier_visit.variance_resolved'), eq(auditLog.entityId, visitId)));
    expect(audits.map((a) => a.details)).toEqual([expect.objectContaining({ item: 'towels.bath_mats', reason: 'Spare mat left by the guest' })]);
  });
});

describe("'No access' and the missed collection fee", () => {
  async function sendPhoto() {
    const id = randomUUID();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], 'door.jpg', { type: 'image/jpeg' }));
    expect((await call(t, 'PUT', `/api/courier/photos/${id}`, { cookie: w.courier, body: form })).status).toBe(201);
    return id;
  }
  const noAccess = async (cardId: string, visitId = randomUUID(), photoId?: string) => {
    const body = { cardId, action: 'no_access', happenedAt: minutesAgo(2), photoIds: [photoId ?? (await sendPhoto())] };
    return { visitId, body, send: () => call(t, 'PUT', `/api/courier/visits/${visitId}`, { cookie: w.courier, body }) };
  };
  const feesOf = (visitId: string) =>
    t.deps.db
      .select()
      .from(charges)
      .where(eq(charges.dedupeKey, `missed:${visitId}`));
  const mailsAbout = async (propertyName: string) =>
    (await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'missed-collection'))).filter((m) => m.textBody.includes(propertyName));

  it('adds no fee while the setting is 0, the default', async () => {
    await writeChargeSettings(t.deps.db, DEFAULT_CHARGE_SETTINGS, new Date());
    const cardId = await w.card('changeover_due');
    const stop = await noAccess(cardId);
    const res = await stop.send();
    expect(res.json.visit).toMatchObject({ outcome: 'applied', action: 'no_access' });
    expect(await feesOf(stop.visitId)).toHaveLength(0);
    expect((await cardRow(t, cardId)).status).toBe('changeover_due');
    const [mail] = await mailsAbout(res.json.visit.propertyName);
    expect(mail.textBody).not.toContain('fee');
  });

  it('with a fee set, adds one charge per visit even when the phone sends it twice and ten times at once; the owner is told and may pay', async () => {
    await writeChargeSettings(t.deps.db, { ...DEFAULT_CHARGE_SETTINGS, missedCollectionPence: 1500 }, new Date());
    try {
      const cardId = await w.card('changeover_due');
      const stop = await noAccess(cardId);
      const first = await stop.send();
      const second = await stop.send();
      expect(second.json).toEqual(first.json);
      const [fee, ...more] = await feesOf(stop.visitId);
      expect(more).toHaveLength(0);
      expect(fee).toMatchObject({
        kind: 'missed_collection',
        amountPence: 1500,
        status: 'pending',
        clientId: w.clientA,
        linenCardId: cardId,
        createdBy: null,
      });
      expect(
        await t.deps.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'charge.created'), eq(auditLog.entityId, fee.id))),
      ).toHaveLength(1);
      expect((await cardRow(t, cardId)).status).toBe('changeover_due');
      const mails = (await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'missed-collection'))).filter((m) =>
        m.textBody.includes('A missed collection fee of £15.00'),
      );
      expect(mails.length).toBeGreaterThanOrEqual(1);
      expect(mails.at(-1)!.textBody).toContain('/portal?tab=payments-due');

      const parallelCard = await w.card('changeover_due');
      const photoId = await sendPhoto();
      const parallel = await noAccess(parallelCard, randomUUID(), photoId);
      const answers = await Promise.all(Array.from({ length: 10 }, () => parallel.send()));
      expect(answers.map((a) => (a.status === 200 ? 200 : `${a.status} ${JSON.stringify(a.json)}`))).toEqual(answers.map(() => 200));
      expect(await feesOf(parallel.visitId)).toHaveLength(1);
      // A send that checks the photos after another stored the visit finds them usable (they are that
      // visit's) and answers as the stored visit; for any other visit they are taken.
      const [visit] = await t.deps.db.select().from(courierVisits).where(eq(courierVisits.id, parallel.visitId));
      expect(await countUsablePhotos(t.deps.db, [photoId], visit.courierUserId!, parallel.visitId)).toBe(1);
      expect(await countUsablePhotos(t.deps.db, [photoId], visit.courierUserId!, randomUUID())).toBe(0);

      const due = await call(t, 'GET', '/api/payments-due', { cookie: w.ownerA });
      expect(JSON.stringify(due.json)).toContain(fee.id);
      const pay = await call(t, 'POST', '/api/payments/charge-checkout', { cookie: w.ownerA, body: { chargeId: fee.id } });
      expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    } finally {
      await writeChargeSettings(t.deps.db, DEFAULT_CHARGE_SETTINGS, new Date());
    }
  });

  it('a return or delivery with no access keeps its card on its list, charges no fee and tells the owner what we came to do; a card on beds is refused', async () => {
    await writeChargeSettings(t.deps.db, { ...DEFAULT_CHARGE_SETTINGS, missedCollectionPence: 1500 }, new Date());
    try {
      const returning = await w.card('in_transit', { transitSince: new Date(Date.now() - 3_600_000) });
      const stop = await noAccess(returning);
      const res = await stop.send();
      expect(res.json.visit.outcome).toBe('applied');
      expect((await cardRow(t, returning)).status).toBe('in_transit');
      expect(await feesOf(stop.visitId)).toHaveLength(0);
      const [mail] = (await t.deps.db.select().from(outbox).where(eq(outbox.subject, 'We could not deliver your clean linen'))).filter((m) =>
        m.textBody.includes(res.json.visit.propertyName),
      );
      expect(mail.textBody).toContain('could not get in to deliver the clean linen');

      const onBeds = await w.card('on_beds');
      const refused = await (await noAccess(onBeds)).send();
      expect(refused.json.visit).toMatchObject({ outcome: 'refused', refusal: { code: 'moved_since', message: LINEN_MESSAGES.alreadyMoved } });
      expect((await cardRow(t, onBeds)).status).toBe('on_beds');
    } finally {
      await writeChargeSettings(t.deps.db, DEFAULT_CHARGE_SETTINGS, new Date());
    }
  });

  it('refuses a no access the board overtook (the card was collected after the phone’s time): no fee, no mail', async () => {
    await writeChargeSettings(t.deps.db, { ...DEFAULT_CHARGE_SETTINGS, missedCollectionPence: 1500 }, new Date());
    try {
      const cardId = await w.card('changeover_due');
      const stop = await noAccess(cardId);
      expect((await call(t, 'POST', `/api/linen-cards/${cardId}/collect`, { cookie: w.staff })).status).toBe(200);
      const res = await stop.send();
      expect(res.json.visit).toMatchObject({ outcome: 'refused', refusal: { code: 'moved_since' } });
      expect(await feesOf(stop.visitId)).toHaveLength(0);
    } finally {
      await writeChargeSettings(t.deps.db, DEFAULT_CHARGE_SETTINGS, new Date());
    }
  });
});

describe('PUT /api/charge-settings: the missed collection fee', () => {
  it('is 0 (off) by default, validated like the other amounts, and saved in pence', async () => {
    const got = await call(t, 'GET', '/api/charge-settings', { cookie: w.staff });
    expect(got.json.settings.missedCollectionPence).toBe(0);
    const put = (missedCollectionPence: unknown) =>
      call(t, 'PUT', '/api/charge-settings', { cookie: w.admin, body: { ...DEFAULT_CHARGE_SETTINGS, missedCollectionPence } });
    for (const [bad, message] of [
      [-1, 'The missed collection fee must be £0.00 (off) or more'],
      [12.5, 'The missed collection fee must be whole pence'],
      [10_000_001, 'The missed collection fee must be at most £100,000.00'],
      ['15', 'The missed collection fee must be an amount in pence'],
    ] as const) {
      const res = await put(bad);
      expect(res.status, String(bad)).toBe(422);
      expect(JSON.stringify(res.json.error)).toContain(message);
    }
    const saved = await put(1250);
    expect(saved.status).toBe(200);
    expect(saved.json.settings.missedCollectionPence).toBe(1250);
    expect((await call(t, 'GET', '/api/charge-settings', { cookie: w.staff })).json.settings.missedCollectionPence).toBe(1250);
    expect((await put(0)).json.settings.missedCollectionPence).toBe(0);
    expect(
      (await call(t, 'PUT', '/api/charge-settings', { cookie: w.staff, body: { ...DEFAULT_CHARGE_SETTINGS, missedCollectionPence: 100 } })).status,
    ).toBe(403);
  });
});
