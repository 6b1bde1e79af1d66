/** The Exceptions bar (docs/product.md §2.4): pills with counts that toggle, Clear resets, a pill with 0 is disabled. */
import { Filter } from 'lucide-react';
import { Button } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import { EXCEPTION_FILTERS, EXCEPTION_LABELS, toggleException, type ExceptionFilter } from './board-filter';

export interface ExceptionsBarProps {
  value: ExceptionFilter;
  counts: Record<ExceptionFilter, number>;
  onChange: (value: ExceptionFilter) => void;
  /** The counts are being worked out again (a new search): every pill waits. */
  busy?: boolean;
}

export function ExceptionsBar({ value, counts, onChange, busy = false }: ExceptionsBarProps) {
  return (
    <div role="group" aria-label="Exceptions" aria-busy={busy || undefined} className="mb-4 flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-800">
        <Filter aria-hidden="true" className="size-4" />
        Exceptions
      </span>
      {EXCEPTION_FILTERS.map((filter) => {
        const active = value === filter;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            disabled={busy || counts[filter] === 0}
            onClick={() => onChange(toggleException(value, filter))}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-medium md:min-h-9',
              'disabled:cursor-not-allowed disabled:opacity-60',
              active
                ? filter === 'all'
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-red-700 bg-red-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {EXCEPTION_LABELS[filter]}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs font-semibold tabular-nums',
                active ? (filter === 'all' ? 'bg-white text-brand-800' : 'bg-white text-red-800') : 'bg-slate-100 text-slate-800',
              )}
            >
              {counts[filter]}
            </span>
          </button>
        );
      })}
      <Button variant="ghost" size="sm" disabled={value === 'all'} onClick={() => onChange('all')}>
        Clear
      </Button>
    </div>
  );
}
