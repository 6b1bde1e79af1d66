import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Card, CardContent, ReadyFieldset } from '@web/components/ui';
import { authViewHref, type AuthView } from './auth-view';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SessionNote } from './SessionNote';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** The sign-in, sign-up or forgot-password form in a card, with 'Back to Home'. */
export function AuthFormView({ view }: { view: Exclude<AuthView, 'home'> }) {
  const location = useLocation();
  const carriedEmail = (location.state as { email?: string } | null)?.email ?? '';
  return (
    <div className="mx-auto w-full max-w-md space-y-4">
      <Link
        to={authViewHref('home')}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-slate-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <Card>
        <CardContent className="p-5 sm:p-8">
          <ReadyFieldset>
            {view === 'signin' && <SignInForm initialEmail={carriedEmail} />}
            {view === 'signup' && <SignUpForm />}
            {view === 'forgot' && <ForgotPasswordForm initialEmail={carriedEmail} />}
          </ReadyFieldset>
        </CardContent>
      </Card>
      <SessionNote className="px-1 pt-2" />
    </div>
  );
}
