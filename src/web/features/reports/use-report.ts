/** GET /api/reports?start=&end= (no dates: the server's default month). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TReportResponse } from '@shared/schemas/reports';
import { api } from '@web/lib/api';

export interface ReportRangeInput {
  start?: string;
  end?: string;
}

/** The query string of a range, for the report and its CSV links. */
export function rangeQuery(range: ReportRangeInput): string {
  const qs = new URLSearchParams();
  if (range.start) qs.set('start', range.start);
  if (range.end) qs.set('end', range.end);
  return qs.toString();
}

export function useReport(range: ReportRangeInput) {
  return useQuery<TReportResponse>({
    queryKey: ['reports', range],
    queryFn: ({ signal }) => api<TReportResponse>(`/api/reports?${rangeQuery(range)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
