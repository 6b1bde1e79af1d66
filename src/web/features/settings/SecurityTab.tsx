import { useForm, useWatch } from 'react-hook-form';
import { personalInputs } from '@shared/domain/password-inputs';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { KeyRound } from 'lucide-react';
import { MESSAGES } from '@shared/constants';
import { useSession } from '@web/lib/session';
import { Alert, Button, Field, Input } from '@web/components/ui';
import { errorMessage, isApiError } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { NewPasswordFields } from './NewPasswordFields';
import { SettingsSection } from './SettingsSection';
import { ZChangePasswordForm, type TChangePasswordForm } from './schemas';
import { useChangePassword } from './use-change-password';

const empty: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security: change your own password; your other devices are signed out (docs/product.md §1.2.7, §1.5). */
export function SecurityTab() {
  const me = useSession();
  const change = useChangePassword();
  const form = useForm<TChangePasswordForm, unknown, z.output<typeof ZChangePasswordForm>>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const bothFilled = Boolean(newPassword && confirmPassword);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: next });
      form.reset(empty);
      toast.success(MESSAGES.passwordChanged);
    } catch (error) {
      applyServerIssues(error, form.setError);
    }
  });

  const serverError = change.error && !(isApiError(change.error) && change.error.issues?.length) ? change.error : null;

  return (
    <SettingsSection
      title="Change Password"
      description="Changing your password signs you out on every other device; this one stays signed in."
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="max-w-xl space-y-4">
        {serverError && (
          <Alert variant="error" title={MESSAGES.failedChangePassword}>
            {errorMessage(serverError, MESSAGES.failedChangePassword)}
          </Alert>
        )}
        <Field label="Current Password" required error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <NewPasswordFields
          newPassword={form.register('newPassword')}
          confirmPassword={form.register('confirmPassword')}
          errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
          password={newPassword}
          userInputs={personalInputs(me.user)}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!bothFilled} loading={change.isPending} loadingText="Changing...">
            <KeyRound aria-hidden="true" />
            Change Password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
