/** 'Waive' a pending charge with a reason (issue 18), for staff who manage charges; audited by the server. */
import { useState } from 'react';
import { toast } from 'sonner';
import { Ban } from 'lucide-react';
import { CHARGE_KIND_LABELS, CHARGE_MESSAGES } from '@shared/domain/charges';
import { formatPence } from '@shared/domain/money';
import type { TCharge } from '@shared/schemas/charges';
import { Alert, Button, Dialog, DialogActions, Field, Textarea } from '@web/components/ui';
import { ApiError, errorMessage } from '@web/lib/api';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBanner(null);
    if (!reason.trim()) {
      setError(CHARGE_MESSAGES.waiveReasonRequired);
      return;
    }
    setError(undefined);
    try {
      await waive.mutateAsync({ id: charge.id, reason: reason.trim() });
      toast.success(CHARGE_MESSAGES.waived);
      onDone();
    } catch (err) {
      const issue = err instanceof ApiError && err.status === 422 ? err.issues?.find((i) => i.path === 'reason') : undefined;
      if (issue) setError(issue.message);
      else setBanner(errorMessage(err, 'The charge could not be waived. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Reason" required error={error} hint="Kept with the charge and in the audit log.">
        <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </Field>
      <DialogActions busy={waive.isPending}>
        <Button type="submit" loading={waive.isPending} loadingText="Waiving...">
          Waive charge
        </Button>
      </DialogActions>
    </form>
  );
}
