/** The property onboarding modal: the checklist of one property in a dialog (properties list, portal). */
import { Dialog } from '@web/components/ui';
import { PropertyOnboardingPanel } from './PropertyOnboardingPanel';

export interface PropertyOnboardingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  propertyName: string;
  /** Task 4: where the contract is (e.g. the property detail dialog's Contracts tab). */
  onOpenContracts?: () => void;
}

export function PropertyOnboardingDialog({ open, onOpenChange, propertyId, propertyName, onOpenContracts }: PropertyOnboardingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Property Onboarding" description={propertyName} size="lg">
      {open && <PropertyOnboardingPanel propertyId={propertyId} onOpenContracts={onOpenContracts} />}
    </Dialog>
  );
}
