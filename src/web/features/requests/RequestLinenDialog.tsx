/**
 * 'Request Linen Service' (docs/product.md §2.2, §2.8): a non-archived property, a preferred date (the picker's
 * minimum is London today by this browser's clock; the server decides) and optional notes. The server
 * applies the 48-hour rule: accepted -> a success toast with its message; declined -> a decline toast
 * for 5 s with the reason. Any other failure: 'Failed to submit linen request. Please try again.'
 * The hire clock's rule with the amount in force for the chosen property is stated above the notes (issue 18).
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { londonToday } from '@shared/domain/london-time';
import { preselectedRequestProperty, REQUEST_MESSAGES as R } from '@shared/domain/linen-requests';
import type { TDashboard } from '@shared/schemas/requests';
import { Alert, Button, Dialog, DialogActions, Field, Input, Select, Textarea } from '@web/components/ui';
import { ApiError } from '@web/lib/api';
import { useCreateRequest } from './use-create-request';

export interface RequestLinenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The caller's non-archived properties, by name. */
  properties: { id: string; name: string }[];
  /** The hire clock's terms in force (issue 18): the provider's rule and each differing contract's. */
  hireClock?: TDashboard['hireClock'];
}

export function RequestLinenDialog({ open, onOpenChange, properties, hireClock }: RequestLinenDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Request Linen Service" description="Tell us when fresh linen is needed.">
      {open && <RequestForm properties={properties} hireClock={hireClock} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RequestForm({
  properties,
  hireClock,
  onDone,
}: {
  properties: { id: string; name: string }[];
  hireClock?: TDashboard['hireClock'];
  onDone: () => void;
}) {
  const create = useCreateRequest();
  const [propertyId, setPropertyId] = useState(() => preselectedRequestProperty(properties));
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!propertyId || !date) {
      setProblem(R.required);
      return;
    }
    try {
      const answer = await create.mutateAsync({ propertyId, requestedDate: date, notes: notes.trim() || null });
      if (answer.request.status === 'accepted') toast.success(answer.message);
      else toast.error(answer.message, { duration: 5000 });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setProblem(error.message);
      else toast.error(R.submitFailed);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {problem && <Alert variant="error">{problem}</Alert>}
      <Field label="Property" required>
        <Select
          placeholder="Select a property"
          options={properties.map((p) => ({ value: p.id, label: p.name }))}
          value={propertyId}
          onChange={(e) => setPropertyId(e.target.value)}
        />
      </Field>
      <Field label="Preferred date" required hint="Requests need more than 48 hours' notice (08:00 UK time on the day).">
        <Input type="date" min={londonToday(new Date())} value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      {hireClock && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-testid="request-hire-clock-rule">
          {(hireClock.overrides.find((o) => o.propertyId === propertyId) ?? hireClock).rule}
        </p>
      )}
      <Field label="Notes">
        <Textarea
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="Access, bed changes, anything we should know"
        />
      </Field>
      <DialogActions busy={create.isPending}>
        <Button type="submit" loading={create.isPending} loadingText="Submitting...">
          Submit Request
        </Button>
      </DialogActions>
    </form>
  );
}
