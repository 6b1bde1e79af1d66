import { CLIENT_STATUS_LABELS, type ClientStatus } from '@shared/domain/clients';
import { Badge, type BadgeVariant } from '@web/components/ui';

const variants: Record<ClientStatus, BadgeVariant> = {
  lead: 'info',
  qualified: 'purple',
  customer: 'success',
  lost: 'neutral',
};

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge variant={variants[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}
