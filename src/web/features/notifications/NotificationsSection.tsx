import { toast } from 'sonner';
import type { TNotificationSetting } from '@shared/schemas/requests';
import { Alert, SectionSpinner, Switch } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { SettingsSection } from '@web/features/settings/SettingsSection';
import { useNotificationSettings } from './use-notification-settings';
import { useSaveNotificationSetting } from './use-save-notification-setting';

export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Could not load your e-mail settings. Please try again.',
  saveFailed: 'Could not save your e-mail settings. Please try again.',
  turnedOn: (label: string) => `${label}: e-mails on`,
  turnedOff: (label: string) => `${label}: e-mails off`,
} as const;

/** Settings › E-mail notifications: one switch per reminder kind, saved at once. */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();

  async function onChange(setting: TNotificationSetting, enabled: boolean) {
    try {
      await save.mutateAsync({ kind: setting.kind, enabled });
      toast.success(enabled ? NOTIFICATION_MESSAGES.turnedOn(setting.label) : NOTIFICATION_MESSAGES.turnedOff(setting.label));
    } catch (error) {
      toast.error(errorMessage(error, NOTIFICATION_MESSAGES.saveFailed));
    }
  }

  return (
    <SettingsSection
      title="E-mail notifications"
      description="Reminder e-mails we send you. Each e-mail also has a link to stop that kind."
    >
      {settings.isPending ? (
        <SectionSpinner label="Loading e-mail settings" />
      ) : settings.isError ? (
        <Alert variant="error" title={NOTIFICATION_MESSAGES.loadFailed}>
          {errorMessage(settings.error, NOTIFICATION_MESSAGES.loadFailed)}
        </Alert>
      ) : (
        <ul className="max-w-2xl divide-y divide-slate-200">
          {settings.data.map((setting) => {
            const pending = save.isPending && save.variables?.kind === setting.kind;
            return (
              <li key={setting.kind} className="py-3 first:pt-0 last:pb-0">
                <Switch
                  label={setting.label}
                  description={setting.description}
                  checked={pending ? save.variables!.enabled : setting.enabled}
                  disabled={save.isPending}
                  onCheckedChange={(next) => void onChange(setting, next)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </SettingsSection>
  );
}
