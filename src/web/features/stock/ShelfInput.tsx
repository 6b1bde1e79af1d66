/** One on-shelf quantity field: the typed text (or the shelf as loaded) and its message beside it. */
import { Field, Input } from '@web/components/ui';
import { draftError, type Draft } from './stock-drafts';

export interface ShelfInputProps {
  label: string;
  onShelf: number;
  draft: Draft | undefined;
  onChange: (text: string) => void;
  hideLabel?: boolean;
  disabled?: boolean;
}

export function ShelfInput({ label, onShelf, draft, onChange, hideLabel = true, disabled }: ShelfInputProps) {
  return (
    <Field label={label} hideLabel={hideLabel} error={draftError(draft) ?? undefined} className="max-w-48 min-w-24">
      <Input
        inputMode="numeric"
        autoComplete="off"
        className="text-right tabular-nums"
        value={draft?.text ?? String(onShelf)}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
