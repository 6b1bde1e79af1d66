import { CircleCheck, CircleDashed, CircleX, Send } from 'lucide-react';
import { CONTRACT_STATUS_LABELS, type PropertyContractStatus } from '@shared/domain/contracts';
import { Badge, type BadgeVariant } from '@web/components/ui';

const looks: Record<PropertyContractStatus, { variant: BadgeVariant; icon: typeof CircleCheck }> = {
  draft: { variant: 'neutral', icon: CircleDashed },
  sent: { variant: 'info', icon: Send },
  signed: { variant: 'success', icon: CircleCheck },
  active: { variant: 'success', icon: CircleCheck },
  cancelled: { variant: 'danger', icon: CircleX },
};

/** A property contract's status: Draft, Sent, Signed, Active (signed through a link) or Cancelled. */
export function ContractStatusBadge({ status, className }: { status: PropertyContractStatus; className?: string }) {
  const look = looks[status] ?? looks.draft;
  const Icon = look.icon;
  return (
    <Badge variant={look.variant} className={className}>
      <Icon aria-hidden="true" />
      {CONTRACT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export default ContractStatusBadge;
