import { useState } from 'react';
import { toast } from 'sonner';
import { UserPlus, Users } from 'lucide-react';
import { MESSAGES } from '@shared/constants';
import type { TUserListItem } from '@shared/schemas/users';
import { Alert, Button, EmptyState, SectionSpinner, useConfirm } from '@web/components/ui';
import { useSession } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { CreateUserDialog } from './CreateUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { SetPasswordDialog } from './SetPasswordDialog';
import { SettingsSection } from './SettingsSection';
import { UserCards } from './UserCards';
import { UsersTable } from './UsersTable';
import { useDeleteUser } from './use-delete-user';
import { useUsers } from './use-users';

/** User Management (super admins): the users, their roles and status, and the create/edit dialogs. */
export function UsersTab() {
  const { user: self } = useSession();
  const users = useUsers();
  const remove = useDeleteUser();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TUserListItem | null>(null);
  const [settingPassword, setSettingPassword] = useState<TUserListItem | null>(null);

  async function onDelete(user: TUserListItem) {
    const ok = await confirm({
      title: `Delete ${user.name || user.email}?`,
      description: MESSAGES.confirmDeleteUser,
      confirmLabel: 'Delete User',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(user.id);
      toast.success(MESSAGES.userDeleted);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.failedDeleteUser));
    }
  }

  const listProps = {
    users: users.data?.users ?? [],
    selfId: self.id,
    onEdit: setEditing,
    onSetPassword: setSettingPassword,
    onDelete: (user: TUserListItem) => void onDelete(user),
  };

  return (
    <SettingsSection
      title="Users"
      description="Who can sign in, with which role. Deactivating a user signs them out at once."
      actions={
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Create New User
        </Button>
      }
    >
      {users.isPending && <SectionSpinner label="Loading users" />}
      {users.isError && (
        <Alert
          variant="error"
          title={MESSAGES.failedLoadUsers}
          action={
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(users.error, MESSAGES.failedLoadUsers)}
        </Alert>
      )}
      {users.isSuccess && listProps.users.length === 0 && <EmptyState icon={Users} title="No users yet" />}
      {users.isSuccess && listProps.users.length > 0 && (
        <>
          <div className="hidden md:block">
            <UsersTable {...listProps} />
          </div>
          <div className="md:hidden">
            <UserCards {...listProps} />
          </div>
        </>
      )}
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <EditUserDialog user={editing} isSelf={editing?.id === self.id} onClose={() => setEditing(null)} />
      <SetPasswordDialog user={settingPassword} onClose={() => setSettingPassword(null)} />
    </SettingsSection>
  );
}
