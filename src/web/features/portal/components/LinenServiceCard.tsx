/**
 * One linen service card: the property, the status badge, the service status text, days on beds, the
 * last changeover, damaged and missing items, and since when (how many days) the linen is in transit.
 * The owner's Linen Services tab and the staff Client Portal modal both show it.
 */
import { daysSince, LINEN_SERVICE_STATUS_LABELS, linenServiceText } from '@shared/domain/clients';
import { Badge, Card, type BadgeVariant } from '@web/components/ui';
import type { ClientLinenCard } from '../../clients/use-client-linen-cards';
import { formatDate } from '@shared/format-dates';

const statusVariant: Record<ClientLinenCard['status'], BadgeVariant> = {
  new: 'info',
  on_beds: 'success',
  changeover_due: 'warning',
  in_transit: 'purple',
};

export function LinenServiceCard({ card, now, headingLevel = 2 }: { card: ClientLinenCard; now: Date; headingLevel?: 2 | 3 }) {
  const headingId = `linen-${card.id}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const onBeds = card.status === 'on_beds' ? daysSince(card.onBedsSince, now) : null;
  const inTransit = card.status === 'in_transit' ? daysSince(card.transitSince, now) : null;
  return (
    <Card aria-labelledby={headingId} className="h-full space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="min-w-0 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {card.propertyName ?? 'Property'}
        </Heading>
        <Badge variant={statusVariant[card.status]}>{LINEN_SERVICE_STATUS_LABELS[card.status]}</Badge>
      </div>
      <p className="text-sm font-medium text-slate-800">{linenServiceText(card, now)}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Days on beds</dt>
          <dd className="font-medium text-slate-900">{onBeds ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Last changeover</dt>
          <dd className="font-medium text-slate-900">{formatDate(card.lastChangeoverDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Damaged items</dt>
          <dd className="font-medium text-slate-900">{card.damagesCount}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Missing items</dt>
          <dd className="font-medium text-slate-900">{card.missingCount}</dd>
        </div>
        {card.transitSince && (
          <div className="col-span-2">
            <dt className="text-slate-600">In transit since</dt>
            <dd className="font-medium text-slate-900">
              {formatDate(card.transitSince)}
              {inTransit !== null && ` (${inTransit} ${inTransit === 1 ? 'day' : 'days'})`}
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
