import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@shared/schemas/requests';
import { apiClient } from '@web/lib/api-client';
import { notificationSettingsQueryKey } from './use-notification-settings';

/** PUT /api/notification-settings: one kind on or off; the answer is the new list. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: NotificationKind; enabled: boolean }) =>
      apiClient.put('/api/notification-settings', { body: input }).then((r) => r.settings),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
