import { useQuery } from '@tanstack/react-query';
import type { TNotificationSetting } from '@shared/schemas/requests';
import { api } from '@web/lib/api';

export const notificationSettingsQueryKey = ['me', 'notification-settings'] as const;

/** GET /api/notification-settings: the signed-in user's reminder e-mail switches. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: () => api<{ settings: TNotificationSetting[] }>('/api/notification-settings').then((r) => r.settings),
  });
}
