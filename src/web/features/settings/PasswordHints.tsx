import { Check } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';

/** The password requirement hints (spec part 1 §2.7); the server gives reasons when one is refused. */
export function PasswordHints({ id }: { id?: string }) {
  return (
    <div id={id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
      <p className="font-medium text-slate-800">Password requirements:</p>
      <ul className="mt-1 space-y-1">
        <li className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          At least {PASSWORD_MIN_LENGTH} characters
        </li>
        <li className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          Avoid common words, names and easily guessed patterns (a few unrelated words work well)
        </li>
      </ul>
    </div>
  );
}
