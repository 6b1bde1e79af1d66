import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { controlClasses } from './control-styles';
import { useFieldControl } from './field-context';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<'select'> {
  /** Options to render; or pass <option> children instead. */
  options?: SelectOption[];
  /** A first, empty-valued option such as 'Select a property'. */
  placeholder?: string;
}

/** A styled native <select>: reliable on phones and with screen readers. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const merged = useFieldControl(props);
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlClasses, 'min-h-11 appearance-none py-2 pr-10 md:min-h-10')} {...merged}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
