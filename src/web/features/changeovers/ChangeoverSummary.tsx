/** The summary block under the table: what the filter shows, and the window's totals. */
import { CHANGEOVER_FILTER_LABELS, CHANGEOVER_WINDOW_DAYS, filteredCount, type ChangeoverFilter } from '@shared/domain/changeovers';
import type { TChangeoversSummary } from '@shared/schemas/linen';
import { SummaryBlock } from '@web/components/ui';

/** Names the filter of the answer the tiles come from (not of a filter still loading): how many it keeps of the window. */
export function ChangeoverSummary({ summary, filter: status }: { summary: TChangeoversSummary; filter: ChangeoverFilter }) {
  const shown = filteredCount(summary, status);
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
  return <SummaryBlock id="changeover-summary" title={`Summary (last ${CHANGEOVER_WINDOW_DAYS} days)`} rows={rows} wideColumns="lg:grid-cols-5" />;
}
