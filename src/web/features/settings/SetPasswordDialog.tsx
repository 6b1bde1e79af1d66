import { useState } from 'react';
import { personalInputs } from '@shared/domain/password-inputs';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MESSAGES } from '@shared/constants';
import type { TUserListItem } from '@shared/schemas/users';
import { Alert, Button, Dialog, DialogActions } from '@web/components/ui';
import { errorMessage, isApiError } from '@web/lib/api';
import { NewPasswordFields } from './NewPasswordFields';
import { ZSetPasswordForm, type TSetPasswordForm } from './schemas';
import { useSetUserPassword } from './use-set-user-password';

/**
 * Sets a new password for another user (DESIGN §5.3: passwords are never displayed). The user is
 * signed out everywhere and signs in with the new one.
 */
export function SetPasswordDialog({ user, onClose }: { user: TUserListItem | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Set New Password"
      description={user ? `For ${user.name || user.email} (${user.email}). They will be signed out on every device.` : undefined}
    >
      {user && <SetPasswordForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function SetPasswordForm({ user, onClose }: { user: TUserListItem; onClose: () => void }) {
  const setPassword = useSetUserPassword();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<TSetPasswordForm, unknown, z.output<typeof ZSetPasswordForm>>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setBanner(null);
    try {
      await setPassword.mutateAsync({ id: user.id, password: newPassword });
      toast.success(MESSAGES.passwordSet);
      onClose();
    } catch (error) {
      const issue = isApiError(error) ? error.issues?.find((i) => i.path === 'password') : undefined;
      if (issue) form.setError('newPassword', { type: 'server', message: issue.message });
      else setBanner(errorMessage(error, MESSAGES.failedSetPassword));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
        password={newPassword}
        userInputs={personalInputs(user)}
      />
      <DialogActions busy={setPassword.isPending} onCancel={onClose}>
        <Button type="submit" loading={setPassword.isPending} loadingText="Saving...">
          Set Password
        </Button>
      </DialogActions>
    </form>
  );
}
