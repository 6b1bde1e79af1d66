/** The damage summary block under the table: the filtered set's totals again, and what is on screen. */
import { DAMAGE_PERIOD_LABELS } from '@shared/domain/damages';
import { formatPence } from '@shared/domain/money';
import type { TDamagesResponse } from '@shared/schemas/damages';

export function DamageSummary({ data }: { data: TDamagesResponse }) {
  const { summary } = data;
  const first = summary.totalActivities === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const last = (data.page - 1) * data.pageSize + data.damages.length;
  const rows: [string, string | number][] = [
    ['Showing', `${first}–${last} of ${summary.totalActivities}`],
    ['Total quantity', summary.totalQuantity],
    ['Estimated total cost', formatPence(summary.estimatedTotalPence)],
    ['Charged', `${summary.chargedCount} of ${summary.totalActivities}`],
  ];
  return (
    <section aria-labelledby="damage-summary" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="damage-summary" className="mb-3 text-base font-semibold text-slate-900">
        Damage summary ({DAMAGE_PERIOD_LABELS[data.period].toLowerCase()})
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
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
