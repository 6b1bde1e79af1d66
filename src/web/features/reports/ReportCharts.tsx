/**
 * The charts a manager looks at first (issue 10 item 6): turns per week (London weeks, Monday first),
 * exceptions by column, damaged and missing by item. Each chart has a title, a one-line summary read
 * out in its place, and its figures as a table under 'Show figures' (the text alternative).
 */
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LINEN_STATUS_LABELS } from '@shared/domain/linen';
import { REPORT_MESSAGES as M } from '@shared/domain/reports';
import { formatDate } from '@shared/format-dates';
import type { TReportResponse } from '@shared/schemas/reports';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui';

const SLATE = '#475569';
const BRAND = '#0f766e';
const ORANGE = '#c2410c';
const PURPLE = '#7c3aed';

/** '23 Nov' from '2026-11-23'. */
const shortDay = (day: string) => formatDate(day).replace(/ \d{4}$/, '');

interface Column {
  label: string;
  value: (row: Record<string, string | number>) => string | number;
}

function ChartCard({
  title,
  summary,
  rows,
  columns,
  empty,
  children,
}: {
  title: string;
  summary: string;
  rows: Record<string, string | number>[];
  columns: Column[];
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="pt-3">
        {empty ? (
          <p className="py-10 text-center text-sm text-slate-600">{empty}</p>
        ) : (
          <>
            <div role="img" aria-label={`${title}: ${summary}`} className="h-60 w-full">
              {children}
            </div>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-brand-800 underline-offset-2 hover:underline">Show figures</summary>
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.label} scope="col" className="py-1 pr-3 font-medium text-slate-700">
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={i} className="border-t border-slate-100">
                      {columns.map((c) => (
                        <td key={c.label} className="py-1 pr-3 tabular-nums">
                          {c.value(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const axis = { fontSize: 12, fill: SLATE };

export function ReportCharts({ charts }: { charts: TReportResponse['charts'] }) {
  const weeks = charts.turnsPerWeek.map((w) => ({ week: w.week, label: shortDay(w.week), turns: w.turns }));
  const statuses = charts.exceptionsByStatus.map((s) => ({ status: LINEN_STATUS_LABELS[s.status], count: s.count }));
  const items = charts.damagesByItem;
  const totalTurns = weeks.reduce((n, w) => n + w.turns, 0);
  const busiest = weeks.reduce<(typeof weeks)[number] | null>((top, w) => (!top || w.turns > top.turns ? w : top), null);
  return (
    <section aria-labelledby="report-charts" className="mb-8">
      <h2 id="report-charts" className="sr-only">
        Charts
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <ChartCard
          title="Turns per week"
          summary={`${totalTurns} turns over ${weeks.length} weeks${busiest && busiest.turns > 0 ? `, most in the week of ${busiest.label} (${busiest.turns})` : ''}.`}
          rows={weeks}
          columns={[
            { label: 'Week of', value: (r) => formatDate(String(r.week)) },
            { label: 'Turns', value: (r) => r.turns },
          ]}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={weeks} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={axis} />
              <YAxis allowDecimals={false} tick={axis} />
              <Tooltip />
              <Bar dataKey="turns" name="Turns" fill={BRAND} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title="Exceptions by column"
          summary={statuses.map((s) => `${s.status} ${s.count}`).join(', ')}
          rows={statuses}
          columns={[
            { label: 'Column', value: (r) => r.status },
            { label: 'Exceptions', value: (r) => r.count },
          ]}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={statuses} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axis} />
              <YAxis type="category" dataKey="status" width={110} tick={axis} interval={0} />
              <Tooltip />
              <Bar dataKey="count" name="Exceptions" fill={ORANGE} radius={[0, 4, 4, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title="Damages and missing by item"
          summary={items.map((i) => `${i.item}: ${i.damaged} damaged, ${i.missing} missing`).join('; ')}
          rows={items}
          columns={[
            { label: 'Item', value: (r) => r.item },
            { label: 'Damaged', value: (r) => r.damaged },
            { label: 'Missing', value: (r) => r.missing },
          ]}
          empty={items.length === 0 ? M.noItems : undefined}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={items} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axis} />
              <YAxis type="category" dataKey="item" width={96} tick={axis} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="damaged" name="Damaged" stackId="items" fill={ORANGE} isAnimationActive={false} />
              <Bar dataKey="missing" name="Missing" stackId="items" fill={PURPLE} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
    </section>
  );
}
