/**
 * The phone's queue of courier stops (issue 22, decision 0187), kept in IndexedDB so it survives a reload,
 * a closed tab and a phone with no signal: each stop with the id made on the phone, its photos as blobs,
 * its status (waiting, sent, refused with the server's reason). Stops are sent in the order they were
 * made, one at a time, each after its own photos (which go ahead, one at a time, beside the stops), and
 * sending stops at the first sign of no signal; a refused stop is kept
 * until the courier discards it or redoes it (a new id, since the server keeps the first answer to an id).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { onServer, queueRoom, statusAfter, type QueuedStatus, type QueueRoom, type SendAnswer, type StopUndo } from '@shared/domain/courier-queue';
import type { TVisitBody } from '@shared/schemas/courier';

/** A stop as the phone keeps it: the body sent (its photo ids included) and what the list shows. */
export interface QueuedVisit {
  id: string;
  /** The order the stops were made in: they are sent in it. */
  seq: number;
  status: QueuedStatus;
  body: TVisitBody & { photoIds: string[] };
  propertyName: string;
  /** Bytes of photos and signature, for the queue's bound. */
  bytes: number;
  reason?: string;
  code?: string;
  sentAt?: string;
  /** An applied Collect or Return: how to undo it on the server (the popup's Undo). */
  undo?: StopUndo;
}

interface StoredPhoto {
  id: string;
  visitId: string;
  blob: Blob;
}

interface QueueSchema extends DBSchema {
  visits: { key: string; value: QueuedVisit; indexes: { seq: number } };
  photos: { key: string; value: StoredPhoto; indexes: { visitId: string } };
}

/** How the queue reaches the server (the app's API client; a test's fake). */
export interface VisitTransport {
  putPhoto(id: string, blob: Blob): Promise<SendAnswer>;
  putVisit(id: string, body: QueuedVisit['body']): Promise<SendAnswer>;
}

export class QueueFullError extends Error {
  constructor() {
    super('queue full');
  }
}

export interface SendSummary {
  sent: number;
  refused: number;
  /** Sending stopped because the server could not be reached: the rest waits. */
  stopped: boolean;
}

const UNREACHABLE: SendAnswer = { kind: 'unreachable' };

const signatureBytes = (body: TVisitBody) => (body.signature ? Math.ceil((body.signature.length * 3) / 4) : 0);

export class VisitQueue {
  private sending: Promise<SendSummary> | null = null;

  private constructor(private readonly db: IDBPDatabase<QueueSchema>) {}

