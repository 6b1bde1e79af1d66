/**
 * Issue 22, decision 0187: a courier's stops sent from a phone. PUT /api/courier/visits/:id keyed by the
 * phone's action id (the first send decides, repeats and parallel sends are answered from the row), the
 * phone's time on the move, refusals stored with their reason, proof (counts against the property's
 * inventory, signature, photos) readable by staff and the property's owner.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, changeovers, courierVisitPhotos, courierVisits, linenCardEvents, linenCards, outbox, properties } from '@server/db/schema';
import { VISIT_MESSAGES as V } from '@shared/domain/courier-visits';
import { ROUND_LIST_MAX } from '@shared/schemas/courier';
import { call, createTestApp, type TestApp } from './harness';
import { signatureDataUrl, withInventory } from './courier-fixture';
import { buildLinenWorld, cardRow, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
let signature: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  signature = await signatureDataUrl();
  // A JPEG with a GPS position in its EXIF: the stored photo must not keep it.
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Artist: 'Phone owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
});
afterAll(async () => t?.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const visitsOf = (cardId: string) => t.deps.db.select().from(courierVisits).where(eq(courierVisits.linenCardId, cardId));
const changeoversOf = (cardId: string) => t.deps.db.select().from(changeovers).where(eq(changeovers.linenCardId, cardId));
const eventsOf = (cardId: string) => t.deps.db.select().from(linenCardEvents).where(eq(linenCardEvents.linenCardId, cardId));

async function sendPhoto(cookie = w.courier, id = randomUUID()) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'door.jpg', { type: 'image/jpeg' }));
  const res = await call(t, 'PUT', `/api/courier/photos/${id}`, { cookie, body: form });
  return { id, res };
}

const signed = () => ({ signerName: 'Ann Guest', signature });
const send = (id: string, body: Record<string, unknown>, cookie = w.courier) => call(t, 'PUT', `/api/courier/visits/${id}`, { cookie, body });

describe('PUT /api/courier/visits/:id: a collect from a phone', () => {
  it('applies the board’s Collect at the phone’s time, with counts against the inventory, the signature and the photos', async () => {
    const cardId = await w.card('changeover_due');
    await withInventory(t, cardId);
    const { id: photoId, res: photoRes } = await sendPhoto();
    expect(photoRes.status).toBe(201);
    const at = minutesAgo(40);
    const visitId = randomUUID();
    const res = await send(visitId, {
      cardId,
      action: 'collect',
      happenedAt: at.toISOString(),
      counts: [
        { item: 'covers.double', counted: 2 },
        { item: 'pillowcases.double', counted: 3 },
        { item: 'towels.bath_mats', counted: 1 },
      ],
      ...signed(),
      photoIds: [photoId],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.visit).toMatchObject({ id: visitId, cardId, action: 'collect', outcome: 'applied', refusal: null, happenedAt: at.toISOString() });
    const card = await cardRow(t, cardId);
    expect(card.status).toBe('in_transit');
    expect(card.transitSince?.toISOString()).toBe(at.toISOString());
    const [changeover] = await changeoversOf(cardId);
    expect(changeover.collectedAt?.toISOString()).toBe(at.toISOString());
    expect(res.json.visit.changeoverId).toBe(changeover.id);
    const moves = (await eventsOf(cardId)).filter((e) => e.kind === 'moved');
    expect(moves.map((e) => [e.toStatus, e.createdAt.toISOString()])).toEqual([['in_transit', at.toISOString()]]);

    // The proof: staff and the property's owner read it; owner B does not.
    const proof = await call(t, 'GET', `/api/courier/visits/${visitId}`, { cookie: w.staff });
    expect(proof.status).toBe(200);
    expect(proof.json.visit).toMatchObject({
      signerName: 'Ann Guest',
      noOnePresent: false,
      clientName: 'Anna Lets',
      courierName: expect.any(String),
    });
    expect(proof.json.visit.counts).toEqual(
      expect.arrayContaining([
        { item: 'pillowcases.double', label: 'Pillowcases · Double', expected: 4, counted: 3, difference: -1 },
        { item: 'covers.double', label: 'Duvet covers · Double', expected: 2, counted: 2, difference: 0 },
      ]),
    );
    expect((await call(t, 'GET', `/api/courier/visits/${visitId}`, { cookie: w.ownerA })).status).toBe(200);
    expect((await call(t, 'GET', `/api/courier/visits/${visitId}`, { cookie: w.ownerB })).status).toBe(404);
    const sig = await t.app.request(`http://localhost:3000${proof.json.visit.signatureUrl}`, {
      headers: { cookie: w.staff, origin: 'http://localhost:3000' },
    });
    expect(sig.status).toBe(200);
    expect((await sharp(Buffer.from(await sig.arrayBuffer())).metadata()).format).toBe('png');
    const [stored] = await t.deps.db.select().from(courierVisitPhotos).where(eq(courierVisitPhotos.id, photoId));
    expect(stored.visitId).toBe(visitId);
    const meta = await sharp(stored.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(proof.json.visit.photos).toEqual([{ id: photoId, url: `/api/courier/visits/${visitId}/photos/${photoId}`, width: 64, height: 48 }]);

    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, visitId));
    expect(audit.action).toBe('courier_visit.applied');
    expect(audit.details).toMatchObject({ cardId, action: 'collect', photos: 1, differences: [{ item: 'pillowcases.double', difference: -1 }] });
  });

  it('answers a repeat of the id from the stored visit: one visit, one move, one changeover', async () => {
    const cardId = await w.card('changeover_due');
    const visitId = randomUUID();
    const body = { cardId, action: 'collect', happenedAt: minutesAgo(5).toISOString(), noOnePresent: true };
    const first = await send(visitId, body);
    const again = await send(visitId, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await visitsOf(cardId)).toHaveLength(1);
    expect(await changeoversOf(cardId)).toHaveLength(1);
    expect((await eventsOf(cardId)).filter((e) => e.kind === 'moved')).toHaveLength(1);
  });

  it('answers an applied Collect with its undo, which the board’s undo takes back (issue 19: the popup on the phone offers it)', async () => {
    const cardId = await w.card('changeover_due');
    const at = new Date(Date.now() - 1_000);
    const res = await send(randomUUID(), { cardId, action: 'collect', happenedAt: at.toISOString(), noOnePresent: true });
    expect(res.json.visit.undo).toEqual({ eventId: expect.any(String), until: new Date(at.getTime() + 2 * 60_000).toISOString() });
    const undone = await call(t, 'POST', `/api/linen-cards/${cardId}/undo`, { cookie: w.courier, body: { eventId: res.json.visit.undo.eventId } });
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    expect((await cardRow(t, cardId)).status).toBe('changeover_due');
  });

  it('applies ten parallel sends of the same action once and answers each the same', async () => {
    const cardId = await w.card('changeover_due');
    const visitId = randomUUID();
    const body = { cardId, action: 'collect', happenedAt: minutesAgo(2).toISOString(), noOnePresent: true };
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(visitId, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json))).size).toBe(1);
    expect(answers[0].json.visit.outcome).toBe('applied');
    expect(await visitsOf(cardId)).toHaveLength(1);
    expect(await changeoversOf(cardId)).toHaveLength(1);
    expect((await eventsOf(cardId)).filter((e) => e.kind === 'moved')).toHaveLength(1);
  });

  it('refuses, and keeps the refusal, when the card was moved on the board after the phone’s time', async () => {
    const cardId = await w.card('on_beds');
    const phoneTime = minutesAgo(30);
    // The board moves it to Changeover Due now: the courier's collect happened before that.
    expect((await call(t, 'POST', `/api/linen-cards/${cardId}/move-to-changeover`, { cookie: w.staff, body: { teamId: w.teamId } })).status).toBe(
      200,
    );
    const visitId = randomUUID();
    const body = { cardId, action: 'collect', happenedAt: phoneTime.toISOString(), noOnePresent: true };
    const res = await send(visitId, body);
    expect(res.status).toBe(200);
    expect(res.json.visit).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'moved_since', message: V.movedSince },
      changeoverId: null,
      undo: null,
    });
    expect((await cardRow(t, cardId)).status).toBe('changeover_due');
    expect(await changeoversOf(cardId)).toHaveLength(0);
    // Sent again, the same refusal; the card has not moved meanwhile, yet the stored answer stands.
    expect((await send(visitId, body)).json).toEqual(res.json);
    // Redone as a new action (a new id) with the time now, it applies.
    const redo = await send(randomUUID(), { ...body, happenedAt: new Date().toISOString() });
    expect(redo.json.visit.outcome).toBe('applied');
  });

  it('refuses a move from the wrong column (the card was collected by someone else)', async () => {
    const cardId = await w.card('in_transit');
    const res = await send(randomUUID(), { cardId, action: 'collect', happenedAt: minutesAgo(1).toISOString(), noOnePresent: true });
    expect(res.json.visit).toMatchObject({ outcome: 'refused', refusal: { code: 'moved_since' } });
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, res.json.visit.id));
    expect(audit.action).toBe('courier_visit.refused');
  });

  it('refuses a bag scanned at the wrong property and moves nothing', async () => {
    const cardId = await w.card('changeover_due');
    const other = await w.card('changeover_due', { owner: 'b' });
    const res = await send(randomUUID(), {
      cardId,
      bagCode: (await cardRow(t, other)).labelCode,
      action: 'collect',
      happenedAt: minutesAgo(1).toISOString(),
      noOnePresent: true,
    });
    expect(res.json.visit).toMatchObject({ outcome: 'refused', refusal: { code: 'other_property', message: V.otherProperty } });
    expect((await cardRow(t, cardId)).status).toBe('changeover_due');
    expect((await cardRow(t, other)).status).toBe('changeover_due');
    // The right bag's code (any case, with dashes) is accepted.
    const code = (await cardRow(t, cardId)).labelCode!;
    const ok = await send(randomUUID(), {
      cardId,
      bagCode: `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase(),
      action: 'collect',
      happenedAt: minutesAgo(1).toISOString(),
      noOnePresent: true,
    });
    expect(ok.json.visit.outcome).toBe('applied');
  });
});

describe('PUT /api/courier/visits/:id: return, deliver and no access', () => {
  it('return and deliver take the phone’s time as the hire clock’s start', async () => {
    const inTransit = await w.card('in_transit');
    const at = minutesAgo(90);
    expect((await send(randomUUID(), { cardId: inTransit, action: 'return', happenedAt: at.toISOString(), ...signed() })).json.visit.outcome).toBe(
      'applied',
    );
    const returned = await cardRow(t, inTransit);
    expect([returned.status, returned.onBedsSince?.toISOString(), returned.transitSince]).toEqual(['on_beds', at.toISOString(), null]);

    const fresh = await w.card('new');
    expect((await send(randomUUID(), { cardId: fresh, action: 'deliver', happenedAt: at.toISOString(), ...signed() })).json.visit.outcome).toBe(
      'applied',
    );
    expect((await cardRow(t, fresh)).onBedsSince?.toISOString()).toBe(at.toISOString());
  });

  it("'No access' keeps the card due, stores the photo and e-mails the owner once", async () => {
    const cardId = await w.card('changeover_due');
    const { id: photoId } = await sendPhoto();
    const visitId = randomUUID();
    const body = { cardId, action: 'no_access', happenedAt: minutesAgo(3).toISOString(), photoIds: [photoId] };
    const res = await send(visitId, body);
    expect(res.json.visit).toMatchObject({ outcome: 'applied', action: 'no_access' });
    expect(await send(visitId, body)).toMatchObject({ status: 200 });
    expect((await cardRow(t, cardId)).status).toBe('changeover_due');
    const mails = (await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'missed-collection'))).filter((m) =>
      m.textBody.includes(res.json.visit.propertyName as string),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe('anna@owner.example');
  });
});

describe('PUT /api/courier/visits/:id: what is refused before anything is stored', () => {
  /** Refused as invalid with the message, and with the reason code the phone words it by when one is given. */
  const invalid = async (body: Record<string, unknown>, message: string, reason?: string, cookie = w.courier) => {
    const visitId = randomUUID();
    const res = await send(visitId, body, cookie);
    expect(res.status, JSON.stringify(res.json)).toBe(422);
    expect(JSON.stringify(res.json.error)).toContain(message);
    if (reason) expect(res.json.error.reason).toBe(reason);
    expect(await t.deps.db.select().from(courierVisits).where(eq(courierVisits.id, visitId))).toHaveLength(0);
  };

  it('counts must be whole numbers of at least 0, for items of a linen inventory, each once', async () => {
    const cardId = await w.card('changeover_due');
    const base = { cardId, action: 'collect', happenedAt: new Date().toISOString(), noOnePresent: true };
    for (const counted of [-1, 1.5, '3']) {
      await invalid({ ...base, counts: [{ item: 'covers.double', counted }] }, 'Counts must be whole numbers of at least 0');
    }
    await invalid({ ...base, counts: [{ item: 'duvets.huge', counted: 1 }] }, 'Unknown linen item');
    await invalid(
      {
        ...base,
        counts: [
          { item: 'covers.double', counted: 1 },
          { item: 'covers.double', counted: 2 },
        ],
      },
      'Each item is counted once',
    );
    expect((await cardRow(t, cardId)).status).toBe('changeover_due');
  });

  it('a signature with a name, or no one present; a photo for no access; a photo that has arrived', async () => {
    const cardId = await w.card('changeover_due');
    const base = { cardId, action: 'collect', happenedAt: new Date().toISOString() };
    await invalid(base, V.signatureOrNobody);
    await invalid({ ...base, signature }, V.signerName);
    await invalid({ ...base, action: 'no_access' }, V.photoForNoAccess);
    await invalid({ ...base, action: 'no_access', photoIds: [randomUUID()] }, V.photoMissing, 'photo_missing');
    await invalid({ ...base, action: 'fetch', noOnePresent: true }, V.chooseAction);
    // Another courier's photo is not this courier's to attach.
    const { id: staffPhoto } = await sendPhoto(w.staff);
    await invalid({ ...base, action: 'no_access', photoIds: [staffPhoto] }, V.photoMissing, 'photo_missing');
  });

  it('a photo that is not an image is refused with the reason the phone words it by, and nothing is kept', async () => {
    const id = randomUUID();
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('not a picture')], 'door.jpg', { type: 'image/jpeg' }));
    const res = await call(t, 'PUT', `/api/courier/photos/${id}`, { cookie: w.courier, body: form });
    expect(res.status).toBe(422);
    expect(res.json.error.reason).toBe('photo_unusable');
    expect(await t.deps.db.select().from(courierVisitPhotos).where(eq(courierVisitPhotos.id, id))).toHaveLength(0);
  });

  it("the phone's time: not ahead of the server by more than 5 minutes, not older than 7 days", async () => {
    const cardId = await w.card('changeover_due');
    const base = { cardId, action: 'collect', noOnePresent: true };
    await invalid({ ...base, happenedAt: new Date(Date.now() + 10 * 60_000).toISOString() }, V.clockAhead, 'clock_ahead');
    await invalid({ ...base, happenedAt: new Date(Date.now() - 8 * 86_400_000).toISOString() }, V.tooOld, 'too_old');
    await invalid({ ...base, happenedAt: 'yesterday' }, 'Invalid time');
    // A phone two minutes ahead: applied at the server's now, never in the future.
    const ahead = await send(randomUUID(), { ...base, happenedAt: new Date(Date.now() + 2 * 60_000).toISOString() });
    expect(ahead.json.visit.outcome).toBe('applied');
    expect((await cardRow(t, cardId)).transitSince!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('an id sent by someone else is a 409 and changes nothing; a card out of scope is a 404', async () => {
    const cardId = await w.card('changeover_due');
    const visitId = randomUUID();
    expect((await send(visitId, { cardId, action: 'collect', happenedAt: new Date().toISOString(), noOnePresent: true })).status).toBe(200);
    const other = await send(visitId, { cardId, action: 'collect', happenedAt: new Date().toISOString(), noOnePresent: true }, w.staff);
    expect(other.status).toBe(409);
    expect(other.json.error.message).toBe(V.sentByOther);
    expect(
      (await send(randomUUID(), { cardId: randomUUID(), action: 'collect', happenedAt: new Date().toISOString(), noOnePresent: true })).status,
    ).toBe(404);
    // A photo id another user sent is theirs.
    const { id } = await sendPhoto(w.staff);
    expect((await sendPhoto(w.courier, id)).res.status).toBe(409);
  });
});

describe('GET /api/courier/round: what the phone keeps for working without signal', () => {
  it('lists Collect, Return and Deliver in the courier’s order with each bag’s label and what is on hire', async () => {
    const older = await w.card('changeover_due', { onBedsSince: minutesAgo(60 * 24 * 20) });
    await withInventory(t, older);
    const inTransit = await w.card('in_transit');
    const fresh = await w.card('new');
    const res = await call(t, 'GET', '/api/courier/round', { cookie: w.courier });
    expect(res.status).toBe(200);
    const collect = res.json.collect.cards as { id: string; labelCode: string; onHire: unknown[]; daysOnBeds: number }[];
    // Oldest on beds first: the 20-day card leads the list.
    expect(collect[0].id).toBe(older);
    expect(collect[0].labelCode).toBe((await cardRow(t, older)).labelCode);
    expect(collect[0].onHire).toEqual([
      { item: 'covers.double', expected: 2 },
      { item: 'pillowcases.double', expected: 4 },
      { item: 'towels.bath_mats', expected: 1 },
    ]);
    const sorted = [...collect].sort((a, b) => b.daysOnBeds - a.daysOnBeds);
    expect(collect.map((c) => c.daysOnBeds)).toEqual(sorted.map((c) => c.daysOnBeds));
    // Only what the courier's screens show: no board-only fields (charges, team, requests, clocks).
    expect(Object.keys(collect[0]).sort()).toEqual(
      ['clientName', 'daysInTransit', 'daysOnBeds', 'id', 'labelCode', 'onHire', 'overBeds', 'overTransit', 'propertyAddress', 'propertyName', 'status'].sort(),
    );
    expect(res.json.return.cards.map((c: { id: string }) => c.id)).toContain(inTransit);
    expect(res.json.deliver.cards.map((c: { id: string }) => c.id)).toContain(fresh);
    expect(res.json.collect.more).toBe(false);
    expect((await call(t, 'GET', '/api/courier/round', { cookie: w.ownerA })).status).toBe(403);
  });

  it('holds at most 200 cards a list and says there are more', async () => {
    const db = t.deps.db;
    // One card per property (the board's rule): a property each.
    const props = await db
      .insert(properties)
      .values(Array.from({ length: ROUND_LIST_MAX + 5 }, (_, i) => ({ name: `Round Flat ${i}`, clientId: w.clientA })))
      .returning({ id: properties.id });
    await db
      .insert(linenCards)
      .values(
        props.map((p, i) => ({ propertyId: p.id, clientId: w.clientA, status: 'new' as const, createdAt: new Date(Date.now() - (i + 1) * 60_000) })),
      );
    const res = await call(t, 'GET', '/api/courier/round', { cookie: w.courier });
    expect(res.json.deliver.cards).toHaveLength(ROUND_LIST_MAX);
    expect(res.json.deliver.more).toBe(true);
  });
});
