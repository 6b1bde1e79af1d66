/**
 * 'Add Linen Card' (docs/product.md §2.5 'Create linen card'): a property (choosing it fills the client), the
 * starting status, comma-separated billing tags and notes. One card per property: the server's 409
 * message is shown in the 'Failed to create linen card: …' banner.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { INITIAL_STATUSES, LINEN_MESSAGES as M, LINEN_STATUS_LABELS } from '@shared/domain/linen';
import { ZCreateLinenCard } from '@shared/schemas/linen';
import { Alert, Button, Dialog, DialogActions, Field, Input, SectionSpinner, Select, Textarea } from '@web/components/ui';
import { ApiError } from '@web/lib/api';
import { useCreateCard } from './use-create-card';
import { usePropertyOptions, type PropertyOption } from './use-property-options';

type FormIn = z.input<typeof ZCreateLinenCard>;
type FormOut = z.output<typeof ZCreateLinenCard>;

export interface CreateCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Properties that already have a card: marked in the list (the server refuses a second card). */
  onBoard: ReadonlySet<string>;
}

export function CreateCardDialog({ open, onOpenChange, onBoard }: CreateCardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Linen Card" description="Start tracking a property's linen on the board.">
      {open && <CreateCardLoader onBoard={onBoard} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CreateCardLoader({ onBoard, onDone }: { onBoard: ReadonlySet<string>; onDone: () => void }) {
  const properties = usePropertyOptions();
  if (properties.isPending) return <SectionSpinner label="Loading properties" />;
  return <CreateCardForm properties={properties.data ?? []} onBoard={onBoard} failed={properties.isError} onDone={onDone} />;
}

function CreateCardForm({
  properties,
  onBoard,
  failed,
  onDone,
}: {
  properties: PropertyOption[];
  onBoard: ReadonlySet<string>;
  failed: boolean;
  onDone: () => void;
}) {
  const create = useCreateCard();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZCreateLinenCard),
    defaultValues: { propertyId: '', status: 'new', billingTags: '', notes: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const propertyId = useWatch({ control: form.control, name: 'propertyId' });
  const property = properties.find((p) => p.id === propertyId);

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    if (!property?.client) {
      form.setError('propertyId', { type: 'client', message: M.propertyNeedsClient });
      return;
    }
    try {
      const card = await create.mutateAsync(values);
      toast.success(`Linen card added for ${card.propertyName}`);
      onDone();
    } catch (error) {
      const issues = error instanceof ApiError && error.status === 422 ? (error.issues ?? []) : [];
      const fieldIssues = issues.filter((i) => i.path === 'propertyId' || i.path === 'status' || i.path === 'billingTags' || i.path === 'notes');
      for (const issue of fieldIssues) form.setError(issue.path as keyof FormIn, { type: 'server', message: issue.message });
      if (fieldIssues.length === 0) setBanner(M.createFailed(error instanceof Error ? error.message : undefined));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field
        label="Property"
        required
        error={errors.propertyId?.message}
        hint={failed ? 'Properties could not be loaded. Please try again.' : undefined}
      >
        <Select
          placeholder="Select a property"
          options={properties.map((p) => ({ value: p.id, label: onBoard.has(p.id) ? `${p.name} (on the board)` : p.name }))}
          {...form.register('propertyId', { onChange: () => form.clearErrors('propertyId') })}
        />
      </Field>
      <Field label="Client" hint={property && !property.client ? M.propertyNeedsClient : undefined}>
        <Input readOnly value={property?.client?.name ?? ''} placeholder="Filled from the property" />
      </Field>
      <Field label="Initial status" error={errors.status?.message}>
        <Select options={INITIAL_STATUSES.map((s) => ({ value: s, label: LINEN_STATUS_LABELS[s] }))} {...form.register('status')} />
      </Field>
      <Field label="Billing tags" hint="Separate tags with commas." error={errors.billingTags?.message}>
        <Input autoComplete="off" placeholder="e.g. weekly, premium" {...form.register('billingTags')} />
      </Field>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </Field>
      <DialogActions busy={isSubmitting}>
        <Button type="submit" loading={isSubmitting} loadingText="Adding...">
          Add Linen Card
        </Button>
      </DialogActions>
    </form>
  );
}
