import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MESSAGES } from '@shared/constants';
import { Button, Field, Input } from '@web/components/ui';
import { useSession } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { AvatarUpload } from './AvatarUpload';
import { SettingsSection } from './SettingsSection';
import { ZProfileForm, type TProfileForm } from './schemas';
import { useUpdateProfile } from './use-update-profile';

/** My Profile: picture, e-mail (read-only), full name and phone (docs/product.md §1.2.7). */
export function ProfileTab() {
  const { user } = useSession();
  const update = useUpdateProfile();
  const form = useForm<TProfileForm, unknown, z.output<typeof ZProfileForm>>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync(values);
      form.reset({ name: saved.name, phone: saved.phone ?? '' });
      toast.success(MESSAGES.profileUpdated);
    } catch (error) {
      applyServerIssues(error, form.setError);
      toast.error(errorMessage(error, MESSAGES.failedUpdateProfile));
    }
  });

  return (
    <SettingsSection title="Profile Information" description="Your name, phone number and picture as others see them.">
      <AvatarUpload user={user} />
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <Field label="Email" hint={MESSAGES.emailCannotChange}>
          <Input type="email" value={user.email} readOnly autoComplete="email" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full Name" required error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </Field>
          <Field label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} loadingText="Updating...">
            Update Profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
