import { Check, Circle } from 'lucide-react';
import { passwordRequirements } from '@shared/domain/password-requirements';
import { cn } from '@web/lib/cn';
import { usePasswordProblems } from './use-password-problems';

export interface PasswordHintsProps {
  /** The new password as typed so far. */
  password: string;
  /** The user's e-mail and name: a password made of them is refused (as the server does). */
  userInputs?: readonly string[];
  id?: string;
}

/**
 * The password requirement hints (docs/product.md §1.2.7), each ticked only once the typed password meets
 * it; the server gives the reasons when one is refused.
 */
export function PasswordHints({ password, userInputs, id }: PasswordHintsProps) {
  const problems = usePasswordProblems(password, userInputs);
  const requirements = passwordRequirements(password, problems);
  return (
    <div id={id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
      <p className="font-medium text-slate-800">Password requirements:</p>
      <ul className="mt-1 space-y-1">
        {requirements.map(({ id: key, label, met }) => (
          <li key={key} data-met={met} className={cn('flex gap-2', met && 'text-green-800')}>
            {met ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            )}
            <span>
              {label}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
