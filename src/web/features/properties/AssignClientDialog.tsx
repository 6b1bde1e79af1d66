/**
 * The assign-client modal 'Client Details' (docs/product.md §1.2.6): Select Existing Client, or Create New
 * Client (company name*, contact name, primary e-mail*, phone; needs clients_create or super admin).
 */
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { propertyAbilities } from '@shared/domain/abilities';
import { ZNewClient, type TProperty } from '@shared/schemas/properties';
import { Alert, Button, Dialog, DialogActions, Field, Input, SectionSpinner, Select } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { ApiError, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useAssignClient } from './use-assign-client';
import { clientOptionLabel, useClientOptions } from './use-client-options';

type Mode = 'existing' | 'new';

export interface AssignClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property: Pick<TProperty, 'id' | 'name' | 'clientId'>;
  onAssigned?: (property: TProperty) => void;
}

export function AssignClientDialog({ open, onOpenChange, property, onAssigned }: AssignClientDialogProps) {
  const me = useSession();
  const can = propertyAbilities(subjectOf(me));
  const [mode, setMode] = useState<Mode>('existing');
  const done = (p: TProperty) => {
    onOpenChange(false);
    onAssigned?.(p);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Client Details" description={`Assign a client to ${property.name}.`}>
      {can.createClient && (
        <div role="radiogroup" aria-label="How to assign a client" className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
          {(
            [
              ['existing', 'Select Existing Client'],
              ['new', 'Create New Client'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                'min-h-11 rounded-md px-2 text-sm font-medium transition-colors md:min-h-9',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                mode === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      {mode === 'existing' || !can.createClient ? (
        <ExistingClientForm property={property} onDone={done} />
      ) : (
        <NewClientForm property={property} onDone={done} />
      )}
    </Dialog>
  );
}

function Actions({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <DialogActions busy={busy}>
      <Button type="submit" loading={busy} loadingText={busyLabel}>
        {label}
      </Button>
    </DialogActions>
  );
}

function ExistingClientForm({ property, onDone }: { property: AssignClientDialogProps['property']; onDone: (p: TProperty) => void }) {
  const clients = useClientOptions();
  const assign = useAssignClient();
  const [clientId, setClientId] = useState(property.clientId ?? '');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBanner(null);
    if (!clientId) {
      setError(M.selectClient);
      return;
    }
    setError(undefined);
    try {
      const saved = await assign.mutateAsync({ id: property.id, body: { clientId } });
      toast.success('Client assigned');
      onDone(saved);
    } catch (err) {
      setBanner(errorMessage(err, M.failedAssignClient));
    }
  }

  if (clients.isPending) return <SectionSpinner label="Loading clients" />;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {(banner || clients.isError) && <Alert variant="error">{banner ?? 'Clients could not be loaded.'}</Alert>}
      <Field label="Client" required error={error}>
        <Select
          placeholder="Select a client"
          value={clientId}
          onChange={(e) => {
            setClientId(e.target.value);
            setError(undefined);
          }}
          options={(clients.data ?? []).map((c) => ({ value: c.id, label: clientOptionLabel(c) }))}
        />
      </Field>
      <Actions busy={assign.isPending} label="Assign Client" busyLabel="Assigning..." />
    </form>
  );
}

type NewIn = z.input<typeof ZNewClient>;
type NewOut = z.output<typeof ZNewClient>;
const NEW_CLIENT_FIELDS: (keyof NewIn)[] = ['name', 'contactName', 'primaryEmail', 'phone'];

function NewClientForm({ property, onDone }: { property: AssignClientDialogProps['property']; onDone: (p: TProperty) => void }) {
  const assign = useAssignClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<NewIn, unknown, NewOut>({
    resolver: zodResolver(ZNewClient),
    defaultValues: { name: '', contactName: '', primaryEmail: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (newClient) => {
    setBanner(null);
    try {
      const saved = await assign.mutateAsync({ id: property.id, body: { newClient } });
      toast.success('Client created and assigned');
      onDone(saved);
    } catch (err) {
      // Field issues come back as newClient.<field>.
      let mapped = false;
      if (err instanceof ApiError) {
        for (const issue of err.issues ?? []) {
          const field = issue.path.replace(/^newClient\./, '');
          if (NEW_CLIENT_FIELDS.includes(field as keyof NewIn)) {
            form.setError(field as keyof NewIn, { type: 'server', message: issue.message });
            mapped = true;
          }
        }
      }
      if (!mapped) setBanner(errorMessage(err, M.failedCreateClient));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Company Name" required error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </Field>
      <Field label="Contact Name" error={errors.contactName?.message}>
        <Input autoComplete="name" {...form.register('contactName')} />
      </Field>
      <Field label="Primary Email" required error={errors.primaryEmail?.message}>
        <Input type="email" inputMode="email" autoComplete="email" {...form.register('primaryEmail')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
      </Field>
      <Actions busy={isSubmitting} label="Create & Assign Client" busyLabel="Creating..." />
    </form>
  );
}
