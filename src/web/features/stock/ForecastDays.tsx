/**
 * The forecast's 14 days: a table from 1024 px up (day, changeovers and their sources, per bed size and
 * towel packs the need against the clean sets there are, the status), a card per day on phones and
 * tablets. A day short of anything is marked in red with what it lacks.
 */
import { FORECAST_BUCKET_LABELS, FORECAST_BUCKETS, shortfallText, type ForecastBucket } from '@shared/domain/linen-forecast';
import { shortDayLabel } from '@shared/domain/calendar';
import type { TForecastResponse } from '@shared/schemas/forecast';
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';
import { cn } from '@web/lib/cn';

type Day = TForecastResponse['days'][number];

const sourcesText = (d: Day) =>
  [
    d.bySource.accepted && `${d.bySource.accepted} accepted`,
    d.bySource.pending && `${d.bySource.pending} pending`,
    d.bySource.booking && `${d.bySource.booking} from bookings`,
  ]
    .filter(Boolean)
    .join(' · ');

function StatusBadge({ day }: { day: Day }) {
  if (day.flagged) return <Badge variant="danger">Short</Badge>;
  return day.changeovers > 0 ? <Badge variant="success">Covered</Badge> : <Badge variant="neutral">No changeovers</Badge>;
}

function BucketCell({ day, bucket }: { day: Day; bucket: ForecastBucket }) {
  const need = day.need[bucket];
  const short = day.short[bucket];
  if (need === 0) return <span className="text-slate-400">–</span>;
  return (
    <div className="flex flex-col items-end leading-tight">
      <span className={cn('font-medium tabular-nums', short > 0 ? 'text-red-700' : 'text-slate-900')}>{need}</span>
      <span className="text-xs text-slate-600 tabular-nums">{day.available[bucket]} clean</span>
      {short > 0 && <span className="text-xs font-semibold text-red-700 tabular-nums">{short} short</span>}
    </div>
  );
}

export function ForecastDays({ days }: { days: Day[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table label="Linen forecast, next 14 days" className="[&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
          <TableHeader>
            <TableRow>
              <TableHead>Day</TableHead>
              <TableHead>Changeovers</TableHead>
              {FORECAST_BUCKETS.map((b) => (
                <TableHead key={b} className="text-right">
                  {FORECAST_BUCKET_LABELS[b]}
                </TableHead>
              ))}
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {days.map((d) => (
              <TableRow key={d.day} data-flagged={d.flagged || undefined} className={cn(d.flagged && 'bg-red-50/60')}>
                <TableCell className="font-medium whitespace-nowrap text-slate-900">
                  <time dateTime={d.day}>{shortDayLabel(d.day)}</time>
                </TableCell>
                <TableCell>
                  <span className="font-medium tabular-nums">{d.changeovers}</span>
                  {d.changeovers > 0 && <span className="block text-xs text-slate-600">{sourcesText(d)}</span>}
                </TableCell>
                {FORECAST_BUCKETS.map((b) => (
                  <TableCell key={b} className="text-right">
                    <BucketCell day={d} bucket={b} />
                  </TableCell>
                ))}
                <TableCell>
                  <StatusBadge day={d} />
                  {d.flagged && <span className="sr-only">: {shortfallText(d.short)}</span>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Linen forecast, next 14 days" className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {days.map((d) => (
          <li
            key={d.day}
            data-flagged={d.flagged || undefined}
            className={cn('rounded-xl border bg-white p-4 shadow-sm', d.flagged ? 'border-red-300' : 'border-slate-200')}
          >
            <div className="flex items-center justify-between gap-2">
              <time dateTime={d.day} className="font-semibold text-slate-900">
                {shortDayLabel(d.day)}
              </time>
              <StatusBadge day={d} />
            </div>
            {d.changeovers > 0 && (
              <p className="mt-1 text-sm text-slate-600">
                {d.changeovers} changeover{d.changeovers === 1 ? '' : 's'}: {sourcesText(d)}
              </p>
            )}
            {d.flagged && <p className="mt-2 text-sm font-medium text-red-700">Short of {shortfallText(d.short)}</p>}
            {d.changeovers > 0 && (
              <dl className="mt-3 grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 text-sm">
                {FORECAST_BUCKETS.filter((b) => d.need[b] > 0).map((b) => (
                  <div key={b} className="contents">
                    <dt className="text-slate-700">{FORECAST_BUCKET_LABELS[b]}</dt>
                    <dd className={cn('text-right tabular-nums', d.short[b] > 0 ? 'font-semibold text-red-700' : 'text-slate-900')}>
                      {d.need[b]} needed
                    </dd>
                    <dd className="text-right text-slate-600 tabular-nums">{d.available[b]} clean</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
