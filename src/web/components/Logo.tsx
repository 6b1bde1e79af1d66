import { Link } from 'react-router';
import { cn } from '@web/lib/cn';
import { LogoMark } from './LogoMark';

export interface LogoProps {
  /** Where the logo links to; omit for a plain (non-link) logo. */
  to?: string;
  /** 'dark' for light backgrounds, 'light' for the dark sidebar. */
  tone?: 'dark' | 'light';
  className?: string;
  onClick?: () => void;
}

export function Logo({ to, tone = 'dark', className, onClick }: LogoProps) {
  if (!to) {
    return (
      <span className={className}>
        <LogoMark tone={tone} />
      </span>
    );
  }
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-label="Linen Service home"
      className={cn('inline-flex min-h-11 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400', className)}
    >
      <LogoMark tone={tone} />
    </Link>
  );
}
