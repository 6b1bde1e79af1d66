import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

export interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /** Adds a visual asterisk; the control itself should carry `required`. */
  required?: boolean;
}

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root className={cn('block text-sm font-medium text-slate-800', className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </LabelPrimitive.Root>
  );
}
