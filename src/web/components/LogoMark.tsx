import { Shirt } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** The brand mark and name, with no link (public pages render it without the router). */
export function LogoMark({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
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
