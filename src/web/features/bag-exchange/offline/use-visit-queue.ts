/**
 * The phone's queue of stops on the courier screen (issue 22 item 3, decision 0187): one queue per
 * signed-in user on the device, its stops as the Stops list shows them, and sending — on opening the
 * screen, on `online`, when the screen becomes visible again and every 15 s while online. No reliance on
 * Background Sync, which some phone browsers lack. Stops on the server for a day are forgotten on opening.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgettable, queueRoom, type QueueRoom, type StopUndo } from '@shared/domain/courier-queue';
import { refreshAfterCardChange } from '@web/features/linen/refresh-board';
import { apiTransport } from './api-transport';
import { VisitQueue, type QueuedVisit } from './visit-queue';

/** While online, what waits is sent this often. */
export const SEND_EVERY_MS = 15_000;

const queues = new Map<string, Promise<VisitQueue>>();

/** This user's queue on this device (a shared phone keeps each courier's stops apart). */
function queueOf(userId: string): Promise<VisitQueue> {
  let queue = queues.get(userId);
  if (!queue) {
    queue = VisitQueue.open(`courier-queue-${userId}`);
    queues.set(userId, queue);
  }
  return queue;
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** What the popup's Undo of a stop just saved found: still on the phone (now discarded), or applied on the server. */
export type TakeBack = { kind: 'discarded' } | { kind: 'on-server'; undo: StopUndo } | { kind: 'gone' };

export interface VisitQueueState {
  /** Every stop kept on the phone, in the order made. */
  stops: QueuedVisit[];
  /** 'near-full' or 'full' when the next stop would pass 80% or 100% of the bound. */
  room: QueueRoom;
  online: boolean;
  ready: boolean;
  add: VisitQueue['add'];
  /** Sends what waits (when online) and answers the stops after. */
  send: () => Promise<QueuedVisit[]>;
  discard: (id: string) => Promise<void>;
  /** A refused stop again, as a new action done now. */
  redo: (id: string) => Promise<void>;
  takeBack: (id: string) => Promise<TakeBack>;
  /** A stop applied on the server and then undone there: it reads Undone. */
  markUndone: (id: string) => Promise<void>;
}

export function useVisitQueue(userId: string): VisitQueueState {
  const queryClient = useQueryClient();
  const [stops, setStops] = useState<QueuedVisit[]>([]);
  const [room, setRoom] = useState<QueueRoom>('ok');
  const [online, setOnline] = useState(isOnline);
  const [ready, setReady] = useState(false);

  const reload = useCallback(async () => {
    const queue = await queueOf(userId);
    const [list, waiting] = await Promise.all([queue.list(), queue.waiting()]);
    setStops(list);
    setRoom(queueRoom(waiting, 0));
    setReady(true);
    return list;
  }, [userId]);

  const send = useCallback(async () => {
    const queue = await queueOf(userId);
    if (isOnline()) {
      const summary = await queue.send(apiTransport);
      if (summary.sent + summary.refused > 0) void refreshAfterCardChange(queryClient);
    }
    return reload();
  }, [userId, queryClient, reload]);

  useEffect(() => {
    let live = true;
    const trySend = () => {
      if (live && isOnline()) void send();
    };
    void (async () => {
      const queue = await queueOf(userId);
      const now = new Date();
      for (const stop of await queue.list()) if (forgettable(stop, now)) await queue.discard(stop.id);
      if (!live) return;
      await reload();
      trySend();
    })();
    const onOnline = () => {
      setOnline(true);
      trySend();
    };
    const onOffline = () => setOnline(false);
    const onVisible = () => {
      if (document.visibilityState === 'visible') trySend();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(trySend, SEND_EVERY_MS);
    return () => {
      live = false;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [userId, send, reload]);

  const add = useCallback<VisitQueue['add']>(
    async (input) => {
      const queue = await queueOf(userId);
      const after = await queue.add(input);
      await reload();
      return after;
    },
    [userId, reload],
  );

  const discard = useCallback(
    async (id: string) => {
      await (await queueOf(userId)).discard(id);
      await reload();
    },
    [userId, reload],
  );

  const redo = useCallback(
    async (id: string) => {
      await (await queueOf(userId)).redo(id, new Date().toISOString());
      await send();
    },
    [userId, send],
  );

  const takeBack = useCallback(
    async (id: string): Promise<TakeBack> => {
      const queue = await queueOf(userId);
      // A send under way is joined first, so the stop is either still on the phone or answered.
      if (isOnline()) await queue.send(apiTransport);
      const stop = (await queue.list()).find((s) => s.id === id);
      let answer: TakeBack = { kind: 'gone' };
      if (stop?.status === 'sent') answer = stop.undo ? { kind: 'on-server', undo: stop.undo } : { kind: 'gone' };
      else if (stop) {
        await queue.discard(id);
        answer = { kind: 'discarded' };
      }
      await reload();
      return answer;
    },
    [userId, reload],
  );

  const markUndone = useCallback(
    async (id: string) => {
      await (await queueOf(userId)).markUndone(id);
      await reload();
    },
    [userId, reload],
  );

  return { stops, room, online, ready, add, send, discard, redo, takeBack, markUndone };
}
