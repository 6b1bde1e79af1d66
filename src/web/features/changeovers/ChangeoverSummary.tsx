/** The summary block under the table: what the filter shows, and the window's totals. */
import { CHANGEOVER_FILTER_LABELS, CHANGEOVER_WINDOW_DAYS } from '@shared/domain/changeovers';
import { SummaryBlock } from '@web/components/ui';
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
  return <SummaryBlock id="changeover-summary" title={`Summary (last ${CHANGEOVER_WINDOW_DAYS} days)`} rows={rows} wideColumns="lg:grid-cols-5" />;
}
