/**
 * 'Record deposit received' (staff who may edit properties): for a deposit paid another way, with a
 * required reason such as 'Paid by bank transfer'. The reason is stored, audited and shown under task 3.
 */
import { useState } from 'react';
import { Landmark } from 'lucide-react';
import { depositReasonProblem, DEPOSIT_MESSAGES, DEPOSIT_REASON_EXAMPLES, DEPOSIT_REASON_MAX } from '@shared/domain/deposit';
import { canRecordDeposit } from '@shared/domain/abilities';
import { useSession, subjectOf } from '@web/lib/session';
import { Button, Dialog } from '@web/components/ui';
import { ReasonForm } from '@web/components/ReasonForm';
import { useRecordDeposit } from './use-record-deposit';

export function RecordDepositButton({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const me = useSession();
  const [open, setOpen] = useState(false);
  if (!canRecordDeposit(subjectOf(me))) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Landmark aria-hidden="true" />
        {DEPOSIT_MESSAGES.recordAction}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={DEPOSIT_MESSAGES.recordAction}
        description={`${propertyName}: the £100 deposit was paid another way. This completes the deposit step and is kept in the audit log.`}
      >
        {open && <RecordDepositForm propertyId={propertyId} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function RecordDepositForm({ propertyId, onDone }: { propertyId: string; onDone: () => void }) {
  const record = useRecordDeposit();
  return (
    <ReasonForm
      label="How was it received?"
      hint="For example: Paid by bank transfer"
      suggestions={DEPOSIT_REASON_EXAMPLES}
      maxLength={DEPOSIT_REASON_MAX}
      problemOf={depositReasonProblem}
      send={(reason) => record.mutateAsync({ propertyId, reason })}
      busy={record.isPending}
      submitLabel={DEPOSIT_MESSAGES.recordAction}
      busyLabel="Recording..."
      successMessage={DEPOSIT_MESSAGES.recorded}
      failureMessage={DEPOSIT_MESSAGES.failedRecord}
      onDone={onDone}
    />
  );
}
