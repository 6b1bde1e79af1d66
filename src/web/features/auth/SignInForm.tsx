import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import type { z } from 'zod/mini';
import { Button, Field, Input } from '@web/components/ui';
import { AuthErrorBanner } from './AuthErrorBanner';
import { authViewHref } from './auth-view';
import { firstIssuePath } from './auth-errors';
import { FormHeading, textLinkClasses } from './FormHeading';
import { PasswordInput } from './PasswordInput';
import type { ZSignInForm, TSignInForm } from './schemas';
import { loadAuthSchemas, prefetchAuthSchemas } from './load-schemas';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useSignIn } from './use-sign-in';

const resolver = lazyResolver<TSignInForm, z.output<typeof ZSignInForm>>(() => loadAuthSchemas().then((rules) => zodResolver(rules.ZSignInForm)));

/** E-mail and password (docs/product.md §1.5); a 'Forgot password?' link and the switch to sign-up. */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const signIn = useSignIn();
  const form = useForm<TSignInForm, unknown, z.output<typeof ZSignInForm>>({
    resolver,
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
      <form noValidate onFocus={prefetchAuthSchemas} onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <AuthErrorBanner error={signIn.error} action="sign in" />
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" required {...form.register('password')} />
        </Field>
        <div className="flex justify-end">
          <Link to={authViewHref('forgot')} state={{ email }} className={`${textLinkClasses} inline-flex min-h-11 items-center text-sm md:min-h-0`}>
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
