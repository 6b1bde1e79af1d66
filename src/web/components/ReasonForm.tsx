/**
 * A form whose one field is a required reason, for actions the audit log must explain: recording a deposit
 * paid another way, marking an onboarding step done by hand (one line, with suggestions in a datalist),
 * waiving a charge, resolving a variance (free text over a few lines, without suggestions). The
 * reason is checked by the same rule the server uses; a field error from the server lands on the field,
 * anything else in a banner, and nothing is sent while the reason is refused.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert, Button, DialogActions, Field, Input, Textarea } from '@web/components/ui';
import { errorMessage, fieldIssue } from '@web/lib/api';

export interface ReasonFormProps {
  label: string;
  hint: string;
  /** One line with these suggestions; without them, a few lines of free text. */
  suggestions?: readonly string[];
  maxLength: number;
  /** The shared rule: a message when the reason is refused, else null. */
  problemOf: (reason: string) => string | null;
  /** Sends the trimmed reason. */
  send: (reason: string) => Promise<unknown>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  successMessage: string;
  failureMessage: string;
  onDone: () => void;
}

export function ReasonForm(props: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const listId = useId();
  const edit = (value: string) => {
    setReason(value);
    setError(undefined);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBanner(null);
    const problem = props.problemOf(reason);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await props.send(reason.trim());
      toast.success(props.successMessage);
      props.onDone();
    } catch (err) {
      const field = fieldIssue(err, 'reason');
      if (field) setError(field);
      else setBanner(errorMessage(err, props.failureMessage));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label={props.label} required error={error} hint={props.hint}>
        {props.suggestions ? (
          <Input value={reason} list={listId} maxLength={props.maxLength} autoComplete="off" onChange={(e) => edit(e.target.value)} />
        ) : (
          <Textarea rows={3} value={reason} maxLength={props.maxLength} onChange={(e) => edit(e.target.value)} />
        )}
      </Field>
      {props.suggestions && (
        <datalist id={listId}>
          {props.suggestions.map((example) => (
            <option key={example} value={example} />
          ))}
        </datalist>
      )}
      <DialogActions busy={props.busy}>
        <Button type="submit" loading={props.busy} loadingText={props.busyLabel}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
