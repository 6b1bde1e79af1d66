/**
 * GET /api/reports/{turns,exceptions,damages}?start=&end=&cursor=: a later page of a report table
 * (decision 0173). The first page comes with the report; this reads the others, one at a time.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportExport } from '@shared/domain/reports';
import type { TDamagePage, TExceptionPage, TTurnPage } from '@shared/schemas/reports';
import { apiClient } from '@web/lib/api-client';

export type ReportPage<K extends ReportExport> = K extends 'turns' ? TTurnPage : K extends 'damages' ? TDamagePage : TExceptionPage;

export function useReportPage<K extends ReportExport>(kind: K, range: { start: string; end: string }, cursor: string | undefined) {
  return useQuery<ReportPage<K>>({
    queryKey: ['reports', kind, range, cursor],
    queryFn: ({ signal }) => {
      const query = { start: range.start, end: range.end, cursor };
      const answer =
        kind === 'turns'
          ? apiClient.get('/api/reports/turns', { query, signal })
          : kind === 'damages'
            ? apiClient.get('/api/reports/damages', { query, signal })
            : apiClient.get('/api/reports/exceptions', { query, signal });
      return answer as Promise<ReportPage<K>>;
    },
    enabled: cursor !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
