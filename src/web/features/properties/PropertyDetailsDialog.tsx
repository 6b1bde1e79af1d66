/**
 * The property details form (docs/product.md §1.2.6, §1.5): name*, address*, number of beds (min 0), notes,
 * linen inventory by size, towels, consumables, services; 'Save Property Details'. Saved by the
 * provider's staff it completes onboarding task 2; an owner's save waits for the provider's review.
 */
import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  BED_SIZE_LABELS,
  BED_SIZES,
  CONSUMABLE_FLAGS,
  CONSUMABLE_LABELS,
  LINEN_GROUP_LABELS,
  LINEN_GROUPS,
  PROPERTY_MESSAGES as M,
  toggleConsumable,
  TOWEL_KINDS,
  TOWEL_LABELS,
} from '@shared/domain/properties';
import { propertyAbilities } from '@shared/domain/abilities';
import { ZPropertyDetails, type TProperty } from '@shared/schemas/properties';
import { Alert, Button, Checkbox, Dialog, DialogActions, Field, Input, SectionSpinner, Textarea } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { PropertyBookingCalendar } from '../booking-import/BookingCalendarSection';
import { PropertyBookingWebhook } from '../booking-import/BookingWebhookSection';
import { ServiceCheckboxList } from './ServiceCheckboxList';
import { useProperty } from './use-property';
import { useSavePropertyDetails } from './use-save-property-details';

type FormIn = z.input<typeof ZPropertyDetails>;
type FormOut = z.output<typeof ZPropertyDetails>;

export interface PropertyDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  onSaved?: (property: TProperty) => void;
}

export function PropertyDetailsDialog({ open, onOpenChange, propertyId, onSaved }: PropertyDetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Property Details" description="Beds, linen and consumables for this property." size="lg">
      {open && (
        <Loader
          propertyId={propertyId}
          onDone={(p) => {
            onOpenChange(false);
            onSaved?.(p);
          }}
        />
      )}
    </Dialog>
  );
}

function Loader({ propertyId, onDone }: { propertyId: string; onDone: (p: TProperty) => void }) {
  const property = useProperty(propertyId, { refetchOnMount: 'always' });
  if (property.isPending) return <SectionSpinner label="Loading property" />;
  if (property.isError) return <Alert variant="error">{errorMessage(property.error)}</Alert>;
  return (
    <div className="space-y-5">
      <PropertyBookingCalendar property={property.data} />
      <PropertyBookingWebhook property={property.data} />
      <DetailsForm property={property.data} onDone={onDone} />
    </div>
  );
}

/** Whole numbers: an empty box reads as 0. */
const countOptions = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? 0 : Number(v)) };

function countError(errors: FieldErrors<FormIn>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

function DetailsForm({ property, onDone }: { property: TProperty; onDone: (p: TProperty) => void }) {
  const me = useSession();
  const can = propertyAbilities(subjectOf(me));
  const save = useSavePropertyDetails();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZPropertyDetails),
    defaultValues: {
      name: property.name,
      address: property.address ?? '',
      beds: property.defaultBedConfig,
      notes: property.notes ?? '',
      linenInventory: property.linenInventory,
      services: property.serviceIds,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const saved = await save.mutateAsync({ id: property.id, body: values });
      toast.success(can.completesDetailsTask ? 'Property details saved: task 2 complete' : 'Property details saved');
      onDone(saved);
    } catch (error) {
      if (!applyServerIssues(error, form.setError)) setBanner(errorMessage(error, M.failedUpdateDetails));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      {banner && <Alert variant="error">{banner}</Alert>}
      {!can.completesDetailsTask && <Alert variant="info">Our team reviews your details and then completes this onboarding step.</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Property Name" required error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label="Number of Beds" required error={errors.beds?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('beds', countOptions)} />
        </Field>
      </div>
      <Field label="Address" required error={errors.address?.message}>
        <Textarea rows={2} autoComplete="street-address" {...form.register('address')} />
      </Field>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </Field>

      <section aria-labelledby="linen-inventory-heading" className="space-y-3">
        <h3 id="linen-inventory-heading" className="text-sm font-semibold text-slate-900">
          Linen inventory
        </h3>
        {LINEN_GROUPS.map((group) => (
          <fieldset key={group} className="rounded-lg border border-slate-200 px-3 pt-1 pb-3">
            <legend className="px-1 text-sm font-medium text-slate-800">{LINEN_GROUP_LABELS[group]}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {BED_SIZES.map((size) => (
                <Field key={size} label={BED_SIZE_LABELS[size]} error={countError(errors, `linenInventory.${group}.${size}`)} className="space-y-1">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    aria-label={`${LINEN_GROUP_LABELS[group]}, ${BED_SIZE_LABELS[size]}`}
                    {...form.register(`linenInventory.${group}.${size}`, countOptions)}
                  />
                </Field>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="rounded-lg border border-slate-200 px-3 pt-1 pb-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Towels</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {TOWEL_KINDS.map((kind) => (
              <Field key={kind} label={TOWEL_LABELS[kind]} error={countError(errors, `linenInventory.towels.${kind}`)} className="space-y-1">
                <Input type="number" inputMode="numeric" min={0} step={1} {...form.register(`linenInventory.towels.${kind}`, countOptions)} />
              </Field>
            ))}
          </div>
        </fieldset>
        <Controller
          control={form.control}
          name="linenInventory.consumables"
          render={({ field, fieldState }) => (
            <fieldset className="rounded-lg border border-slate-200 px-3 pt-1 pb-2">
              <legend className="px-1 text-sm font-medium text-slate-800">Consumables</legend>
              <div className="grid sm:grid-cols-2">
                {CONSUMABLE_FLAGS.map((flag) => (
                  <Checkbox
                    key={flag}
                    label={CONSUMABLE_LABELS[flag]}
                    checked={field.value[flag]}
                    onCheckedChange={(on) => field.onChange(toggleConsumable(field.value, flag, on === true))}
                  />
                ))}
              </div>
              {(fieldState.error?.message || countError(errors, 'linenInventory.consumables.no_consumables')) && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {fieldState.error?.message ?? countError(errors, 'linenInventory.consumables.no_consumables')}
                </p>
              )}
            </fieldset>
          )}
        />
      </section>

      <Controller
        control={form.control}
        name="services"
        render={({ field }) => <ServiceCheckboxList legend="Services" value={field.value ?? []} onChange={field.onChange} scroll />}
      />

      <DialogActions busy={isSubmitting}>
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          Save Property Details
        </Button>
      </DialogActions>
    </form>
  );
}
