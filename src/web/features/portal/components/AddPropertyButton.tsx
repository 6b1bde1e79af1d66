/** The portal's 'Add Property' button (opens the 'Add New Property' modal). */
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui';

export function AddPropertyButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <Button onClick={onClick} className={className}>
      <Plus aria-hidden="true" />
      Add Property
    </Button>
  );
}
