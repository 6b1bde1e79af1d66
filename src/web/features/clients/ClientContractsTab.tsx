/**
 * Details → Contracts: the inline 'New Contract' form (Title required, Start Date, Deposit Amount,
 * Status, Terms), then the client's contracts or 'No contracts found'.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CLIENT_MESSAGES } from '@shared/constants';
import { CLIENT_CONTRACT_STATUS_LABELS, CLIENT_CONTRACT_STATUSES, type ClientContractStatus } from '@shared/domain/clients';
import { formatPence } from '@shared/domain/money';
import { ZCreateClientContract, type TClientContract, type TCreateClientContract } from '@shared/schemas/clients';
import { Alert, Badge, Button, EmptyState, Field, Input, SectionSpinner, Select, Textarea, useConfirm, type BadgeVariant } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@shared/format-dates';
import { useClientContracts, useCreateClientContract, useDeleteClientContract } from './use-client-contracts';

const statusOptions = CLIENT_CONTRACT_STATUSES.map((s) => ({ value: s, label: CLIENT_CONTRACT_STATUS_LABELS[s] }));
const statusVariant: Record<ClientContractStatus, BadgeVariant> = { draft: 'neutral', active: 'success', completed: 'info', cancelled: 'danger' };

export function ClientContractsTab({ clientId, canManage }: { clientId: string; canManage: boolean }) {
  const contracts = useClientContracts(clientId);
  const [formOpen, setFormOpen] = useState(false);

  return (
    <div className="space-y-4">
      {canManage &&
        (formOpen ? (
          <NewContractForm clientId={clientId} onDone={() => setFormOpen(false)} />
        ) : (
          <Button onClick={() => setFormOpen(true)}>
            <Plus aria-hidden="true" />
            New Contract
          </Button>
        ))}
      {contracts.isPending ? (
        <SectionSpinner label="Loading contracts" />
      ) : contracts.isError ? (
        <Alert variant="error">{errorMessage(contracts.error, CLIENT_MESSAGES.failedLoadClientData)}</Alert>
      ) : contracts.data.length === 0 ? (
        <EmptyState icon={FileText} title={CLIENT_MESSAGES.noContracts} />
      ) : (
        <ul className="space-y-3" aria-label="Contracts">
          {contracts.data.map((contract) => (
            <ContractItem key={contract.id} clientId={clientId} contract={contract} canManage={canManage} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ContractItem({ clientId, contract, canManage }: { clientId: string; contract: TClientContract; canManage: boolean }) {
  const confirm = useConfirm();
  const remove = useDeleteClientContract(clientId);

  async function onDelete() {
    const ok = await confirm({ title: CLIENT_MESSAGES.confirmDeleteContract, description: contract.title, destructive: true });
    if (!ok) return;
    remove.mutate(contract.id, {
      onSuccess: () => toast.success(CLIENT_MESSAGES.contractDeleted),
      onError: (error) => toast.error(errorMessage(error, CLIENT_MESSAGES.failedDeleteContract)),
    });
  }

  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words text-slate-900">{contract.title}</p>
          <p className="text-sm text-slate-600">
            Start {formatDate(contract.startDate)} · Deposit {formatPence(contract.depositAmountPence)} · Created {formatDate(contract.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={statusVariant[contract.status]}>{CLIENT_CONTRACT_STATUS_LABELS[contract.status]}</Badge>
          {canManage && (
            <Button variant="ghost" size="icon" aria-label={`Delete contract ${contract.title}`} loading={remove.isPending} onClick={() => void onDelete()}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {contract.terms && <p className="mt-3 line-clamp-4 text-sm whitespace-pre-line text-slate-700">{contract.terms}</p>}
    </li>
  );
}

type FormInput = z.input<typeof ZCreateClientContract>;
type FormOutput = z.output<typeof ZCreateClientContract>;

function NewContractForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const create = useCreateClientContract(clientId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateClientContract),
    defaultValues: { title: '', startDate: '', depositAmount: '', status: 'draft', terms: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // Validated with the shared schema; sent as typed (pounds), the server converts to pence.
  const onSubmit = form.handleSubmit(async () => {
    try {
      await create.mutateAsync(form.getValues() as TCreateClientContract);
      toast.success(CLIENT_MESSAGES.contractCreated);
      onDone();
    } catch {
      // shown in the banner
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4" aria-label="New Contract">
      <h3 className="text-sm font-semibold text-slate-900">New Contract</h3>
      {create.error && <Alert variant="error">{errorMessage(create.error, CLIENT_MESSAGES.failedCreateContract)}</Alert>}
      <Field label="Title" required error={errors.title?.message}>
        <Input {...form.register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Start Date" error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </Field>
        <Field label="Deposit Amount (£)" error={errors.depositAmount?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" placeholder="0.00" {...form.register('depositAmount')} />
        </Field>
        <Field label="Status" error={errors.status?.message}>
          <Select options={statusOptions} {...form.register('status')} />
        </Field>
      </div>
      <Field label="Terms" error={errors.terms?.message}>
        <Textarea rows={5} {...form.register('terms')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Create Contract
        </Button>
      </div>
    </form>
  );
}
