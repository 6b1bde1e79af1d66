/** 'Waive' a pending charge with a reason (issue 18), for staff who manage charges; audited by the server. */
import { useState } from 'react';
import { Ban } from 'lucide-react';
import { CHARGE_KIND_LABELS, CHARGE_MESSAGES } from '@shared/domain/charges';
import { formatPence } from '@shared/domain/money';
import type { TCharge } from '@shared/schemas/charges';
import { Button, Dialog } from '@web/components/ui';
import { ReasonForm } from '@web/components/ReasonForm';
import { useWaiveCharge } from './use-waive-charge';

export function WaiveChargeButton({ charge }: { charge: TCharge }) {
  const [open, setOpen] = useState(false);
  const what = `${CHARGE_KIND_LABELS[charge.kind]} of ${formatPence(charge.amountPence)} for ${charge.propertyName}`;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Waive the ${what}`}>
        <Ban aria-hidden="true" />
        Waive
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Waive charge" description={`The ${what}. The owner no longer owes it.`}>
        {open && <WaiveForm charge={charge} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function WaiveForm({ charge, onDone }: { charge: TCharge; onDone: () => void }) {
  const waive = useWaiveCharge();
  return (
    <ReasonForm
      label="Reason"
      hint="Kept with the charge and in the audit log."
      maxLength={500}
      problemOf={(reason) => (reason.trim() ? null : CHARGE_MESSAGES.waiveReasonRequired)}
      send={(reason) => waive.mutateAsync({ id: charge.id, reason })}
      busy={waive.isPending}
      submitLabel="Waive charge"
      busyLabel="Waiving..."
      successMessage={CHARGE_MESSAGES.waived}
      failureMessage="The charge could not be waived. Please try again."
      onDone={onDone}
    />
  );
}
