import { CircleCheck, Clock, Eye, PenLine, Share2 } from 'lucide-react';
import { canShareContracts, contractAudience } from '@shared/domain/abilities';
import { CONTRACT_CELL_LABELS, contractCellState } from '@shared/domain/properties';
import type { TPropertyContractSummary } from '@shared/schemas/properties';
import { Badge, Button } from '@web/components/ui';
import { useMe, subjectOf } from '@web/lib/session';

/**
 * The list's Contract cell: 'Contract Signed' with a Share link, 'Share Contract' with Preview, or
 * 'Contract Pending'. Share and Preview open the property on its Contracts tab, where sharing happens.
 * Only users who may share contracts (properties_edit) are offered sharing; the others (the owner,
 * read-only staff) get the contract's state and a View button to the same tab.
 */
export function ContractCell({
  contract,
  propertyName,
  onOpenContracts,
}: {
  contract: TPropertyContractSummary | null;
  propertyName: string;
  onOpenContracts: () => void;
}) {
  const me = useMe().data;
  const mayShare = canShareContracts(me ? contractAudience(subjectOf(me)) : 'viewer');
  const state = contractCellState(contract);
  if (state === 'signed') {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge variant="success">
          <CircleCheck aria-hidden="true" />
          {CONTRACT_CELL_LABELS.signed}
        </Badge>
        {/* Only a contract signed through its link has a link (its signed page) to share; one signed in the app has none. */}
        {mayShare && contract?.hasActiveShare ? (
          <Button size="sm" variant="ghost" onClick={onOpenContracts} aria-label={`Share the signed contract of ${propertyName}`}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
        ) : (
          <ViewButton propertyName={propertyName} onClick={onOpenContracts} />
        )}
      </div>
    );
  }
  if (state === 'share') {
    if (!mayShare) {
      return (
        <div className="flex flex-col items-start gap-1">
          <Badge variant="info">
            <PenLine aria-hidden="true" />
            Awaiting Signature
          </Badge>
          <ViewButton propertyName={propertyName} onClick={onOpenContracts} />
        </div>
      );
    }
    return (
      <div className="flex flex-col items-start gap-1">
        <Button size="sm" variant="outline" onClick={onOpenContracts} aria-label={`Share Contract of ${propertyName}`}>
          <Share2 aria-hidden="true" />
          {CONTRACT_CELL_LABELS.share}
        </Button>
        <Button size="sm" variant="ghost" onClick={onOpenContracts} aria-label={`Preview the contract of ${propertyName}`}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
      </div>
    );
  }
  return (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      {CONTRACT_CELL_LABELS.pending}
    </Badge>
  );
}

function ViewButton({ propertyName, onClick }: { propertyName: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={onClick} aria-label={`View the contract of ${propertyName}`}>
      <Eye aria-hidden="true" />
      View
    </Button>
  );
}
