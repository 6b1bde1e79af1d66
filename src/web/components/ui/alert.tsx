import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

export type AlertVariant = 'error' | 'warning' | 'info' | 'success';

const styles: Record<AlertVariant, { box: string; icon: LucideIcon; iconColour: string }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert, iconColour: 'text-red-700' },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: TriangleAlert, iconColour: 'text-amber-700' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: Info, iconColour: 'text-sky-700' },
  success: { box: 'border-green-200 bg-green-50 text-green-950', icon: CircleCheck, iconColour: 'text-green-700' },
};

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links on the right (below on phones). */
  action?: ReactNode;
  className?: string;
  /** Errors are announced immediately (role="alert"); others politely (role="status"). Override if needed. */
  role?: 'alert' | 'status' | 'note';
}

/** A banner: red for errors, yellow for warnings, blue for information, green for success. */
export function Alert({ variant = 'info', title, children, action, className, role }: AlertProps) {
  const style = styles[variant];
  const Icon = style.icon;
  return (
    <div
      role={role ?? (variant === 'error' ? 'alert' : 'status')}
      className={cn('flex flex-col gap-3 rounded-lg border p-4 text-sm sm:flex-row sm:items-start', style.box, className)}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', style.iconColour)} />
        <div className="min-w-0 space-y-1">
          {title && <p className="font-semibold">{title}</p>}
          {children && <div className="leading-relaxed">{children}</div>}
        </div>
      </div>
      {action && <div className="flex shrink-0 flex-wrap gap-2 sm:ml-auto">{action}</div>}
    </div>
  );
}
