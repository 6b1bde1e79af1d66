/**
 * A property's contracts in a dialog: the contracts feature's panel, where the owner reads the terms,
 * signs a draft (the panel's sign mode) and opens or downloads the signed PDF.
 */
import { Dialog } from '@web/components/ui';
import { PropertyContractPanel } from '../contracts/PropertyContractPanel';

export interface ContractDialogTarget {
  propertyId: string;
  propertyName: string;
}

export function ContractDialog({ target, onClose }: { target: ContractDialogTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()} title="Service Contract" description={target?.propertyName} size="lg">
      {target && <PropertyContractPanel propertyId={target.propertyId} />}
    </Dialog>
  );
}
