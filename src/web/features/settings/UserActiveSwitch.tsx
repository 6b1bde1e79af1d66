import { toast } from 'sonner';
import { MESSAGES } from '@shared/constants';
import type { TUserListItem } from '@shared/schemas/users';
import { Switch } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useUpdateUser } from './use-update-user';

/** The active toggle: saved at once; turning a user off ends their sessions. Not on your own row. */
export function UserActiveSwitch({
  user,
  isSelf,
  compact = false,
}: {
  user: TUserListItem;
  isSelf: boolean;
  /** Hide the 'Active'/'Inactive' text (the switch's state and name stay available to screen readers). */
  compact?: boolean;
}) {
  const update = useUpdateUser();
  const checked = update.isPending && update.variables ? Boolean(update.variables.patch.isActive) : user.isActive;

  async function onChange(isActive: boolean) {
    try {
      await update.mutateAsync({ id: user.id, patch: { isActive } });
      toast.success(isActive ? `${user.name || user.email} is active` : `${user.name || user.email} is deactivated`);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.failedUpdateUserStatus));
    }
  }

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={checked}
        onCheckedChange={(next) => void onChange(next)}
        disabled={isSelf || update.isPending}
        aria-label={`Active: ${user.name || user.email}`}
        title={isSelf ? MESSAGES.cannotDeactivateSelf : undefined}
      />
      <span className={compact ? 'sr-only' : 'text-sm text-slate-700'}>{checked ? 'Active' : 'Inactive'}</span>
    </div>
  );
}
