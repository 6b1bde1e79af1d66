import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import type { z } from 'zod/mini';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { Alert, Button, Field, Input, Textarea } from '@web/components/ui';
import { AuthErrorBanner } from './AuthErrorBanner';
import { authViewHref } from './auth-view';
import { firstIssuePath } from './auth-errors';
import { FormHeading, textLinkClasses } from './FormHeading';
import { PasswordInput } from './PasswordInput';
import { SignInLinkButton } from './SignInLinkButton';
import type { ZSignUpForm, TSignUpForm } from './schemas';
import { loadAuthSchemas, prefetchAuthSchemas } from './load-schemas';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useSignUp } from './use-sign-up';

const fieldNames = ['name', 'email', 'password', 'phone', 'homeAddress'] as const;
type FieldName = (typeof fieldNames)[number];

const resolver = lazyResolver<TSignUpForm, z.output<typeof ZSignUpForm>>(() => loadAuthSchemas().then((rules) => zodResolver(rules.ZSignUpForm)));

/** After sign-up: the same words whether the account is new or the e-mail already had one. */
function SignUpSent({ email }: { email: string }) {
  return (
    <div className="space-y-6">
      <FormHeading title="Check your e-mail" />
      <div role="status" aria-live="polite">
        <Alert variant="success" role="note" title="Almost there">
          {AUTH_MESSAGES.signUpCheckEmail(email)}
        </Alert>
      </div>
      <p className="text-sm text-slate-600">
        No e-mail after a few minutes? Check your spam folder. If you already had an account, the message tells you how to sign in or reset your
        password.
      </p>
      <SignInLinkButton />
    </div>
  );
}

/** Full name, e-mail, password, phone (optional) and home address (docs/product.md §1.5). */
export function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm<TSignUpForm, unknown, z.output<typeof ZSignUpForm>>({
    resolver,
    defaultValues: { name: '', email: '', password: '', phone: '', homeAddress: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      const path = firstIssuePath(error);
      if (path && (fieldNames as readonly string[]).includes(path)) form.setFocus(path as FieldName);
    }
  });

  if (signUp.isSuccess) return <SignUpSent email={signUp.data.email} />;

  return (
    <div className="space-y-6">
      <FormHeading title="Create your account" description="It takes a minute. We'll set up your client record so you can add your first property." />
      <form noValidate onFocus={prefetchAuthSchemas} onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <AuthErrorBanner error={signUp.error} action="sign up" />
        <Field label="Full Name" error={errors.name?.message}>
          <Input autoComplete="name" required {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
        </Field>
        <Field
          label="Password"
          hint="At least 6 characters. Avoid common words, your own name or e-mail, and simple patterns."
          error={errors.password?.message}
        >
          <PasswordInput autoComplete="new-password" required {...form.register('password')} />
        </Field>
        <Field label="Phone (optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </Field>
        <Field label="Home Address" error={errors.homeAddress?.message}>
          <Textarea rows={3} autoComplete="street-address" required {...form.register('homeAddress')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={signUp.isPending} loadingText="Creating account...">
          <UserPlus aria-hidden="true" />
          Create Account
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={authViewHref('signin')} replace className={textLinkClasses}>
          Sign in instead
        </Link>
      </p>
    </div>
  );
}
