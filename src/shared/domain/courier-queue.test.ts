import { describe, expect, it } from 'vitest';
import { forgettable, QUEUE_MAX_ACTIONS, QUEUE_MAX_BYTES, queueRoom, SENT_KEPT_MS, statusAfter } from './courier-queue';

describe('queueRoom: 200 stops or 50 MB, a warning from 80%', () => {
  it('fits, warns near either bound, refuses past either', () => {
    expect(queueRoom({ actions: 0, bytes: 0 }, 1_000)).toBe('ok');
    expect(queueRoom({ actions: QUEUE_MAX_ACTIONS * 0.8 - 2, bytes: 0 }, 0)).toBe('ok');
    expect(queueRoom({ actions: QUEUE_MAX_ACTIONS * 0.8 - 1, bytes: 0 }, 0)).toBe('near-full');
    expect(queueRoom({ actions: QUEUE_MAX_ACTIONS - 1, bytes: 0 }, 0)).toBe('near-full');
    expect(queueRoom({ actions: QUEUE_MAX_ACTIONS, bytes: 0 }, 0)).toBe('full');
    expect(queueRoom({ actions: 1, bytes: QUEUE_MAX_BYTES * 0.8 }, 0)).toBe('near-full');
    expect(queueRoom({ actions: 1, bytes: QUEUE_MAX_BYTES - 10 }, 10)).toBe('near-full');
    expect(queueRoom({ actions: 1, bytes: QUEUE_MAX_BYTES - 10 }, 11)).toBe('full');
  });
});

describe('statusAfter: what an answer makes of a queued stop', () => {
  it('a stored answer is final: sent when applied, refused with the reason when refused', () => {
    expect(statusAfter({ kind: 'stored', outcome: 'applied' })).toEqual({ status: 'sent' });
    const undo = { eventId: 'e1', until: '2026-11-27T09:02:00.000Z' };
    expect(statusAfter({ kind: 'stored', outcome: 'applied', undo })).toEqual({ status: 'sent', undo });
    expect(statusAfter({ kind: 'stored', outcome: 'refused', reason: 'moved', code: 'moved_since' })).toEqual({
      status: 'refused',
      reason: 'moved',
      code: 'moved_since',
    });
  });

  it('a refusal that stored nothing (422, 404, 409, 403) is kept as refused; nothing reached, 401, 408, 429 and 5xx keep it waiting', () => {
    for (const status of [403, 404, 409, 413, 422]) expect(statusAfter({ kind: 'rejected', status, reason: 'no' })?.status).toBe('refused');
    for (const status of [401, 408, 429, 500, 502, 503]) expect(statusAfter({ kind: 'rejected', status, reason: 'later' })).toBeNull();
    expect(statusAfter({ kind: 'unreachable' })).toBeNull();
  });
});

describe('forgettable: a stop on the server is kept a day on the phone', () => {
  it('forgets only stops the server has (sent, or sent and undone), after a day', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const sentAgo = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(forgettable({ status: 'sent', sentAt: sentAgo(SENT_KEPT_MS + 1) }, now)).toBe(true);
    expect(forgettable({ status: 'sent', sentAt: sentAgo(SENT_KEPT_MS - 1) }, now)).toBe(false);
    expect(forgettable({ status: 'refused', sentAt: sentAgo(SENT_KEPT_MS * 3) }, now)).toBe(false);
    expect(forgettable({ status: 'waiting' }, now)).toBe(false);
    expect(forgettable({ status: 'undone', sentAt: sentAgo(SENT_KEPT_MS + 1) }, now)).toBe(true);
    expect(forgettable({ status: 'undone', sentAt: sentAgo(SENT_KEPT_MS - 1) }, now)).toBe(false);
  });
});
