import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MESSAGES } from '@shared/constants';
import type { RoleName } from '@shared/domain/permissions';
import type { TUpdateUser, TUserListItem } from '@shared/schemas/users';
import { Alert, Button, Dialog, DialogActions, Field, Input } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { RoleField } from './RoleField';
import { ZEditUserForm, type TEditUserForm } from './schemas';
import { useUpdateUser } from './use-update-user';

export interface EditUserDialogProps {
  /** The user being edited; null closes the dialog. */
  user: TUserListItem | null;
  isSelf: boolean;
  onClose: () => void;
}

/** Edit User: e-mail read-only, full name, phone, role (not your own). */
export function EditUserDialog({ user, isSelf, onClose }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()} title="Edit User">
      {user && <EditUserForm key={user.id} user={user} isSelf={isSelf} onClose={onClose} />}
    </Dialog>
  );
}

function EditUserForm({ user, isSelf, onClose }: { user: TUserListItem; isSelf: boolean; onClose: () => void }) {
  const update = useUpdateUser();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<TEditUserForm, unknown, z.output<typeof ZEditUserForm>>({
    resolver: zodResolver(ZEditUserForm),
    defaultValues: { name: user.name, phone: user.phone ?? '', role: user.role ?? '' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async ({ name, phone, role: nextRole }) => {
    setBanner(null);
    const patch: TUpdateUser = { name, phone };
    if (!isSelf && nextRole && nextRole !== user.role) patch.role = nextRole as RoleName;
    try {
      await update.mutateAsync({ id: user.id, patch });
      toast.success(MESSAGES.userUpdated);
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, form.setError)) setBanner(errorMessage(error, MESSAGES.failedUpdateUser));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Email" hint={MESSAGES.emailCannotChange}>
        <Input type="email" value={user.email} readOnly />
      </Field>
      <Field label="Full Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('phone')} />
      </Field>
      <RoleField
        registration={form.register('role')}
        value={role}
        error={errors.role?.message}
        disabled={isSelf}
        note={isSelf ? MESSAGES.cannotChangeOwnRole : undefined}
      />
      <DialogActions busy={update.isPending} onCancel={onClose}>
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save Changes
        </Button>
      </DialogActions>
    </form>
  );
}
