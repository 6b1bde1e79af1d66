import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { cn } from '@web/lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> {
  /** Text beside the box; clicking it toggles the box. Without it, give the box an aria-label. */
  label?: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
}

/**
 * A Radix checkbox (controlled with `checked` / `onCheckedChange`, or uncontrolled with `defaultChecked`).
 * With react-hook-form use a Controller, or pass `name` for native form submission.
 */
export function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `checkbox-${generated}`;
  const descriptionId = description ? `${boxId}-description` : undefined;
  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      aria-describedby={descriptionId}
      className={cn(
        'peer grid size-5 shrink-0 place-items-center rounded border border-slate-400 bg-white shadow-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white',
        'data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700 data-[state=indeterminate]:text-white',
        'disabled:cursor-not-allowed disabled:opacity-60',
        !label && className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div className={cn('flex min-h-11 items-start gap-3 py-2.5 md:min-h-0 md:py-1', className)}>
      {box}
      <div className="grid gap-0.5 leading-5">
        <label htmlFor={boxId} className="cursor-pointer text-sm font-medium text-slate-800 peer-disabled:cursor-not-allowed">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
