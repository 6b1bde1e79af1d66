import { useId } from 'react';
import { Field, Input } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import { SIGNATURE_FONT_STYLE } from './signature-font';

export interface SignatureFieldProps {
  label: string;
  value: string;
  /** Typing clears the error (the caller resets it). */
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  hint?: string;
}

/** The typed-name input and its live preview in a script face, on a signature line. */
export function SignatureField({ label, value, onChange, error, disabled, hint }: SignatureFieldProps) {
  const previewId = useId();
  const name = value.trim();
  return (
    <div className="space-y-3">
      <Field label={label} error={error} hint={hint} required>
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={200}
          className="min-h-12 text-base md:min-h-11"
          aria-describedby={previewId}
        />
      </Field>
      <div id={previewId} className="rounded-lg border border-slate-200 bg-white px-4 pt-2 pb-3">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Signature preview</p>
        <p
          className={cn(
            'mt-1 min-h-14 border-b-2 border-slate-400 pb-1 text-4xl leading-tight [overflow-wrap:anywhere]',
            name ? 'text-slate-900' : 'text-base text-slate-500 italic',
          )}
          style={name ? SIGNATURE_FONT_STYLE : undefined}
        >
          {name || 'Your signature will appear here'}
        </p>
      </div>
    </div>
  );
}
