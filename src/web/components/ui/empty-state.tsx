import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import { cn } from '@web/lib/cn';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** A button or link, e.g. 'Add Property'. */
  action?: ReactNode;
  className?: string;
  /** Heading level of the title (default h3). */
  headingLevel?: 2 | 3 | 4;
}

export function EmptyState({ title, description, icon: Icon = Inbox, action, className, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <div className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600">
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description && <p className="max-w-md text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
