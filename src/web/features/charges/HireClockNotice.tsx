/**
 * The hire clock's rule with the amount in force (issue 18: owners are told before it applies), as the
 * owner's dashboard, the Request Linen Service dialog and /demo show it.
 */
import { Clock } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import { cn } from '@web/lib/cn';

export interface HireClockNoticeProps {
  /** hireClockRule(terms): the spec's sentence and the amount in force. */
  rule: string;
  /** Properties whose contracts set their own terms. */
  overrides?: { propertyId: string; propertyName: string; amountPence: number; everyDays: number }[];
  className?: string;
  title?: string;
}

export function HireClockNotice({ rule, overrides = [], className, title = 'Linen changeover charge' }: HireClockNoticeProps) {
  return (
    <section aria-label={title} className={cn('rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950', className)}>
      <p className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <p className="mt-1" data-testid="hire-clock-rule">
        {rule}
      </p>
      {overrides.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {overrides.map((o) => (
            <li key={o.propertyId}>
              <span className="font-medium [overflow-wrap:anywhere]">{o.propertyName}</span> (its contract): {formatPence(o.amountPence)}, again
              every further {o.everyDays} days
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