  static async open(name = 'courier-queue'): Promise<VisitQueue> {
    const db = await openDB<QueueSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('visits', { keyPath: 'id' }).createIndex('seq', 'seq', { unique: true });
        database.createObjectStore('photos', { keyPath: 'id' }).createIndex('visitId', 'visitId');
      },
    });
    return new VisitQueue(db);
  }

  close(): void {
    this.db.close();
  }

  /** Every stop kept, in the order made. */
  async list(): Promise<QueuedVisit[]> {
    return this.db.getAllFromIndex('visits', 'seq');
  }

  /** What waits to be sent: how many stops and their bytes (the bound counts these). */
  async waiting(): Promise<{ actions: number; bytes: number }> {
    const waiting = (await this.list()).filter((v) => !onServer(v.status));
    return { actions: waiting.length, bytes: waiting.reduce((n, v) => n + v.bytes, 0) };
  }

  /**
   * Keeps a stop made on the phone (its id made here) with its photos; refuses with QueueFullError
   * when it would pass 200 stops or 50 MB. Answers whether the queue is now nearly full.
   */
  async add(input: { id: string; body: TVisitBody; propertyName: string; photos: Blob[] }): Promise<QueueRoom> {
    const photoIds = input.photos.map(() => crypto.randomUUID());
    const bytes = input.photos.reduce((n, p) => n + p.size, 0) + signatureBytes(input.body);
    const room = queueRoom(await this.waiting(), bytes);
    if (room === 'full') throw new QueueFullError();
    const tx = this.db.transaction(['visits', 'photos'], 'readwrite');
    const last = await tx.objectStore('visits').index('seq').openCursor(null, 'prev');
    const seq = (last?.value.seq ?? 0) + 1;
    await tx.objectStore('visits').add({
      id: input.id,
      seq,
      status: 'waiting',
      body: { ...input.body, photoIds },
      propertyName: input.propertyName,
      bytes,
    });
    for (const [i, blob] of input.photos.entries()) await tx.objectStore('photos').add({ id: photoIds[i], visitId: input.id, blob });
    await tx.done;
    return room;
  }

  /** A stop on the server that the courier then undid there (the popup's Undo): it reads 'Undone', and has no undo left. */
  async markUndone(id: string): Promise<void> {
    const stop = await this.db.get('visits', id);
    if (stop?.status !== 'sent') return;
    const { undo: _undo, ...rest } = stop;
    await this.db.put('visits', { ...rest, status: 'undone' });
  }

  /** Forgets a stop and its photos (a refused one the courier discards, or a sent one cleared). */
  async discard(id: string): Promise<void> {
    const tx = this.db.transaction(['visits', 'photos'], 'readwrite');
    await tx.objectStore('visits').delete(id);
    for (const key of await tx.objectStore('photos').index('visitId').getAllKeys(id)) await tx.objectStore('photos').delete(key);
    await tx.done;
  }

  /**
   * Sends a refused stop again as a new action: a new id and new photo ids (the server keeps the first
   * answer to an id, and the refused stop's photos are attached to it), at the end of the queue, the time
   * it happened unchanged unless `happenedAt` is given.
   */
  async redo(id: string, happenedAt?: string): Promise<string> {
    const old = await this.db.get('visits', id);
    if (!old) throw new Error(`no queued stop ${id}`);
    const photos = await this.db.getAllFromIndex('photos', 'visitId', id);
    const next = crypto.randomUUID();
    const { photoIds: _old, ...body } = old.body;
    await this.discard(id);
    await this.add({
      id: next,
      body: { ...body, happenedAt: happenedAt ?? old.body.happenedAt },
      propertyName: old.propertyName,
      photos: photos.map((p) => p.blob),
    });
    return next;
  }

  /** Sends what waits, in order; one run at a time (a second call joins the running one). */
  send(transport: VisitTransport): Promise<SendSummary> {
    this.sending ??= this.sendWaiting(transport).finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async sendWaiting(transport: VisitTransport): Promise<SendSummary> {
    const summary: SendSummary = { sent: 0, refused: 0, stopped: false };
    const waiting = (await this.list()).filter((visit) => visit.status === 'waiting');
    const photos = this.sendPhotosAhead(transport, waiting);
    try {
      for (const visit of waiting) {
        const photoAnswer = await photos.of(visit.id);
        const after = photoAnswer ? statusAfter(photoAnswer) : statusAfter(await transport.putVisit(visit.id, visit.body));
        if (!after) {
          summary.stopped = true;
          break;
        }
        await this.db.put('visits', { ...visit, ...after, ...(after.status === 'sent' ? { sentAt: new Date().toISOString() } : {}) });
        if (after.status === 'sent') {
          summary.sent++;
          // On the server now: the photos' blobs are no longer needed on the phone.
          for (const key of await this.db.getAllKeysFromIndex('photos', 'visitId', visit.id)) await this.db.delete('photos', key);
        } else summary.refused++;
      }
    } finally {
      photos.stop();
    }
    return summary;
  }

  /**
   * The stops' photos, sent one at a time in the stops' order, ahead of the stops and beside them: a
   * stop waits only for its own photos (the server keeps a photo unattached until its stop names it, so
   * early is safe), and the server re-encodes photos while it applies the stops before them. `of` answers
   * a stop's photos: null when all are on the server, else the answer that stopped them (refused, or no
   * signal). Sending stops at the first photo the server could not be reached for, or on `stop`.
   */
  private sendPhotosAhead(transport: VisitTransport, visits: QueuedVisit[]) {
    let stopped = false;
    const answers = new Map<string, Promise<SendAnswer | null>>();
    // What the photos before answered, as far as the next ones care: no signal (then they wait too), else null.
    let blocked: Promise<SendAnswer | null> = Promise.resolve(null);
    for (const visit of visits) {
      const answer = blocked.then(async (before): Promise<SendAnswer | null> => {
        if (before || stopped) return UNREACHABLE;
        for (const photo of await this.db.getAllFromIndex('photos', 'visitId', visit.id)) {
          const sent = await transport.putPhoto(photo.id, photo.blob);
          if (sent.kind !== 'stored') return sent;
        }
        return null;
      });
      // A failure to read the phone's store surfaces where its stop awaits it, and only there.
      answer.catch(() => undefined);
      answers.set(visit.id, answer);
      blocked = answer.then(
        (a) => (a?.kind === 'unreachable' ? a : null),
        () => UNREACHABLE,
      );
    }
    return {
      of: (id: string) => answers.get(id) ?? Promise.resolve(null),
      stop: () => {
        stopped = true;
      },
    };
  }
}
