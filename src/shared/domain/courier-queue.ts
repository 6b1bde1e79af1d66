/**
 * The phone's queue of courier stops (issue 22, decision 0187): its bounds, and what an answer from the
 * server makes of a queued action. Pure rules; the phone's IndexedDB store applies them.
 */

/** At most this many actions wait on the phone. */
export const QUEUE_MAX_ACTIONS = 200;
/** At most this many bytes of photos and signatures wait on the phone. */
export const QUEUE_MAX_BYTES = 50 * 1024 * 1024;
/** From this share of either bound, the screen warns that the queue is nearly full. */
export const QUEUE_WARN_SHARE = 0.8;

export type QueueRoom = 'ok' | 'near-full' | 'full';

/** Whether an action of `bytes` fits beside what waits, and whether the queue is then nearly full. */
export function queueRoom(waiting: { actions: number; bytes: number }, bytes: number): QueueRoom {
  const actions = waiting.actions + 1;
  const total = waiting.bytes + bytes;
  if (actions > QUEUE_MAX_ACTIONS || total > QUEUE_MAX_BYTES) return 'full';
  if (actions >= QUEUE_MAX_ACTIONS * QUEUE_WARN_SHARE || total >= QUEUE_MAX_BYTES * QUEUE_WARN_SHARE) return 'near-full';
  return 'ok';
}

/**
 * A queued action: waiting to be sent, on the server (applied), undone there afterwards (the popup's
 * Undo), or refused (kept, shown in red with the reason).
 */
export type QueuedStatus = 'waiting' | 'sent' | 'undone' | 'refused';

/** Whether a stop's part is over on the phone (the server has it, applied or since undone): it no longer counts against the queue's bound. */
export const onServer = (status: QueuedStatus): boolean => status === 'sent' || status === 'undone';

/** The undo an applied Collect or Return answers with (the board's move event and the window's end). */
export interface StopUndo {
  eventId: string;
  until: string;
}

/** What sending one action gave: the server stored it (applied or refused), refused it without storing, or could not be reached. */
export type SendAnswer =
  | { kind: 'stored'; outcome: 'applied' | 'refused'; reason?: string; code?: string; undo?: StopUndo }
  | { kind: 'rejected'; status: number; reason: string; code?: string }
  | { kind: 'unreachable' };

/**
 * The action's status after an answer, or null when it stays waiting and sending stops (no signal, the
 * server down or busy: 5xx, 408, 429, or signed out — the courier signs in again and nothing is lost).
 */
export function statusAfter(
  answer: SendAnswer,
): { status: 'sent' | 'refused'; reason?: string; code?: string; undo?: StopUndo } | null {
  if (answer.kind === 'unreachable') return null;
  if (answer.kind === 'stored') {
    if (answer.outcome === 'refused') return { status: 'refused', reason: answer.reason, code: answer.code };
    return answer.undo ? { status: 'sent', undo: answer.undo } : { status: 'sent' };
  }
  if (answer.status === 401 || answer.status === 408 || answer.status === 429 || answer.status >= 500) return null;
  return { status: 'refused', reason: answer.reason, code: answer.code };
}

/** A stop on the server is kept on the phone this long (the Stops list shows the day's work), then forgotten. */
export const SENT_KEPT_MS = 24 * 3_600_000;

/** Whether a stop the server has may now be forgotten on the phone. */
export const forgettable = (stop: { status: QueuedStatus; sentAt?: string }, now: Date): boolean =>
  onServer(stop.status) && stop.sentAt !== undefined && now.getTime() - new Date(stop.sentAt).getTime() > SENT_KEPT_MS;
