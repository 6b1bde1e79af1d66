/**
 * The property's contracts (docs/product.md §1.2.6: the panel with modes view, create, edit and sign), shown
 * in the property detail dialog's Contracts tab. Staff with properties_edit prepare, edit, share and
 * delete unsigned contracts and may record an in-person signature; the property owner reads their
 * contracts, opens the link, and may sign a draft; other staff (read-only roles) only read them.
 * Signed contracts are read-only, with the PDF.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { FileText, Plus } from 'lucide-react';
import { CONTRACT_MESSAGES, COPY_TOAST_MS } from '@shared/constants';
import { panelSigner } from '@shared/domain/contracts';
import { canShareContracts, contractAudience, type ContractAudience } from '@shared/domain/abilities';
import type { TPropertyContract } from '@shared/schemas/contracts';
import { Alert, Button, EmptyState, SectionSpinner, useConfirm } from '@web/components/ui';
import { useMe, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { copyText } from '@web/lib/clipboard';
import { ContractCard, type ContractCardActions } from './ContractCard';
import { ContractForm } from './ContractForm';
import { publicPageUrl } from './contract-urls';
import { PanelSignForm } from './PanelSignForm';
import { useContractTemplate } from './use-contract-template';
import { useCreateContract } from './use-create-contract';
import { useDeactivateShare } from './use-deactivate-share';
import { useDeleteContract } from './use-delete-contract';
import { useEmailContract } from './use-email-contract';
import { usePropertyContracts } from './use-property-contracts';
import { useShareContract } from './use-share-contract';
import { useUpdateContract } from './use-update-contract';
import { useChargeSettings } from '@web/features/settings/use-charge-settings';
import { penceToPoundsText } from '@shared/domain/money';

/** The provider's hire-clock settings (issue 18) for the contract form's override hints; null until read. */
function useProviderTerms() {
  const settings = useChargeSettings();
  return settings.data ? { amountPence: settings.data.lateChangeoverPence, everyDays: settings.data.lateChangeoverEveryDays } : null;
}

export { ContractStatusBadge } from './ContractStatusBadge';

type Mode = { kind: 'view' } | { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'sign'; id: string };
type Busy = { id: string; action: NonNullable<ContractCardActions['busy']> } | null;

