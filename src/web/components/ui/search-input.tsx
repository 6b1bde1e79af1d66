import { Search } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Input, type InputProps } from './input';

/** A search box with its magnifier. `className` sizes the wrapper; the rest goes to the input. */
export function SearchInput({ className, ...props }: Omit<InputProps, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
