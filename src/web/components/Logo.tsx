import { Link } from 'react-router';
import { Shirt } from 'lucide-react';
import { cn } from '@web/lib/cn';

export interface LogoProps {
  /** Where the logo links to; omit for a plain (non-link) logo. */
  to?: string;
  /** 'dark' for light backgrounds, 'light' for the dark sidebar. */
  tone?: 'dark' | 'light';
  className?: string;
  onClick?: () => void;
}

function Mark({ tone }: { tone: 'dark' | 'light' }) {
  return (
    <span className="flex items-center gap-2.5">
      <span className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white shadow-sm ring-1 ring-white/10">
        <Shirt aria-hidden="true" className="size-5" />
      </span>
      <span className={cn('text-base leading-tight font-semibold', tone === 'light' ? 'text-white' : 'text-slate-900')}>
        Linen Service
      </span>
    </span>
  );
}

export function Logo({ to, tone = 'dark', className, onClick }: LogoProps) {
  if (!to) {
    return (
      <span className={className}>
        <Mark tone={tone} />
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
      <Mark tone={tone} />
    </Link>
  );
}
