/** A list's summary block under its table: a heading and label/value pairs in a grid. */
import { cn } from '@web/lib/cn';

export interface SummaryBlockProps {
  id: string;
  title: string;
  rows: [label: string, value: string | number][];
  /** The grid's columns from 1024 px up, e.g. 'lg:grid-cols-5'. */
  wideColumns: string;
}

export function SummaryBlock({ id, title, rows, wideColumns }: SummaryBlockProps) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2', wideColumns)}>
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 sm:block">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
