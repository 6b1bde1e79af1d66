/**
 * The phone's queue on IndexedDB (fake-indexeddb in Node): order, the bound, survival across reopening,
 * stopping at no signal, refusals kept, redo under a new id, and photos sent before their stop.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUE_MAX_ACTIONS, type SendAnswer } from '@shared/domain/courier-queue';
import type { TVisitBody } from '@shared/schemas/courier';
import { QueueFullError, VisitQueue, type VisitTransport } from './visit-queue';

const opened: VisitQueue[] = [];
async function queue(name = randomUUID()) {
  const q = await VisitQueue.open(name);
  opened.push(q);
  return q;
}
afterEach(() => {
  for (const q of opened.splice(0)) q.close();
});

const body = (n: number): TVisitBody => ({
  cardId: randomUUID(),
  action: 'collect',
  happenedAt: new Date(Date.UTC(2026, 10, 27, 9, n)).toISOString(),
  noOnePresent: true,
});

/** A server that records what it was sent and answers from `answer` (applied by default). */
function fakeServer(answer: (kind: 'photo' | 'visit', id: string) => SendAnswer = () => ({ kind: 'stored', outcome: 'applied' })) {
  const calls: string[] = [];
  const transport: VisitTransport = {
    putPhoto: async (id) => {
      calls.push(`photo ${id}`);
      return answer('photo', id);
    },
    putVisit: async (id, b) => {
      calls.push(`visit ${id} ${b.happenedAt}`);
      return answer('visit', id);
    },
  };
  return { calls, transport };
}

