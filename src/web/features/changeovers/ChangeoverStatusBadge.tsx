import { CHANGEOVER_STATUS_LABELS, type ChangeoverStatus } from '@shared/domain/changeovers';
import { Badge } from '@web/components/ui';

/** In Transit (purple, the board's in-transit colour) or Returned to Beds (green, on beds). */
export function ChangeoverStatusBadge({ status }: { status: ChangeoverStatus }) {
  return <Badge variant={status === 'in_transit' ? 'purple' : 'success'}>{CHANGEOVER_STATUS_LABELS[status]}</Badge>;
}
