import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { useSettingsVariant } from './variant';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A titled block of a settings tab: a card under the page's h1, or plain under the modal's title
 * (h2 on the page, h3 in the modal, so the outline stays in order).
 */
export function SettingsSection({ title, description, actions, children, className }: SettingsSectionProps) {
  const variant = useSettingsVariant();
  const Heading = variant === 'page' ? 'h2' : 'h3';
  return (
    <section
      className={cn(
        variant === 'page' && 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6',
        'space-y-5',
        className,
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
