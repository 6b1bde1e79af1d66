/** A card's history, newest first: who (or 'automatic'), when, and what changed; a move a courier's phone made links to its proof (decision 0191). */
import { History } from 'lucide-react';
import { formatDateTime } from '@shared/format-dates';
import type { TCardEvent } from '@shared/schemas/linen';
import { ProofLink } from '../visit-proof/ProofLink';

export function newestFirst(events: TCardEvent[]): TCardEvent[] {
  return [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function CardHistory({ events }: { events: TCardEvent[] }) {
  return (
    <section aria-labelledby="card-history-heading" className="space-y-2">
      <h3 id="card-history-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4" />
        History
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">No history yet.</p>
      ) : (
        <ol className="space-y-2">
          {newestFirst(events).map((event) => (
            <li key={event.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <p className="text-slate-900 [overflow-wrap:anywhere]">{event.summary}</p>
              <p className="text-xs text-slate-600">
                {event.actorName ?? 'automatic'} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
              {event.visitId && (
                <div className="mt-2">
                  <ProofLink visitId={event.visitId} about={`${event.summary}, ${formatDateTime(event.createdAt)}`} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
