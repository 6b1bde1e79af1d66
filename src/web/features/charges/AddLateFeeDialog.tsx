/**
 * 'Add late fee' (issue 18 item 4) on an overdue collection or requested damage charge, for staff who
 * manage charges: the amount in pounds (the settings' late payment fee to start with) and a reason. The
 * server decides whether the item is overdue and adds at most one fee per item; its message is shown.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { CHARGE_MESSAGES, type LateFeeSubject } from '@shared/domain/charges';
import { formatPence, penceToPoundsText, poundsToPence } from '@shared/domain/money';
import { Alert, Button, Dialog, DialogActions, Field, Input, SectionSpinner, Textarea } from '@web/components/ui';
import { ApiError, errorMessage } from '@web/lib/api';
import { useAddLateFee } from './use-add-late-fee';
import { useLateFeeDefault } from './use-late-fee-default';

export interface LateFeeTarget {
  subjectType: LateFeeSubject;
  subjectId: string;
  /** What the fee is for, as the dialog names it (e.g. 'the collection of 3 Nov 2026 at Sea View'). */
  label: string;
}

/** The row action: opens the dialog for this item. */
export function AddLateFeeButton({ target, size = 'sm' }: { target: LateFeeTarget; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant="outline" onClick={() => setOpen(true)} aria-label={`Add late fee to ${target.label}`}>
        <Plus aria-hidden="true" />
        Add late fee
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Add late fee" description={`A late payment fee on ${target.label}. The owner is e-mailed and it joins their Payments due.`}>
        {open && <LateFeeLoader target={target} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function LateFeeLoader({ target, onDone }: { target: LateFeeTarget; onDone: () => void }) {
  const fee = useLateFeeDefault(true);
  if (!fee.ready) return <SectionSpinner label="Loading the late payment fee" />;
  return <LateFeeForm target={target} defaultPence={fee.pence} onDone={onDone} />;
}

function LateFeeForm({ target, defaultPence, onDone }: { target: LateFeeTarget; defaultPence: number; onDone: () => void }) {
  const add = useAddLateFee();
  const [amount, setAmount] = useState(penceToPoundsText(defaultPence));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBanner(null);
    const amountPence = /^\d+(\.\d{1,2})?$/.test(amount.trim()) ? poundsToPence(amount.trim()) : 0;
    const next = {
      amount: amountPence < 1 || amountPence > 10_000_000 ? CHARGE_MESSAGES.lateFeeAmount : undefined,
      reason: reason.trim() ? undefined : CHARGE_MESSAGES.lateFeeReasonRequired,
    };
    setErrors(next);
    if (next.amount || next.reason) return;
    try {
      const charge = await add.mutateAsync({ subjectType: target.subjectType, subjectId: target.subjectId, amountPence, reason: reason.trim() });
      toast.success(`${CHARGE_MESSAGES.lateFeeAdded}: ${formatPence(charge.amountPence)}`);
      onDone();
    } catch (error) {
      const issues = error instanceof ApiError && error.status === 422 ? (error.issues ?? []) : [];
      if (issues.length > 0) {
        setErrors({
          amount: issues.find((i) => i.path === 'amountPence')?.message,
          reason: issues.find((i) => i.path === 'reason')?.message,
        });
      }
      setBanner(errorMessage(error, 'The late payment fee could not be added. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Amount (£)" required error={errors.amount}>
        <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label="Reason" required error={errors.reason} hint="The owner reads it in the e-mail and in Payments due.">
        <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </Field>
      <DialogActions busy={add.isPending}>
        <Button type="submit" loading={add.isPending} loadingText="Adding...">
          Add late fee
        </Button>
      </DialogActions>
    </form>
  );
}
