import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Label } from './label';
import { FieldContext, type FieldControlProps } from './field-context';

export interface FieldProps {
  label: ReactNode;
  /** The control: Input, Textarea or Select (they read the id and aria props from the Field). */
  children: ReactNode;
  /** Error text shown in red under the control and linked with aria-describedby. */
  error?: string;
  /** Help text under the label. */
  hint?: ReactNode;
  required?: boolean;
  /** Use a fixed id for the control (default: generated). */
  id?: string;
  className?: string;
  /** Hide the label visually (it stays available to screen readers). */
  hideLabel?: boolean;
}

/** Label + control + hint + error, wired for screen readers. */
export function Field({ label, children, error, hint, required, id, className, hideLabel }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    required,
  };
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={controlId} required={required} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
