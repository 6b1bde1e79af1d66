/**
 * 'Record deposit received' (staff who may edit properties): for a deposit paid another way, with a
 * required reason such as 'Paid by bank transfer'. The reason is stored, audited and shown under task 3.
 */
import { useState, type FormEvent } from 'react';
import { Landmark } from 'lucide-react';
import { toast } from 'sonner';
import { canRecordDeposit, depositReasonProblem, DEPOSIT_MESSAGES, DEPOSIT_REASON_EXAMPLES, DEPOSIT_REASON_MAX } from '@shared/domain/deposit';
import { useSession } from '@web/lib/session';
import { Alert, Button, Dialog, DialogActions, Field, Input } from '@web/components/ui';
import { ApiError, errorMessage } from '@web/lib/api';
import { useRecordDeposit } from './use-record-deposit';

export function RecordDepositButton({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const me = useSession();
  const [open, setOpen] = useState(false);
  if (!canRecordDeposit({ isSuperadmin: me.user.isSuperadmin, flags: me.flags })) return null;
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const listId = `deposit-reasons-${propertyId}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBanner(null);
    const problem = depositReasonProblem(reason);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await record.mutateAsync({ propertyId, reason: reason.trim() });
      toast.success(DEPOSIT_MESSAGES.recorded);
      onDone();
    } catch (err) {
      const field = err instanceof ApiError ? err.issues?.find((i) => i.path === 'reason') : undefined;
      if (field) setError(field.message);
      else setBanner(errorMessage(err, DEPOSIT_MESSAGES.failedRecord));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="How was it received?" required error={error} hint="For example: Paid by bank transfer">
        <Input
          value={reason}
          list={listId}
          maxLength={DEPOSIT_REASON_MAX}
          autoComplete="off"
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <datalist id={listId}>
        {DEPOSIT_REASON_EXAMPLES.map((example) => (
          <option key={example} value={example} />
        ))}
      </datalist>
      <DialogActions busy={record.isPending}>
        <Button type="submit" loading={record.isPending} loadingText="Recording...">
          {DEPOSIT_MESSAGES.recordAction}
        </Button>
      </DialogActions>
    </form>
  );
}
