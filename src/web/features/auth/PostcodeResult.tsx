import { Link } from 'react-router';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { SUPPORT_EMAIL } from '@shared/constants';
import { formatPostcode } from '@shared/domain/postcode-format';
import { Alert, Button, Spinner } from '@web/components/ui';
import { authViewHref } from './auth-view';
import type { PostcodeCheck } from './use-postcode-check';

export interface PostcodeResultProps {
  state: PostcodeCheck;
  onTryAnother: () => void;
}

const nowrap = (postcode: string) => <span className="whitespace-nowrap">{postcode}</span>;

/** What the coverage check found. Rendered inside a live region so the outcome is announced. */
export function PostcodeResult({ state, onTryAnother }: PostcodeResultProps) {
  if (state.status === 'idle') return null;
  const postcode = formatPostcode(state.postcode);
  if (state.status === 'checking') return <Spinner label={`Checking coverage for ${postcode}...`} />;

  if (state.covered) {
    return (
      <Alert variant="success" role="note" title={<>Great news: we cover {nowrap(postcode)}</>}>
        <p>Our linen service is available in your area. Sign up to add your property and get started.</p>
        <Button asChild size="sm" className="mt-3">
          <Link to={authViewHref('signup')}>
            Sign Up Now
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Alert>
    );
  }

  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Service availability for ${postcode}`)}`;
  return (
    <Alert variant="warning" role="note" title={<>Sorry, we don&apos;t cover {nowrap(postcode)} yet</>}>
      <p>
        Our service is not available for that area at the moment.{' '}
        <a href={mailto} className="font-semibold underline underline-offset-2 hover:no-underline">
          Contact us
        </a>{' '}
        and we will let you know when we reach you.
      </p>
      <Button variant="outline" size="sm" onClick={onTryAnother} className="mt-3">
        <RotateCcw aria-hidden="true" />
        Try Another Postcode
      </Button>
    </Alert>
  );
}
