import { CalendarCheck } from 'lucide-react';
import { formatDate } from '@shared/format-dates';

/** 'Service requested for {date}': a property's next accepted linen request, on the board and the dashboard. */
export function ServiceRequestedFor({ date, className = '' }: { date?: string | null; className?: string }) {
  if (!date) return null;
  return (
    <p className={`inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 ${className}`}>
      <CalendarCheck aria-hidden="true" className="size-4" />
      Service requested for {formatDate(date)}
    </p>
  );
}
