/** The queue's way to the server: the typed API client, its errors read as the queue's answers. */
import type { SendAnswer } from '@shared/domain/courier-queue';
import { isApiError } from '../../../lib/api';
import { apiClient } from '../../../lib/api-client';
import type { VisitTransport } from './visit-queue';

/** An error as an answer: the server's refusal (it answered), or unreachable (no signal: status 0, or anything else thrown). */
function answerOf(error: unknown): SendAnswer {
  if (isApiError(error) && error.status > 0)
    return { kind: 'rejected', status: error.status, reason: error.message, code: error.reason ?? error.code };
  return { kind: 'unreachable' };
}

export const apiTransport: VisitTransport = {
  async putPhoto(id, blob) {
    const form = new FormData();
    form.append('file', blob, 'photo.jpg');
    try {
      await apiClient.put('/api/courier/photos/{id}', { path: { id }, body: form });
      return { kind: 'stored', outcome: 'applied' };
    } catch (error) {
      return answerOf(error);
    }
  },
  async putVisit(id, body) {
    try {
      const { visit } = await apiClient.put('/api/courier/visits/{id}', { path: { id }, body });
      return {
        kind: 'stored',
        outcome: visit.outcome,
        reason: visit.refusal?.message,
        code: visit.refusal?.code,
        ...(visit.undo ? { undo: visit.undo } : {}),
      };
    } catch (error) {
      return answerOf(error);
    }
  },
};
