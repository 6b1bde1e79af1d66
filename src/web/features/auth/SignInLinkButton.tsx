import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { Button } from '@web/components/ui';
import { authViewHref } from './auth-view';

/** The full-width 'Sign In' link to the sign-in form, used where an auth page sends the user on. */
export function SignInLinkButton({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  return (
    <Button asChild size="lg" className="w-full" variant={variant}>
      <Link to={authViewHref('signin')}>
        <LogIn aria-hidden="true" />
        Sign In
      </Link>
    </Button>
  );
}
