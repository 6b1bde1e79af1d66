import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { controlClasses } from './control-styles';
import { useFieldControl } from './field-context';

export type InputProps = ComponentProps<'input'>;

/** A text-like input. Inside a <Field> it picks up the label id, description and error state. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const merged = useFieldControl(props);
  return <input type={type} className={cn(controlClasses, 'min-h-11 py-2 md:min-h-10 read-only:bg-slate-50', className)} {...merged} />;
}
