import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import type { z } from 'zod/mini';
import { Button, Field } from '@web/components/ui';
import { AuthErrorBanner } from './AuthErrorBanner';
import { PasswordInput } from './PasswordInput';
import type { ZResetPasswordForm, TResetPasswordForm } from './schemas';
import { loadAuthSchemas, prefetchAuthSchemas } from './load-schemas';
import { lazyResolver } from '@web/lib/lazy-resolver';
import type { useResetPassword } from './use-reset-password';

export interface ResetPasswordFormProps {
  token: string;
  reset: ReturnType<typeof useResetPassword>;
}

const resolver = lazyResolver<TResetPasswordForm, z.output<typeof ZResetPasswordForm>>(() =>
  loadAuthSchemas().then((rules) => zodResolver(rules.ZResetPasswordForm)),
);

/** New password and its confirmation (docs/product.md §1.5: 6 characters, both must match). */
export function ResetPasswordForm({ token, reset }: ResetPasswordFormProps) {
  const form = useForm<TResetPasswordForm, unknown, z.output<typeof ZResetPasswordForm>>({
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch {
      form.setFocus('newPassword');
    }
  });

  return (
    <form noValidate onFocus={prefetchAuthSchemas} onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <AuthErrorBanner error={reset.error} action="reset" />
      <Field label="New Password" hint="Minimum 6 characters. Avoid common words, names and simple patterns." error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" required {...form.register('newPassword')} />
      </Field>
      <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" required {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending} loadingText="Saving...">
        <KeyRound aria-hidden="true" />
        Reset Password
      </Button>
    </form>
  );
}
