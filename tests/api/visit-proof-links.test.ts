/**
 * Issue 22 (the provider and the owner, item 1), decision 0191: the lists that show a collection, a return
 * or a delivery carry the id of the courier visit that made it, so the screens link to its proof in one
 * click. A collect sent from a phone (PUT /api/courier/visits/:id) shows its visit on the collections
 * ledger (list and one collection), the changeovers list (the owner's portal tab) and the card's history;
 * a return from the phone on the history too; a Collect on the board has none. Another owner sees neither
 * the row nor the proof.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { changeovers, courierVisits, properties } from '@server/db/schema';
import { emptyLinenInventory } from '@shared/domain/properties';
import { call, createTestApp, type TestApp } from './harness';
import { signatureDataUrl } from './courier-fixture';
import { buildLinenWorld, cardRow, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
let signature: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  signature = await signatureDataUrl();
});
afterAll(async () => t?.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const send = (id: string, body: Record<string, unknown>) => call(t, 'PUT', `/api/courier/visits/${id}`, { cookie: w.courier, body });

interface Row {
  id: string;
  visitId: string | null;
}
interface HistoryLine {
  id: string;
  kind: string;
  toStatus: string | null;
  visitId: string | null;
}

const rowOf = (rows: Row[], id: string) => rows.find((r) => r.id === id);
const ledger = async (cookie: string) => (await call(t, 'GET', '/api/collections?period=7&limit=100', { cookie })).json.collections as Row[];
const changeoverList = async (cookie: string) => (await call(t, 'GET', '/api/changeovers?limit=100', { cookie })).json.changeovers as Row[];
const history = async (cardId: string, cookie = w.staff) =>
  (await call(t, 'GET', `/api/linen-cards/${cardId}`, { cookie })).json.card.history as HistoryLine[];

async function photoId(): Promise<string> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  const id = randomUUID();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(jpeg)], 'door.jpg', { type: 'image/jpeg' }));
  expect((await call(t, 'PUT', `/api/courier/photos/${id}`, { cookie: w.courier, body: form })).status).toBe(201);
  return id;
}

/** A card of owner A due for changeover whose property has 2 double duvet covers and 4 double pillowcases out. */
async function dueCard(): Promise<string> {
  const cardId = await w.card('changeover_due');
  const inventory = emptyLinenInventory();
  inventory.covers.double = 2;
  inventory.pillowcases.double = 4;
  await t.deps.db
    .update(properties)
    .set({ linenInventory: inventory })
    .where(eq(properties.id, (await cardRow(t, cardId)).propertyId));
  return cardId;
}

describe('the proof of a stop, linked from the lists', () => {
  it('a collect from the phone: the ledger, the changeovers list and the card history carry its visit; owner B sees none of it', async () => {
    const cardId = await dueCard();
    const visitId = randomUUID();
    const sent = await send(visitId, {
      cardId,
      action: 'collect',
      happenedAt: minutesAgo(30),
      counts: [
        { item: 'covers.double', counted: 2 },
        { item: 'pillowcases.double', counted: 3 },
      ],
      signerName: 'Ann Guest',
      signature,
      photoIds: [await photoId()],
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.visit.outcome).toBe('applied');
    const changeoverId = sent.json.visit.changeoverId as string;
    expect(changeoverId).toEqual(expect.any(String));

    // The collections ledger: staff and the owner, the list and the one collection.
    expect(rowOf(await ledger(w.staff), changeoverId)?.visitId).toBe(visitId);
    expect(rowOf(await ledger(w.ownerA), changeoverId)?.visitId).toBe(visitId);
    const one = await call(t, 'GET', `/api/collections/${changeoverId}`, { cookie: w.ownerA });
    expect(one.json.collection.visitId).toBe(visitId);
    // The changeovers list (the portal's Changeovers tab and the staff page).
    expect(rowOf(await changeoverList(w.ownerA), changeoverId)?.visitId).toBe(visitId);
    expect(rowOf(await changeoverList(w.staff), changeoverId)?.visitId).toBe(visitId);
    // The card's history: the move to In Transit is the visit's, and it is the event the visit stored.
    const [stored] = await t.deps.db.select().from(courierVisits).where(eq(courierVisits.id, visitId));
    const move = (await history(cardId)).find((e) => e.kind === 'moved' && e.toStatus === 'in_transit');
    expect(move).toMatchObject({ id: stored.cardEventId, visitId });
    expect((await history(cardId, w.ownerA)).find((e) => e.id === move!.id)?.visitId).toBe(visitId);
    // The link leads to the proof with the difference, for the owner.
    const proof = await call(t, 'GET', `/api/courier/visits/${visitId}`, { cookie: w.ownerA });
    expect(proof.status).toBe(200);
    expect(proof.json.visit.counts).toEqual(
      expect.arrayContaining([expect.objectContaining({ item: 'pillowcases.double', expected: 4, counted: 3, difference: -1 })]),
    );

    // Owner B: not in their lists, and the proof is missing to them.
    expect(rowOf(await ledger(w.ownerB), changeoverId)).toBeUndefined();
    expect(rowOf(await changeoverList(w.ownerB), changeoverId)).toBeUndefined();
    expect((await call(t, 'GET', `/api/collections/${changeoverId}`, { cookie: w.ownerB })).status).toBe(404);
    expect((await call(t, 'GET', `/api/linen-cards/${cardId}`, { cookie: w.ownerB })).status).toBe(404);
    expect((await call(t, 'GET', `/api/courier/visits/${visitId}`, { cookie: w.ownerB })).status).toBe(404);
    expect((await call(t, 'GET', `/api/courier/visits/${visitId}/signature`, { cookie: w.ownerB })).status).toBe(404);
  });

  it('a return from the phone links its history line; moves on the board link nothing', async () => {
    const cardId = await dueCard();
    // Collected on the board: a collection with no visit.
    expect((await call(t, 'POST', `/api/linen-cards/${cardId}/collect`, { cookie: w.staff })).status).toBe(200);
    const [changeover] = await t.deps.db.select().from(changeovers).where(eq(changeovers.linenCardId, cardId));
    expect(rowOf(await ledger(w.staff), changeover.id)).toMatchObject({ visitId: null });
    expect(rowOf(await changeoverList(w.ownerA), changeover.id)).toMatchObject({ visitId: null });
    const collectedOnBoard = (await history(cardId)).find((e) => e.kind === 'moved' && e.toStatus === 'in_transit');
    expect(collectedOnBoard?.visitId).toBeNull();

    const visitId = randomUUID();
    const sent = await send(visitId, { cardId, action: 'return', happenedAt: new Date().toISOString(), noOnePresent: true });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.visit.outcome).toBe('applied');
    const lines = await history(cardId);
    const returned = lines.find((e) => e.kind === 'moved' && e.toStatus === 'on_beds');
    expect(returned?.visitId).toBe(visitId);
    // Only the phone's move links to it.
    expect(lines.filter((e) => e.visitId !== null).map((e) => e.id)).toEqual([returned!.id]);
  });
});
