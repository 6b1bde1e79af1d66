/**
 * The run sheet (decision 0199): the day's round as one printed A4 page — shown only when printing (the
 * print stylesheet in styles.css prints `.run-sheet` alone). A compact table; past 30 stops the type gets
 * smaller so a round of up to about 60 stops still fits the page.
 */
import { STOP_KIND_LABELS } from '@shared/domain/round-stops';
import type { TDayRound } from '@shared/schemas/rounds';
import { cn } from '@web/lib/cn';

const METHOD: Record<TDayRound['method'], string> = {
  drive: 'shortest drive',
  district: 'postcode district',
  manual: 'set by staff',
};

export function RunSheet({ round, dayText }: { round: TDayRound; dayText: string }) {
  const dense = round.stops.length > 30;
  return (
    <section className="run-sheet hidden print:block" aria-hidden="true">
      <h1 className="text-base font-semibold">
        Run sheet · {dayText} · {round.stops.length} stops
      </h1>
      <p className="mb-2 text-xs">
        Order: {METHOD[round.method]}
        {round.km !== null && ` · about ${round.km} km`}
        {round.start && ` · from ${round.start}`}
      </p>
      <table className={cn('w-full border-collapse', dense ? 'text-[7.5pt] leading-tight' : 'text-[9pt]')}>
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-0.5 pr-1">#</th>
            <th className="pr-1">Kind</th>
            <th className="pr-1">Window</th>
            <th className="pr-1">Property</th>
            <th className="pr-1">Address</th>
            <th className="w-10">Done</th>
          </tr>
        </thead>
        <tbody>
          {round.stops.map((s, i) => (
            <tr key={s.key} className="border-b border-slate-400 align-top">
              <td className="py-0.5 pr-1 tabular-nums">{i + 1}</td>
              <td className="pr-1">{STOP_KIND_LABELS[s.kind]}</td>
              <td className="pr-1 whitespace-nowrap">
                {s.windowText}
                {s.late && ' (late)'}
              </td>
              <td className="pr-1">
                {s.propertyName}
                {s.clientName && <span className="text-slate-600"> · {s.clientName}</span>}
              </td>
              <td className="pr-1">{(s.address ?? s.postcode ?? '').replace(/\s*\n\s*/g, ', ')}</td>
              <td>☐</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
