/** One on-shelf quantity field: the typed text (or the shelf as loaded) and its message beside it. */
import type { ReactNode } from 'react';
import { Field, Input } from '@web/components/ui';
import { draftError, type Draft } from './stock-drafts';

export interface ShelfInputProps {
  label: ReactNode;
  /** The field's name for assistive technology when the label alone is not unique ('On Shelf: Bath Mat'). */
  accessibleName?: string;
  onShelf: number;
  draft: Draft | undefined;
  onChange: (text: string) => void;
  hideLabel?: boolean;
  disabled?: boolean;
  /** The field's width (default: up to 12rem). */
  className?: string;
}

export function ShelfInput({
  label,
  accessibleName,
  onShelf,
  draft,
  onChange,
  hideLabel = true,
  disabled,
  className = 'max-w-48 min-w-24',
}: ShelfInputProps) {
  return (
    <Field label={label} hideLabel={hideLabel} error={draftError(draft) ?? undefined} className={className}>
      <Input
        aria-label={accessibleName}
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
