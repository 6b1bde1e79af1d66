/** The summary block under the table: what the filter shows, and the window's totals. */
import { CHANGEOVER_FILTER_LABELS, CHANGEOVER_WINDOW_DAYS } from '@shared/domain/changeovers';
import type { ChangeoversData } from './use-changeovers';

/** Names the filter of the rows on screen (not of a filter still loading). */
export function ChangeoverSummary({ data }: { data: ChangeoversData }) {
  const { summary, filter: status } = data;
  const shown = data.changeovers.length;
  const rows: [string, string | number][] = [
    [
      'Showing',
      `${shown} of ${summary.total} changeover${summary.total === 1 ? '' : 's'}${status === 'all' ? '' : ` (${CHANGEOVER_FILTER_LABELS[status]})`}`,
    ],
    ['In transit', summary.inTransit],
    ['Returned to beds', summary.returned],
    ['Items damaged', summary.damages],
    ['Items missing', summary.missing],
  ];
  return (
    <section aria-labelledby="changeover-summary" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="changeover-summary" className="mb-3 text-base font-semibold text-slate-900">
        Summary (last {CHANGEOVER_WINDOW_DAYS} days)
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-5">
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
