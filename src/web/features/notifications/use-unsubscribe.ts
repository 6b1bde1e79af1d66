import { useMutation } from '@tanstack/react-query';
import type { NotificationKind } from '@shared/schemas/requests';
import { api } from '@web/lib/api';

/** POST /api/notifications/unsubscribe: the signed token from a reminder e-mail (no sign-in needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api<{ kind: NotificationKind; label: string }>('/api/notifications/unsubscribe', { method: 'POST', body: { token } }),
  });
}
