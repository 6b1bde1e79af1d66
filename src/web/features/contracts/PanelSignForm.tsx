/**
 * The panel's sign mode: the terms to read, the typed name with its live preview, the consent sentence
 * and Sign Contract. Worded for whoever signs: the owner signs for themselves; staff record the client's
 * signature made in front of them.
 */
import { PenLine } from 'lucide-react';
import type { ContractSigner } from '@shared/domain/contracts';
import { formatPence } from '@shared/domain/money';
import type { TPropertyContract } from '@shared/schemas/contracts';
import { Button } from '@web/components/ui';
import { ConsentNote } from './ConsentNote';
import { TermsBox } from './public-contract-parts';
import { SignatureField } from './SignatureField';
import { useSignContract } from './use-sign-contract';
import { useSignatureForm } from './use-signature-form';

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
  const form = useSignatureForm(
    'panel',
    async (name) => {
      await sign.mutateAsync({ id: contract.id, name, termsSha256: contract.termsSha256 });
      onDone();
    },
    sign.isPending,
  );

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="space-y-4" aria-label="Sign contract">
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
        value={form.name}
        onChange={form.change}
        error={form.error}
        disabled={sign.isPending}
      />
      <ConsentNote signer={signer} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={sign.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.name.length === 0} loading={sign.isPending} loadingText="Signing...">
          <PenLine aria-hidden="true" />
          Sign Contract
        </Button>
      </div>
    </form>
  );
}
