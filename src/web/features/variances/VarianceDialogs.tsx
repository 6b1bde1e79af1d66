/**
 * The variance list's two actions (issue 22, decision 0192): 'Charge replacement' for an item counted short
 * (the amount prefilled from the item's replacement price, editable, bounded as damage charges are) and
 * 'Resolve' with a reason. The server decides once; a second click or another person's is told so.
 */
import { differenceText } from '@shared/domain/visit-proof';
import { useState } from 'react';
import { toast } from 'sonner';
import { CheckCheck, PoundSterling } from 'lucide-react';
import { RESOLVE_REASON_MAX, VARIANCE_MESSAGES as M } from '@shared/domain/courier-variances';
import { formatPence, penceToPoundsText } from '@shared/domain/money';
import { ZChargeReplacementForm, type TVariance } from '@shared/schemas/courier-variances';
import { Alert, Button, Dialog, DialogActions, Field, Input } from '@web/components/ui';
import { ReasonForm } from '@web/components/ReasonForm';
import { errorMessage, fieldIssue } from '@web/lib/api';
import { useChargeReplacement, useResolveVariance } from './use-variances';

const shortBy = (v: TVariance) => Math.max(0, -v.difference);
const what = (v: TVariance) => `${v.label} at ${v.propertyName}`;

export function ChargeReplacementButton({ variance }: { variance: TVariance }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Charge replacement: ${what(variance)}`}>
        <PoundSterling aria-hidden="true" />
        Charge replacement
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Charge replacement"
        description={`${variance.label}: ${shortBy(variance)} short at ${variance.propertyName}. The owner is asked to pay it under Payments due.`}
      >
        {open && <ChargeForm variance={variance} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function ChargeForm({ variance, onDone }: { variance: TVariance; onDone: () => void }) {
  const charge = useChargeReplacement();
  const [amount, setAmount] = useState(variance.suggestedPence ? penceToPoundsText(variance.suggestedPence) : '');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const hint =
    variance.unitPence !== null
      ? `Replacement price ${formatPence(variance.unitPence)} each × ${shortBy(variance)}.`
      : 'No replacement price is set for this item in Stock: enter the amount.';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBanner(null);
    const parsed = ZChargeReplacementForm.safeParse({ amount });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.amount);
      return;
    }
    setError(undefined);
    try {
      await charge.mutateAsync({ visitId: variance.visitId, item: variance.item, amountPence: parsed.data.amount });
      toast.success(M.charged);
      onDone();
    } catch (err) {
      const issue = fieldIssue(err, 'amountPence');
      if (issue) setError(issue);
      else setBanner(errorMessage(err, 'The charge could not be added. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Amount (£)" required error={error} hint={hint}>
        <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <DialogActions busy={charge.isPending}>
        <Button type="submit" loading={charge.isPending} loadingText="Charging...">
          Charge replacement
        </Button>
      </DialogActions>
    </form>
  );
}

export function ResolveVarianceButton({ variance }: { variance: TVariance }) {
  const [open, setOpen] = useState(false);
  const counted = differenceText(variance.difference);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Resolve: ${what(variance)}`}>
        <CheckCheck aria-hidden="true" />
        Resolve
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Resolve variance"
        description={`${variance.label}: ${counted} at ${variance.propertyName}. Say why no charge is needed.`}
      >
        {open && <ResolveForm variance={variance} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function ResolveForm({ variance, onDone }: { variance: TVariance; onDone: () => void }) {
  const resolve = useResolveVariance();
  return (
    <ReasonForm
      label="Reason"
      hint="Kept with the variance and in the audit log."
      maxLength={RESOLVE_REASON_MAX}
      problemOf={(reason) => (reason.trim() ? null : M.reasonRequired)}
      send={(reason) => resolve.mutateAsync({ visitId: variance.visitId, item: variance.item, reason })}
      busy={resolve.isPending}
      submitLabel="Resolve"
      busyLabel="Saving..."
      successMessage={M.resolved}
      failureMessage="The variance could not be resolved. Please try again."
      onDone={onDone}
    />
  );
}
