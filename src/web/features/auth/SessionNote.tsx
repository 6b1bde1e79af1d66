import { Clock, MonitorSmartphone } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** The session rules visitors are told about (docs/product.md §1.2.2). */
export function SessionNote({ className }: { className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm text-slate-600', className)}>
      <li className="flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>For your security, sessions expire after 24 hours of inactivity.</span>
      </li>
      <li className="flex items-start gap-2">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>You can stay signed in on several devices at the same time.</span>
      </li>
    </ul>
  );
}
