/**
 * Accept and Decline (with an optional reason, issue 19 M7) with the spec's toasts: the server's message on success (a too-late accept is
 * stored declined and says so), 'already decided' on a 409 (the lists refresh), else the failure text.
 */
import { toast } from 'sonner';
import { REQUEST_MESSAGES as R } from '@shared/domain/linen-requests';
import { ApiError } from '@web/lib/api';
import { useAcceptRequest } from './use-accept-request';
import { useDeclineRequest } from './use-decline-request';

export function useDecide() {
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const failed = (error: unknown, fallback: string) => toast.error(error instanceof ApiError && error.status === 409 ? R.alreadyDecided : fallback);
  return {
    busyId: (accept.isPending ? accept.variables : undefined) ?? (decline.isPending ? decline.variables.id : undefined),
    accept: (id: string) =>
      accept.mutate(id, {
        onSuccess: (answer) =>
          answer.request.status === 'accepted' ? toast.success(answer.message) : toast.error(answer.message, { duration: 5000 }),
        onError: (error) => failed(error, R.acceptFailed),
      }),
    /** Declines with the reason given (or none); `onDone` after a decline that stood (or was already decided). */
    decline: (id: string, reason: string | null, onDone?: () => void) =>
      decline.mutate(
        { id, reason },
        {
          onSuccess: (answer) => {
            toast.success(answer.message);
            onDone?.();
          },
          onError: (error) => {
            failed(error, R.declineFailed);
            if (error instanceof ApiError && error.status === 409) onDone?.();
          },
        },
      ),
  };
}
