/** The portal's Changeovers tab: the owner's own changeovers of the last 30 days (GET /api/changeovers, owner-scoped). */
import { Truck } from 'lucide-react';
import type { TChangeoverRow } from '@shared/schemas/linen';
import { EmptyState } from '@web/components/ui';
import { ChangeoversTable } from '../changeovers/ChangeoversTable';

export function ChangeoversTab({ rows }: { rows: TChangeoverRow[] }) {
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Truck}
        headingLevel={2}
        title="No changeovers yet"
        description="Collections appear here once linen is collected from your properties."
      />
    );
  }
  return <ChangeoversTable rows={rows} />;
}
