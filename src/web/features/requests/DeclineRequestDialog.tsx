/**
 * Declining a linen request (issue 19 M7): an optional reason, with one-tap suggestions, that the owner
 * sees on their calendar and in the decision e-mail. With no reason the e-mail simply says it was declined.
 */
import { useState, type FormEvent } from 'react';
import { DECLINE_REASON_MAX, DECLINE_REASON_SUGGESTIONS } from '@shared/domain/linen-requests';
import type { TLinenRequestItem } from '@shared/schemas/requests';
import { formatDate } from '@shared/format-dates';
import { Button, Dialog, DialogActions, Field, Textarea } from '@web/components/ui';
import { cn } from '@web/lib/cn';

export interface DeclineRequestDialogProps {
  request: TLinenRequestItem | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (reason: string | null) => void;
}

export function DeclineRequestDialog({ request, busy, onOpenChange, onDecline }: DeclineRequestDialogProps) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !busy && onOpenChange(open)}
      title="Decline linen request"
      description={request ? `${request.propertyName} on ${formatDate(request.requestedDate)}` : undefined}
      hideClose={busy}
    >
      {request && <DeclineForm busy={busy} onDecline={onDecline} />}
    </Dialog>
  );
}

function DeclineForm({ busy, onDecline }: { busy: boolean; onDecline: (reason: string | null) => void }) {
  const [reason, setReason] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onDecline(reason.trim() || null);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Suggestions</legend>
        <div className="flex flex-wrap gap-2">
          {DECLINE_REASON_SUGGESTIONS.map((text) => (
            <button
              key={text}
              type="button"
              aria-pressed={reason === text}
              onClick={() => setReason(text)}
              className={cn(
                'min-h-11 rounded-full border px-3 text-sm md:min-h-9',
                reason === text ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {text}
            </button>
          ))}
        </div>
      </fieldset>
      <Field label="Reason (optional)" hint="The owner sees it on their calendar and in the e-mail telling them.">
        <Textarea rows={3} maxLength={DECLINE_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <p className="-mt-2 text-right text-xs text-slate-600" aria-live="polite">
        {reason.length}/{DECLINE_REASON_MAX}
      </p>
      <DialogActions busy={busy}>
        <Button type="submit" variant="destructive" loading={busy} loadingText="Declining...">
          Decline request
        </Button>
      </DialogActions>
    </form>
  );
}
