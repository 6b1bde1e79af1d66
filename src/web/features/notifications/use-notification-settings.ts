import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export const notificationSettingsQueryKey = ['me', 'notification-settings'] as const;

/** GET /api/notification-settings: the signed-in user's reminder e-mail switches. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => apiClient.get('/api/notification-settings', { signal }).then((r) => r.settings),
  });
}
