import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import type { z } from 'zod';
import { Button, Field, Input } from '@web/components/ui';
import { AuthErrorBanner } from './AuthErrorBanner';
import { authViewHref } from './auth-view';
import { firstIssuePath } from './auth-errors';
import { FormHeading, textLinkClasses } from './FormHeading';
import { PasswordInput } from './PasswordInput';
import { ZSignInForm, type TSignInForm } from './schemas';
import { useSignIn } from './use-sign-in';

/** E-mail and password (spec part 1 §5); a 'Forgot password?' link and the switch to sign-up. */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const signIn = useSignIn();
  const form = useForm<TSignInForm, unknown, z.output<typeof ZSignInForm>>({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: initialEmail, password: '' },
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      const path = firstIssuePath(error);
      form.setFocus(path === 'password' ? 'password' : 'email');
    }
  });

  return (
    <div className="space-y-6">
      <FormHeading title="Welcome back" description="Sign in to manage your properties and linen." />
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <AuthErrorBanner error={signIn.error} action="sign in" />
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" required {...form.register('password')} />
        </Field>
        <div className="flex justify-end">
          <Link
            to={authViewHref('forgot')}
            state={{ email }}
            className={`${textLinkClasses} inline-flex min-h-11 items-center text-sm md:min-h-0`}
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={signIn.isPending} loadingText="Signing in...">
          <LogIn aria-hidden="true" />
          Sign In
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link to={authViewHref('signup')} replace className={textLinkClasses}>
          Create an account
        </Link>
      </p>
    </div>
  );
}
