/**
 * /reports (docs/product.md §2.2 'Reports'; issue 10 item 6; decision 0135): start and end dates (default
 * one month back to today, decided by the server), the four tiles, the charts, the three tables with
 * their empty texts and three CSV exports (plain links to the server's streamed downloads).
 * Owners see their own properties only (the server scopes every figure).
 */
import { useState } from 'react';
import { Download } from 'lucide-react';
import { REPORT_MESSAGES as M, type ReportExport } from '@shared/domain/reports';
import { Alert, buttonClasses, Field, Input, PageHeader, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { apiUrl } from '@web/lib/api-client';
import { ReportCharts } from './ReportCharts';
import { ReportTables } from './ReportTables';
import { ReportTiles } from './ReportTiles';
import { useReport, type ReportRangeInput } from './use-report';

export default function ReportsPage() {
  const [asked, setAsked] = useState<ReportRangeInput>({});
  const report = useReport(asked);
  const data = report.data;
  // Until a date is changed, the inputs show the range the server chose.
  const start = asked.start ?? data?.range.start ?? '';
  const end = asked.end ?? data?.range.end ?? '';
  const shown = { start: data?.range.start, end: data?.range.end };

  const exportLink = (kind: ReportExport, label: string) =>
    data && !report.isError ? (
      <a href={apiUrl(`/api/reports/${kind}.csv` as const, { query: shown })} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <Download aria-hidden="true" />
        {label}
      </a>
    ) : null;

  return (
    <>
      <PageHeader title="Reports" description="Turns, exceptions and damages for a date range." />
      <form className="mb-6 grid grid-cols-2 gap-3 sm:flex sm:items-end" onSubmit={(e) => e.preventDefault()} aria-label="Report range">
        <Field label="Start date" className="sm:w-48">
          <Input type="date" value={start} max={end || undefined} onChange={(e) => setAsked({ start: e.target.value, end })} />
        </Field>
        <Field label="End date" className="sm:w-48">
          <Input type="date" value={end} min={start || undefined} onChange={(e) => setAsked({ start, end: e.target.value })} />
        </Field>
      </form>
      {report.isError && (
        <Alert variant="error" title={M.loadFailed} className="mb-6">
          {errorMessage(report.error, 'Please try again.')}
        </Alert>
      )}
      {!data && !report.isError && <SectionSpinner label="Loading reports" />}
      {data && !report.isError && (
        <div aria-busy={report.isFetching || undefined}>
          <ReportTiles tiles={data.tiles} charges={data.charges} />
          <ReportCharts charts={data.charts} />
          <ReportTables data={data} exportLink={exportLink} />
        </div>
      )}
    </>
  );
}
