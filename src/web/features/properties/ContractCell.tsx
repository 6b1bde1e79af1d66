import { CircleCheck, Clock, Eye, Share2 } from 'lucide-react';
import { CONTRACT_CELL_LABELS, contractCellState } from '@shared/domain/properties';
import type { TPropertyContractSummary } from '@shared/schemas/properties';
import { Badge, Button } from '@web/components/ui';

/**
 * The list's Contract cell: 'Contract Signed' with a Share link, 'Share Contract' with Preview, or
 * 'Contract Pending'. Share and Preview open the property on its Contracts tab, where sharing happens.
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
  const state = contractCellState(contract);
  if (state === 'signed') {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge variant="success">
          <CircleCheck aria-hidden="true" />
          {CONTRACT_CELL_LABELS.signed}
        </Badge>
        <Button size="sm" variant="ghost" onClick={onOpenContracts} aria-label={`Share the signed contract of ${propertyName}`}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>
    );
  }
  if (state === 'share') {
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
