/**
 * The typed-signature form of both ways of signing (the public page and the panel): the name as
 * typed, its error (typing clears it), and a submit that checks the name by the shared rule and
 * hands the cleaned name to `sign`; a refusal from the server shows beside the field.
 */
import { useState, type FormEvent } from 'react';
import { CONTRACT_MESSAGES } from '@shared/constants';
import { checkSignatureName, type SignatureScreen } from '@shared/domain/signer-name';
import { errorMessage } from '@web/lib/api';

export function useSignatureForm(screen: SignatureScreen, sign: (name: string) => Promise<void>, busy: boolean) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = checkSignatureName(name, screen);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      await sign(check.name);
    } catch (err) {
      setError(errorMessage(err, CONTRACT_MESSAGES.failedSign));
    }
  }

  const change = (value: string) => {
    setName(value);
    setError(undefined);
  };

  return { name, error, change, submit };
}
