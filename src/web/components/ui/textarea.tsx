import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { controlClasses } from './control-styles';
import { useFieldControl } from './field-context';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const merged = useFieldControl(props);
  return <textarea rows={rows} className={cn(controlClasses, 'min-h-20 py-2 leading-relaxed read-only:bg-slate-50', className)} {...merged} />;
}
