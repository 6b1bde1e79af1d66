import { useId, type ComponentProps, type ReactNode } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

export interface SwitchProps extends Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children'> {
  /** Text beside the switch. Without it, give the switch an aria-label. */
  label?: ReactNode;
  description?: ReactNode;
}

/** An on/off switch (controlled with `checked` / `onCheckedChange`). */
export function Switch({ label, description, className, id, ...props }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `switch-${generated}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const control = (
    <SwitchPrimitive.Root
      id={switchId}
      aria-describedby={descriptionId}
      className={cn(
        // The visual track is 24px; the ::before pseudo-element widens the touch target to 44px.
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        'before:absolute before:-inset-x-1 before:-inset-y-2.5 before:content-[""]',
        'bg-slate-400 data-[state=checked]:bg-brand-700',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        !label && className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div className={cn('flex min-h-11 items-center justify-between gap-4', className)}>
      <div className="grid gap-0.5">
        <label htmlFor={switchId} className="cursor-pointer text-sm font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
      {control}
    </div>
  );
}
