/**
 * The panel's sign mode: the terms to read, the typed name with its live preview, the consent sentence
 * and Sign Contract. Worded for whoever signs: the owner signs for themselves; staff record the client's
 * signature made in front of them.
 */
import { useState, type FormEvent } from 'react';
import { PenLine } from 'lucide-react';
import { CONTRACT_MESSAGES } from '@shared/constants';
import type { ContractSigner } from '@shared/domain/contracts';
import { checkSignatureName } from '@shared/domain/signer-name';
import { formatPence } from '@shared/domain/money';
import type { TPropertyContract } from '@shared/schemas/contracts';
import { Button } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { ConsentNote } from './ConsentNote';
import { TermsBox } from './public-contract-parts';
import { SignatureField } from './SignatureField';
import { useSignContract } from './use-sign-contract';

const FIELD_TEXT: Record<ContractSigner, (clientName: string) => { label: string; hint: string }> = {
  self: () => ({ label: 'Your full legal name', hint: 'Your typed name is your electronic signature.' }),
  'on-behalf': (clientName) => ({
    label: "Signer's full legal name",
    hint: `The full legal name of the person signing for ${clientName}, typed as they sign in front of you.`,
  }),
};

export function PanelSignForm({
  contract,
  signer,
  onDone,
  onCancel,
}: {
  contract: TPropertyContract;
  signer: ContractSigner;
  onDone: () => void;
  onCancel: () => void;
}) {
  const field = FIELD_TEXT[signer](contract.client?.name ?? 'the client');
  const sign = useSignContract();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sign.isPending) return;
    const check = checkSignatureName(name, 'panel');
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      await sign.mutateAsync({ id: contract.id, name: check.name, termsSha256: contract.termsSha256 });
      onDone();
    } catch (err) {
      setError(errorMessage(err, CONTRACT_MESSAGES.failedSign));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Sign contract">
      <div>
        <h4 className="text-base font-semibold break-words text-slate-900">Sign: {contract.title}</h4>
        <p className="text-sm text-slate-600">
          {contract.client?.name ?? 'Client'} · {contract.property.name} · Deposit {formatPence(contract.depositAmountPence)}
        </p>
      </div>
      <TermsBox terms={contract.terms} className="max-h-72" />
      <SignatureField
        label={field.label}
        hint={field.hint}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        error={error}
        disabled={sign.isPending}
      />
      <ConsentNote signer={signer} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={sign.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={name.length === 0} loading={sign.isPending} loadingText="Signing...">
          <PenLine aria-hidden="true" />
          Sign Contract
        </Button>
      </div>
    </form>
  );
}
