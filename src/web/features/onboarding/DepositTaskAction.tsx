/**
 * Task 3's action and note, the same on the onboarding modal, the client's Onboarding tab and the
 * portal (issue 7): its state and words come from depositView (shared/domain/deposit). While the deposit
 * is due: 'Pay £100' (owner or property editors) and 'Record deposit received' (staff who edit
 * properties); once paid or recorded, a badge. Nobody ticks task 3 by hand.
 */
import { depositView, type DepositFacts } from '@shared/domain/deposit';
import { Badge } from '@web/components/ui';
import { PayDepositButton } from './PayDepositButton';
import { RecordDepositButton } from './RecordDepositButton';

type DepositProperty = DepositFacts & { id: string; name: string };

export function DepositTaskAction({ property }: { property: DepositProperty }) {
  const view = depositView(property);
  if (view.state !== 'due') return <Badge variant={view.tone}>{view.label}</Badge>;
  return (
    <>
      <PayDepositButton propertyId={property.id} />
      <RecordDepositButton propertyId={property.id} propertyName={property.name} />
    </>
  );
}

/** The deposit's short state for a summary ('Paid', 'Recorded', 'Pending'), with its reason when recorded. */
export function DepositBadge({ property }: { property: DepositFacts }) {
  const view = depositView(property);
  return (
    <Badge variant={view.tone} title={view.state === 'recorded' ? view.note : undefined}>
      {view.short}
    </Badge>
  );
}

