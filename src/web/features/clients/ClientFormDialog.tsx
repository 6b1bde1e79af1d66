/**
 * 'Add New Client' / 'Edit Client' (docs/product.md §1.2.5, §1.5): Company Name*, Contact Name, Username,
 * Primary Email*, Phone, Status, Secondary Emails (comma separated), Billing Notes. Errors show in a
 * red banner (and beside the field they concern).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CLIENT_MESSAGES } from '@shared/constants';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, formatSecondaryEmails } from '@shared/domain/clients';
import { ZCreateClient, type TClient } from '@shared/schemas/clients';
import { Alert, Button, Dialog, Field, Input, Select, Textarea } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { useSaveClient } from './use-save-client';

type FormInput = z.input<typeof ZCreateClient>;
type FormOutput = z.output<typeof ZCreateClient>;

const statusOptions = CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABELS[s] }));

export interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; null to add one. */
  client: TClient | null;
  /** Owners editing their own record do not see or send the status. */
  canSetStatus: boolean;
}

export function ClientFormDialog({ open, onOpenChange, client, canSetStatus }: ClientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={client ? 'Edit Client' : 'Add New Client'} size="lg">
      {/* Keyed so each opening starts from the record's current values. */}
      {open && <ClientForm key={client?.id ?? 'new'} client={client} canSetStatus={canSetStatus} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function FormButtons({ editing, submitting, onCancel }: { editing: boolean; submitting: boolean; onCancel: () => void }) {
  return (
    <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {editing ? 'Update Client' : 'Create Client'}
      </Button>
    </div>
  );
}

function ClientForm({ client, canSetStatus, onDone }: { client: TClient | null; canSetStatus: boolean; onDone: () => void }) {
  const save = useSaveClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateClient),
    defaultValues: {
      name: client?.name ?? '',
      contactName: client?.contactName ?? '',
      username: client?.username ?? '',
      primaryEmail: client?.primaryEmail ?? '',
      phone: client?.phone ?? '',
      status: client?.status ?? 'lead',
      secondaryEmails: formatSecondaryEmails(client?.secondaryEmails ?? []),
      billingNotes: client?.billingNotes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const firstError = Object.values(errors).find((e) => e?.message)?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    const { status: _status, ...rest } = values;
    try {
      await save.mutateAsync({ id: client?.id ?? null, values: canSetStatus ? values : rest });
      toast.success(client ? CLIENT_MESSAGES.clientUpdated : CLIENT_MESSAGES.clientCreated);
      onDone();
    } catch (error) {
      applyServerIssues(error, form.setError);
    }
  });

  const bannerText = save.error
    ? errorMessage(save.error, client ? CLIENT_MESSAGES.formFallback : CLIENT_MESSAGES.failedCreateClient)
    : firstError && form.formState.submitCount > 0
      ? String(firstError)
      : null;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {bannerText && <Alert variant="error">{bannerText}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company Name" required error={errors.name?.message}>
          <Input autoComplete="organization" {...form.register('name')} />
        </Field>
        <Field label="Contact Name" error={errors.contactName?.message}>
          <Input autoComplete="name" {...form.register('contactName')} />
        </Field>
        <Field label="Username" error={errors.username?.message}>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
        </Field>
        <Field label="Primary Email" required error={errors.primaryEmail?.message}>
          <Input type="email" inputMode="email" autoComplete="email" {...form.register('primaryEmail')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        {canSetStatus && (
          <Field label="Status" error={errors.status?.message}>
            <Select options={statusOptions} {...form.register('status')} />
          </Field>
        )}
      </div>
      <Field label="Secondary Emails (comma separated)" error={errors.secondaryEmails?.message}>
        <Input
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="accounts@example.com, bookings@example.com"
          {...form.register('secondaryEmails')}
        />
      </Field>
      <Field label="Billing Notes" error={errors.billingNotes?.message}>
        <Textarea rows={3} {...form.register('billingNotes')} />
      </Field>
      <FormButtons editing={client !== null} submitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
