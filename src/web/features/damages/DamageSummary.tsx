/** The damage summary block under the table: the filtered set's totals again, and what is on screen. */
import { DAMAGE_PERIOD_LABELS } from '@shared/domain/damages';
import { formatPence } from '@shared/domain/money';
import type { TDamagesResponse } from '@shared/schemas/damages';
import { SummaryBlock } from '@web/components/ui';

/** `before`: how many rows the pages before this one showed (keyset pages, issue 21). */
export function DamageSummary({ data, before }: { data: TDamagesResponse; before: number }) {
  const { summary } = data;
  const first = data.damages.length === 0 ? 0 : before + 1;
  const last = before + data.damages.length;
  // A property owner sees what they owe and what was charged, not the estimate (issue 19 M9).
  const money: [string, string | number][] =
    summary.estimatedTotalPence === null
      ? [
          ['You owe', formatPence(summary.owedPence)],
          ['Charged', formatPence(summary.chargedPence)],
        ]
      : [
          ['Estimated total cost', formatPence(summary.estimatedTotalPence)],
          ['Charged', `${summary.chargedCount} of ${summary.totalActivities}`],
        ];
  const rows: [string, string | number][] = [
    ['Showing', `${first}–${last} of ${summary.totalActivities}`],
    ['Total quantity', summary.totalQuantity],
    ...money,
  ];
  const title = `Damage summary (${DAMAGE_PERIOD_LABELS[data.period].toLowerCase()})`;
  return <SummaryBlock id="damage-summary" title={title} rows={rows} wideColumns="lg:grid-cols-4" />;
}
