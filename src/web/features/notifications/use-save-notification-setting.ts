import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind, TNotificationSetting } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { notificationSettingsQueryKey } from './use-notification-settings';

/** PUT /api/notification-settings: one kind on or off; the answer is the new list. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: NotificationKind; enabled: boolean }) =>
      api<{ settings: TNotificationSetting[] }>('/api/notification-settings', { method: 'PUT', body: input }).then((r) => r.settings),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