export function PropertyContractPanel({ propertyId }: { propertyId: string }) {
  const me = useMe().data;
  const audience = me ? contractAudience(subjectOf(me)) : 'viewer';
  const canEdit = canShareContracts(audience);
  const canSign = audience !== 'viewer';
  const contracts = usePropertyContracts(propertyId);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const confirm = useConfirm();
  const share = useShareContract();
  const deactivate = useDeactivateShare();
  const remove = useDeleteContract();
  const email = useEmailContract();

  const back = () => setMode({ kind: 'view' });

  async function run(id: string, action: NonNullable<Busy>['action'], work: () => Promise<void>, fallback: string) {
    setActionError(null);
    setBusy({ id, action });
    try {
      await work();
    } catch (error) {
      setActionError(errorMessage(error, fallback));
    } finally {
      setBusy(null);
    }
  }

  function actionsFor(contract: TPropertyContract): ContractCardActions {
    return {
      busy: busy?.id === contract.id ? busy.action : null,
      onEdit: () => setMode({ kind: 'edit', id: contract.id }),
      onSign: () => setMode({ kind: 'sign', id: contract.id }),
      onShare: () =>
        void run(
          contract.id,
          'share',
          async () => {
            const token = contract.activeShare?.shareToken ?? (await share.mutateAsync(contract.id)).share.shareToken;
            const url = publicPageUrl(token);
            if (await copyText(url)) toast.success(CONTRACT_MESSAGES.linkCopied, { duration: COPY_TOAST_MS });
            else toast.info('Copy the contract link shown below and send it to the client.');
          },
          CONTRACT_MESSAGES.failedShare,
        ),
      onEmail: async () => {
        const to = contract.client?.primaryEmail;
        const ok = await confirm({
          title: 'Send the contract by e-mail?',
          description: `The link to review and sign "${contract.title}" goes to ${to ?? "the client's e-mail"}.`,
          confirmLabel: 'Send E-mail',
        });
        if (!ok) return;
        await run(
          contract.id,
          'email',
          async () => {
            const result = await email.mutateAsync({ id: contract.id });
            toast.success(`${CONTRACT_MESSAGES.linkEmailed} ${result.sentTo}`);
          },
          CONTRACT_MESSAGES.failedEmail,
        );
      },
      onDeactivate: async (shareId) => {
        const ok = await confirm({
          title: 'Deactivate this contract link?',
          description: 'Anyone holding the link will no longer be able to open or sign the contract.',
          confirmLabel: 'Deactivate Link',
          destructive: true,
        });
        if (!ok) return;
        await run(
          contract.id,
          'deactivate',
          async () => {
            await deactivate.mutateAsync(shareId);
            toast.success('Contract link deactivated');
          },
          CONTRACT_MESSAGES.failedDeactivate,
        );
      },
      onDelete: async () => {
        const ok = await confirm({
          title: CONTRACT_MESSAGES.confirmDelete,
          description: `"${contract.title}" will be removed and its links will stop working.`,
          confirmLabel: 'Delete',
          destructive: true,
        });
        if (!ok) return;
        await run(
          contract.id,
          'delete',
          async () => {
            await remove.mutateAsync(contract.id);
            toast.success('Contract deleted');
          },
          CONTRACT_MESSAGES.failedDelete,
        );
      },
    };
  }

  if (contracts.isPending) return <SectionSpinner label="Loading contracts" />;
  if (contracts.isError) return <Alert variant="error">{errorMessage(contracts.error, CONTRACT_MESSAGES.failedLoad)}</Alert>;

  const list = contracts.data;
  const current = mode.kind === 'edit' || mode.kind === 'sign' ? list.find((c) => c.id === mode.id) : undefined;

  if (mode.kind === 'create') {
    return <CreateContract propertyId={propertyId} onDone={back} />;
  }
  if (mode.kind === 'edit' || mode.kind === 'sign') {
    if (!current) {
      return (
        <Alert variant="error" action={<Button variant="outline" size="sm" onClick={back}>Back to contracts</Button>}>
          {CONTRACT_MESSAGES.notFound}
        </Alert>
      );
    }
    return mode.kind === 'edit' ? (
      <EditContract contract={current} onDone={back} />
    ) : (
      <PanelSignForm
        contract={current}
        signer={panelSigner(audience)}
        onCancel={back}
        onDone={() => {
          toast.success('Contract signed');
          back();
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">Contracts</h3>
          <p className="text-sm text-slate-600">{PANEL_TEXT[audience].intro}</p>
        </div>
        {canEdit && (
          <Button onClick={() => setMode({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            New Contract
          </Button>
        )}
      </div>
      {actionError && (
        <Alert variant="error" action={<Button variant="ghost" size="sm" onClick={() => setActionError(null)}>Dismiss</Button>}>
          {actionError}
        </Alert>
      )}
      {list.length === 0 ? (
        <EmptyState
          icon={FileText}
          headingLevel={4}
          title="No contracts found"
          description={PANEL_TEXT[audience].empty}
        />
      ) : (
        <ul className="space-y-3" aria-label="Property contracts">
          {list.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} permissions={{ canEdit, canSign, signThroughLink: audience === 'owner' }} actions={actionsFor(contract)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const PANEL_TEXT: Record<ContractAudience, { intro: string; empty: string }> = {
  editor: {
    intro: 'Prepare the service contract, share the link with the client to sign, and download the signed copy.',
    empty: 'Create the property service contract, then share its link with the client to sign.',
  },
  owner: {
    intro: 'Your service contract for this property: review it, sign it, and download the signed copy.',
    empty: 'The provider prepares your contract once the other onboarding steps are done.',
  },
  viewer: {
    intro: "This property's service contracts: read the terms, see whether they are signed, and open the signed copy.",
    empty: 'No contract has been prepared for this property yet.',
  },
};

function CreateContract({ propertyId, onDone }: { propertyId: string; onDone: () => void }) {
  const template = useContractTemplate(propertyId, true);
  const create = useCreateContract();
  const providerTerms = useProviderTerms();
  if (template.isPending) return <SectionSpinner label="Preparing the contract" />;
  if (template.isError) {
    return (
      <Alert variant="error" action={<Button variant="outline" size="sm" onClick={onDone}>Back to contracts</Button>}>
        {errorMessage(template.error, CONTRACT_MESSAGES.failedCreate)}
      </Alert>
    );
  }
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">New contract</h3>
      <ContractForm
        mode="create"
        defaults={{
          title: template.data.title,
          deposit: template.data.deposit,
          terms: template.data.terms,
          status: 'draft',
          lateChangeover: '',
          lateChangeoverEveryDays: '',
        }}
        providerTerms={providerTerms}
        onCancel={onDone}
        onSubmit={async ({ title, deposit, terms, lateChangeover, lateChangeoverEveryDays }) => {
          await create.mutateAsync({ propertyId, title, deposit, terms, lateChangeover, lateChangeoverEveryDays });
          toast.success('Contract created');
          onDone();
        }}
      />
    </div>
  );
}

function EditContract({ contract, onDone }: { contract: TPropertyContract; onDone: () => void }) {
  const update = useUpdateContract();
  const providerTerms = useProviderTerms();
  const status = contract.status === 'sent' || contract.status === 'cancelled' ? contract.status : 'draft';
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">Edit contract</h3>
      <ContractForm
        mode="edit"
        defaults={{
          title: contract.title,
          deposit: penceToPoundsText(contract.depositAmountPence),
          terms: contract.terms,
          status,
          lateChangeover: contract.lateChangeoverPence === null ? '' : penceToPoundsText(contract.lateChangeoverPence),
          lateChangeoverEveryDays: contract.lateChangeoverEveryDays === null ? '' : String(contract.lateChangeoverEveryDays),
        }}
        providerTerms={providerTerms}
        onCancel={onDone}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: contract.id, ...values });
          toast.success('Contract updated');
          onDone();
        }}
      />
    </div>
  );
}

export default PropertyContractPanel;
