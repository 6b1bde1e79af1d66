/** GET /api/reports?start=&end= (no dates: the server's default month). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TReportResponse } from '@shared/schemas/reports';
import { apiClient } from '@web/lib/api-client';

export interface ReportRangeInput {
  start?: string;
  end?: string;
}

export function useReport(range: ReportRangeInput) {
  return useQuery<TReportResponse>({
    queryKey: ['reports', range],
    queryFn: ({ signal }) => apiClient.get('/api/reports', { query: { start: range.start || undefined, end: range.end || undefined }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
