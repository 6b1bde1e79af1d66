import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ArrowLeft, Send } from 'lucide-react';
import type { z } from 'zod/mini';
import { MESSAGES } from '@shared/constants';
import { Alert, Button, Field, Input } from '@web/components/ui';
import { AuthErrorBanner } from './AuthErrorBanner';
import { authViewHref } from './auth-view';
import { FormHeading, textLinkClasses } from './FormHeading';
import type { ZForgotPasswordForm, TForgotPasswordForm } from './schemas';
import { loadAuthSchemas, prefetchAuthSchemas } from './load-schemas';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useRequestPasswordReset } from './use-request-password-reset';

const resolver = lazyResolver<TForgotPasswordForm, z.output<typeof ZForgotPasswordForm>>(() =>
  loadAuthSchemas().then((rules) => zodResolver(rules.ZForgotPasswordForm)),
);

/** Asks for a reset link by e-mail. The answer never says whether the account exists. */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const request = useRequestPasswordReset();
  const form = useForm<TForgotPasswordForm, unknown, z.output<typeof ZForgotPasswordForm>>({
    resolver,
    defaultValues: { email: initialEmail },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch {
      form.setFocus('email');
    }
  });

  const backToSignIn = (
    <p className="text-center text-sm text-slate-600">
      <Link to={authViewHref('signin')} replace className={`${textLinkClasses} inline-flex items-center gap-1.5`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Sign In
      </Link>
    </p>
  );

  return (
    <div className="space-y-6">
      <FormHeading
        title="Reset your password"
        description="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      />
      <div role="status" aria-live="polite" className="empty:hidden">
        {request.isSuccess && (
          <Alert variant="success" role="note" title="Check your e-mail">
            {MESSAGES.resetLinkSent} The link works for one hour.
          </Alert>
        )}
      </div>
      {!request.isSuccess && (
        <form noValidate onFocus={prefetchAuthSchemas} onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <AuthErrorBanner error={request.error} action="reset" />
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={request.isPending} loadingText="Sending...">
            <Send aria-hidden="true" />
            Send Reset Link
          </Button>
        </form>
      )}
      {backToSignIn}
    </div>
  );
}