describe('VisitQueue', () => {
  it('sends in the order made, photos before their stop, each once; a second send sends nothing', async () => {
    const q = await queue();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await q.add({ id: ids[0], body: body(1), propertyName: 'Sea View', photos: [] });
    await q.add({ id: ids[1], body: body(2), propertyName: 'Harbour Loft', photos: [new Blob(['x'.repeat(500)])] });
    await q.add({ id: ids[2], body: body(3), propertyName: 'Old Mill', photos: [] });
    const server = fakeServer();
    expect(await q.send(server.transport)).toEqual({ sent: 3, refused: 0, stopped: false });
    const photoId = (await q.list())[1].body.photoIds[0];
    // The stops in the order made; the photo before its own stop (it may go ahead of earlier stops).
    expect(server.calls.filter((c) => c.startsWith('visit'))).toEqual([
      `visit ${ids[0]} ${body(1).happenedAt}`,
      `visit ${ids[1]} ${body(2).happenedAt}`,
      `visit ${ids[2]} ${body(3).happenedAt}`,
    ]);
    expect(server.calls.filter((c) => c === `photo ${photoId}`)).toHaveLength(1);
    expect(server.calls.indexOf(`photo ${photoId}`)).toBeLessThan(server.calls.indexOf(`visit ${ids[1]} ${body(2).happenedAt}`));
    expect((await q.list()).map((v) => v.status)).toEqual(['sent', 'sent', 'sent']);
    expect(await q.waiting()).toEqual({ actions: 0, bytes: 0 });
    expect(await q.send(server.transport)).toEqual({ sent: 0, refused: 0, stopped: false });
    expect(server.calls).toHaveLength(4);
  });

  it("sends the next stops' photos while a stop is on its way, and a stop never before its own photos", async () => {
    const q = await queue();
    const ids: string[] = [randomUUID(), randomUUID(), randomUUID()];
    for (const [n, id] of ids.entries()) await q.add({ id, body: body(n + 1), propertyName: `Flat ${n}`, photos: [new Blob([`photo ${n}`])] });
    const photoIds = (await q.list()).map((v) => v.body.photoIds[0]);
    const calls: string[] = [];
    let releaseFirst!: () => void;
    const firstStop = new Promise<void>((resolve) => (releaseFirst = resolve));
    const transport: VisitTransport = {
      putPhoto: async (id) => {
        calls.push(`photo ${photoIds.indexOf(id)}`);
        // Every photo is on the server while the first stop still waits for its answer.
        if (calls.filter((c) => c.startsWith('photo')).length === 3) releaseFirst();
        return { kind: 'stored', outcome: 'applied' };
      },
      putVisit: async (id) => {
        const n = ids.indexOf(id);
        calls.push(`stop ${n}`);
        if (n === 0) await firstStop;
        return { kind: 'stored', outcome: 'applied' };
      },
    };
    expect(await q.send(transport)).toEqual({ sent: 3, refused: 0, stopped: false });
    expect(calls).toEqual(['photo 0', 'stop 0', 'photo 1', 'photo 2', 'stop 1', 'stop 2']);
  });

  it('stops everything at a photo the server cannot be reached for; a refused photo refuses only its stop', async () => {
    const q = await queue();
    const ids: string[] = [randomUUID(), randomUUID(), randomUUID()];
    for (const [n, id] of ids.entries()) await q.add({ id, body: body(n + 1), propertyName: `Flat ${n}`, photos: [new Blob([`photo ${n}`])] });
    const photoIds = (await q.list()).map((v) => v.body.photoIds[0]);
    const answers: Record<number, SendAnswer> = {
      0: { kind: 'rejected', status: 422, reason: 'This photo could not be used: take it again', code: 'photo_unusable' },
      2: { kind: 'unreachable' },
    };
    const server = fakeServer((kind, id) => (kind === 'photo' && answers[photoIds.indexOf(id)]) || { kind: 'stored', outcome: 'applied' });
    expect(await q.send(server.transport)).toEqual({ sent: 1, refused: 1, stopped: true });
    expect((await q.list()).map((v) => [v.status, v.code])).toEqual([
      ['refused', 'photo_unusable'],
      ['sent', undefined],
      ['waiting', undefined],
    ]);
    expect(server.calls).not.toContain(`visit ${ids[0]} ${body(1).happenedAt}`);
    expect(server.calls).not.toContain(`visit ${ids[2]} ${body(3).happenedAt}`);
  });

  it('survives closing and reopening (a reload): the stops and their photos are still there', async () => {
    const name = randomUUID();
    const first = await queue(name);
    await first.add({ id: randomUUID(), body: body(1), propertyName: 'Sea View', photos: [new Blob(['photo bytes'])] });
    first.close();
    const again = await queue(name);
    const [kept] = await again.list();
    expect(kept).toMatchObject({ status: 'waiting', propertyName: 'Sea View', bytes: 11 });
    const server = fakeServer();
    await again.send(server.transport);
    expect(server.calls[0]).toBe(`photo ${kept.body.photoIds[0]}`);
  });

  it('stops at no signal and keeps the rest waiting; resumes where it stopped', async () => {
    const q = await queue();
    for (let n = 1; n <= 3; n++) await q.add({ id: randomUUID(), body: body(n), propertyName: `Flat ${n}`, photos: [] });
    let online = true;
    let visits = 0;
    const server = fakeServer(() => {
      if (++visits === 2) online = false;
      return online ? { kind: 'stored', outcome: 'applied' } : { kind: 'unreachable' };
    });
    expect(await q.send(server.transport)).toEqual({ sent: 1, refused: 0, stopped: true });
    expect((await q.list()).map((v) => v.status)).toEqual(['sent', 'waiting', 'waiting']);
    online = true;
    visits = 10;
    expect(await q.send(server.transport)).toEqual({ sent: 2, refused: 0, stopped: false });
  });

  it('keeps a refusal with its reason; redo sends it again under a new id with new photo ids', async () => {
    const q = await queue();
    const id = randomUUID();
    await q.add({ id, body: body(1), propertyName: 'Sea View', photos: [new Blob(['door'])] });
    const server = fakeServer((kind, got) =>
      kind === 'visit' && got === id
        ? { kind: 'stored', outcome: 'refused', reason: 'This card was already moved by someone else', code: 'moved_since' }
        : { kind: 'stored', outcome: 'applied' },
    );
    expect(await q.send(server.transport)).toEqual({ sent: 0, refused: 1, stopped: false });
    const [refused] = await q.list();
    expect(refused).toMatchObject({ id, status: 'refused', reason: 'This card was already moved by someone else', code: 'moved_since' });
    const oldPhoto = refused.body.photoIds[0];
    const next = await q.redo(id);
    expect(next).not.toBe(id);
    const [redone] = await q.list();
    expect(redone).toMatchObject({ id: next, status: 'waiting' });
    expect(redone.body.photoIds).toHaveLength(1);
    expect(redone.body.photoIds[0]).not.toBe(oldPhoto);
    expect(await q.send(server.transport)).toEqual({ sent: 1, refused: 0, stopped: false });
  });

  it('keeps the undo an applied Collect is answered with (the popup offers it)', async () => {
    const q = await queue();
    const id = randomUUID();
    await q.add({ id, body: body(1), propertyName: 'Sea View', photos: [] });
    const undo = { eventId: randomUUID(), until: '2026-11-27T09:03:00.000Z' };
    await q.send(fakeServer(() => ({ kind: 'stored', outcome: 'applied', undo })).transport);
    expect((await q.list())[0]).toMatchObject({ id, status: 'sent', undo });
    // Undone on the server: it reads 'Undone', offers no undo again, and is not waiting.
    await q.markUndone(id);
    const [undone] = await q.list();
    expect(undone).toMatchObject({ id, status: 'undone' });
    expect(undone.undo).toBeUndefined();
    expect(await q.waiting()).toEqual({ actions: 0, bytes: 0 });
  });

  it('a refusal that stored nothing (422) is kept as refused; a 503 keeps the stop waiting', async () => {
    const q = await queue();
    const bad = randomUUID();
    await q.add({ id: bad, body: body(1), propertyName: 'Sea View', photos: [] });
    await q.add({ id: randomUUID(), body: body(2), propertyName: 'Old Mill', photos: [] });
    const server = fakeServer((_kind, got) =>
      got === bad
        ? { kind: 'rejected', status: 422, reason: 'Counts must be whole numbers of at least 0' }
        : { kind: 'rejected', status: 503, reason: 'busy' },
    );
    expect(await q.send(server.transport)).toEqual({ sent: 0, refused: 1, stopped: true });
    expect((await q.list()).map((v) => [v.status, v.reason])).toEqual([
      ['refused', 'Counts must be whole numbers of at least 0'],
      ['waiting', undefined],
    ]);
    await q.discard(bad);
    expect((await q.list()).map((v) => v.propertyName)).toEqual(['Old Mill']);
  });

  it('refuses a stop past 200 waiting, and says when it is nearly full', async () => {
    const q = await queue();
    let room = 'ok';
    for (let n = 0; n < QUEUE_MAX_ACTIONS; n++) room = await q.add({ id: randomUUID(), body: body(n % 60), propertyName: 'Flat', photos: [] });
    expect(room).toBe('near-full');
    await expect(q.add({ id: randomUUID(), body: body(1), propertyName: 'Flat', photos: [] })).rejects.toBeInstanceOf(QueueFullError);
    expect(await q.waiting()).toEqual({ actions: QUEUE_MAX_ACTIONS, bytes: 0 });
  });

  it('sends once when asked twice at the same time (reconnect and reopen together)', async () => {
    const q = await queue();
    await q.add({ id: randomUUID(), body: body(1), propertyName: 'Sea View', photos: [] });
    const server = fakeServer();
    const [a, b] = await Promise.all([q.send(server.transport), q.send(server.transport)]);
    expect(a).toEqual(b);
    expect(server.calls).toHaveLength(1);
  });
});
