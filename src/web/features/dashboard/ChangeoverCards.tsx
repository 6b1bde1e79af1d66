/** 'Properties Requiring Changeover': cards in Changeover Due, longest on beds first. */
import { Clock, MapPin, PartyPopper } from 'lucide-react';
import type { TDashboardProperty } from '@shared/schemas/requests';
import { Badge, EmptyState } from '@web/components/ui';
import { cardDaysText } from '@web/features/linen/board-filter';
import { ServiceRequestedFor } from '@web/features/requests/ServiceRequestedFor';

export function ChangeoverCards({ properties }: { properties: TDashboardProperty[] }) {
  if (properties.length === 0) {
    return <EmptyState icon={PartyPopper} title="No changeovers due" description="Every property's linen is fresh." />;
  }
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
      {properties.map((p) => (
        <li key={p.cardId} className="rounded-xl border border-l-4 border-slate-200 border-l-amber-500 bg-white p-4 shadow-sm">
          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{p.name}</p>
          {p.address && (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span className="[overflow-wrap:anywhere]">{p.address}</span>
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-slate-600" />
              {cardDaysText({ status: 'changeover_due', daysOnBeds: p.daysOnBeds, daysInTransit: null })}
            </span>
            {p.overBeds && <Badge variant="danger">Overdue</Badge>}
          </div>
          <ServiceRequestedFor date={p.serviceRequestedFor} className="mt-2" />
        </li>
      ))}
    </ul>
  );
}
