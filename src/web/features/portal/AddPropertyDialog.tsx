/**
 * The portal's 'Add New Property' modal (docs/product.md §1.2.6, §1.5): name and address required, number of
 * beds (min 0; anything not a number counts as 0), notes optional. The property is added for the
 * owner's own client; 'Failed to add property' when the server refuses without a reason.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { ZPropertyDetails, type TProperty } from '@shared/schemas/properties';
import { Alert, Button, Dialog, DialogActions, Field, Input, Textarea } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { useCreateProperty } from '../properties/use-create-property';
import { bedsFromInput } from './beds';

const ZAddProperty = ZPropertyDetails.pick({
  name: true,
  address: true,
  beds: true,
  notes: true,
});
type FormIn = z.input<typeof ZAddProperty>;
type FormOut = z.output<typeof ZAddProperty>;

export interface AddPropertyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  onAdded?: (property: TProperty) => void;
}

export function AddPropertyDialog({ open, onOpenChange, clientId, onAdded }: AddPropertyDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Property"
      description="Tell us about the property. You can add the linen details next."
    >
      {open && (
        <AddPropertyForm
          clientId={clientId}
          onDone={(p) => {
            onOpenChange(false);
            onAdded?.(p);
          }}
        />
      )}
    </Dialog>
  );
}

function AddPropertyForm({ clientId, onDone }: { clientId: string; onDone: (p: TProperty) => void }) {
  const create = useCreateProperty();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZAddProperty),
    defaultValues: { name: '', address: '', beds: 0, notes: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const property = await create.mutateAsync({ ...values, clientId });
      toast.success(`${property.name} added`);
      onDone(property);
    } catch (error) {
      if (!applyServerIssues(error, form.setError)) setBanner(errorMessage(error, M.failedAdd));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Property Name" required error={errors.name?.message}>
        <Input autoComplete="off" placeholder="e.g. Seaview Cottage" {...form.register('name')} />
      </Field>
      <Field label="Address" required error={errors.address?.message}>
        <Textarea rows={2} autoComplete="street-address" {...form.register('address')} />
      </Field>
      <Field label="Number of Beds" error={errors.beds?.message}>
        <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('beds', { setValueAs: bedsFromInput })} />
      </Field>
      <Field label="Notes" hint="Optional: access, parking, key safe…" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </Field>
      <DialogActions busy={isSubmitting}>
        <Button type="submit" loading={isSubmitting} loadingText="Adding...">
          Add Property
        </Button>
      </DialogActions>
    </form>
  );
}
