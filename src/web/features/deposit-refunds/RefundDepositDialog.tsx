/**
 * 'Refund deposit' (staff with canRefundDeposit, once the contract ended or the property is archived):
 * the deposit, each unpaid item the deposit settles, and the balance going back; a note (required when
 * the deposit goes back outside the app); Confirm. The server decides again and refunds once.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DEPOSIT_REFUND_MESSAGES } from '@shared/domain/charges';
import { formatPence } from '@shared/domain/money';
import { formatDate } from '@shared/format-dates';
import { DEPOSIT_REFUND_NOTE_MAX, type TDepositRefundView } from '@shared/schemas/deposit-refunds';
import { Alert, Button, Dialog, DialogActions, Field, Textarea } from '@web/components/ui';
import { ApiError, errorMessage } from '@web/lib/api';
import { useRefundDeposit } from './use-refund-deposit';

export interface RefundDepositDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  propertyName: string;
  view: TDepositRefundView;
}

export function RefundDepositDialog({ open, onOpenChange, propertyId, propertyName, view }: RefundDepositDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Refund deposit" description={propertyName} size="md">
      {open && <RefundDepositForm propertyId={propertyId} view={view} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

const WHERE: Record<string, string> = {
  stripe: 'The balance goes back to the card that paid the deposit.',
  test: 'The balance goes back through the test checkout that took the deposit.',
  manual: 'The deposit was not paid through the app: return the balance yourself and say how.',
};

function Row({ label, value, strong, minus }: { label: string; value: number; strong?: boolean; minus?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900' : 'flex justify-between gap-4 text-slate-700'}>
      <dt className="min-w-0 [overflow-wrap:anywhere]">{label}</dt>
      <dd className="shrink-0 tabular-nums">
        {minus ? '−' : ''}
        {formatPence(value)}
      </dd>
    </div>
  );
}

function RefundDepositForm({ propertyId, view, onDone }: { propertyId: string; view: TDepositRefundView; onDone: () => void }) {
  const refund = useRefundDeposit();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(view.eligible ? null : view.reason);
  const manual = view.provider === 'manual';
  const deposit = view.deposit;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBanner(null);
    if (manual && !note.trim()) {
      setError(DEPOSIT_REFUND_MESSAGES.noteRequired);
      return;
    }
    try {
      const done = await refund.mutateAsync({ propertyId, note: note.trim() || undefined });
      toast.success(done.refund ? `Deposit refund of ${formatPence(done.refund.amountPence)} made` : 'Deposit refunded');
      onDone();
    } catch (err) {
      const field = err instanceof ApiError ? err.issues?.find((i) => i.path === 'note') : undefined;
      if (field) setError(field.message);
      else setBanner(errorMessage(err, DEPOSIT_REFUND_MESSAGES.failed));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <dl className="space-y-2 text-sm" aria-label="Deposit refund">
        {deposit && (
          <Row
            label={`Deposit ${deposit.via === 'recorded' ? 'recorded' : 'paid'}${deposit.paidAt ? ` ${formatDate(deposit.paidAt)}` : ''}`}
            value={deposit.amountPence}
          />
        )}
        {view.unpaid.length === 0 ? (
          <div className="flex justify-between gap-4 text-slate-700">
            <dt>Unpaid charges</dt>
            <dd>None</dd>
          </div>
        ) : (
          view.unpaid.map((item) => <Row key={`${item.type}-${item.id}`} label={item.label} value={item.amountPence} minus />)
        )}
        <Row label="Balance to refund" value={Math.max(view.balancePence, 0)} strong />
      </dl>
      {view.unpaid.length > 0 && <p className="text-sm text-slate-600">The unpaid charges are paid from the deposit and marked paid.</p>}
      {view.provider && <p className="text-sm text-slate-600">{WHERE[view.provider]}</p>}
      <Field
        label={manual ? 'How was it returned?' : 'Note'}
        required={manual}
        error={error}
        hint={manual ? 'For example: Returned by bank transfer' : 'Optional, kept in the audit log'}
      >
        <Textarea
          rows={2}
          value={note}
          maxLength={DEPOSIT_REFUND_NOTE_MAX}
          onChange={(e) => {
            setNote(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <DialogActions busy={refund.isPending}>
        <Button type="submit" loading={refund.isPending} loadingText="Refunding..." disabled={!view.eligible}>
          Confirm refund of {formatPence(Math.max(view.balancePence, 0))}
        </Button>
      </DialogActions>
    </form>
  );
}
