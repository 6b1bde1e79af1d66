/**
 * 'Add New Property' / 'Edit Property' (docs/product.md §1.2.6, §1.5): name*, client* (a non-super-admin's
 * own client preselected and marked '(You)'), address, notes, stock per item (staff) and services.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { preselectedClientId, PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { propertyAbilities } from '@shared/domain/abilities';
import { ZCreateProperty, ZCreatePropertyRequest, type TProperty } from '@shared/schemas/properties';
import { Alert, Button, Dialog, DialogActions, Field, Input, SectionSpinner, Select, Textarea } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { ApiError, errorMessage } from '@web/lib/api';
import { ServiceCheckboxList } from './ServiceCheckboxList';
import { StockAssignmentFields } from './StockAssignmentFields';
import { clientOptionLabel, useClientOptions, type ClientOption } from './use-client-options';
import { useCreateProperty } from './use-create-property';
import { useProperty } from './use-property';
import { useUpdateProperty } from './use-update-property';

const ZForm = ZCreateProperty.pick({ name: true, clientId: true, address: true, notes: true });
/** An owner without a client record names no client: the server sets theirs up (issue 19 M12). */
const ZOwnForm = ZCreatePropertyRequest.pick({ name: true, clientId: true, address: true, notes: true });
type FormIn = z.input<typeof ZOwnForm>;
type FormOut = z.output<typeof ZOwnForm>;

export interface PropertyFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The property to edit; none to add one. */
  propertyId?: string | null;
  onSaved?: (property: TProperty) => void;
}

export function PropertyFormDialog({ open, onOpenChange, propertyId, onSaved }: PropertyFormDialogProps) {
  const editing = Boolean(propertyId);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Property' : 'Add New Property'}
      description={editing ? 'Change the property, its client and its services.' : 'Add a property and choose its client and services.'}
      size="lg"
    >
      {open && (
        <FormLoader
          propertyId={propertyId ?? null}
          onDone={(p) => {
            onOpenChange(false);
            onSaved?.(p);
          }}
        />
      )}
    </Dialog>
  );
}

function FormLoader({ propertyId, onDone }: { propertyId: string | null; onDone: (p: TProperty) => void }) {
  const property = useProperty(propertyId, { refetchOnMount: 'always' });
  const clients = useClientOptions();
  if ((propertyId && property.isPending) || clients.isPending) return <SectionSpinner label="Loading" />;
  if (propertyId && property.isError) return <Alert variant="error">{errorMessage(property.error)}</Alert>;
  return <PropertyForm property={propertyId ? property.data! : null} clients={clients.data ?? []} clientsFailed={clients.isError} onDone={onDone} />;
}

function PropertyForm({
  property,
  clients,
  clientsFailed,
  onDone,
}: {
  property: TProperty | null;
  clients: ClientOption[];
  clientsFailed: boolean;
  onDone: (p: TProperty) => void;
}) {
  const me = useSession();
  const can = propertyAbilities(subjectOf(me));
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const assigned = Object.fromEntries((property?.stock ?? []).map((s) => [s.stockItemId, s.quantity]));
  const [stock, setStock] = useState<Record<string, number>>(assigned);
  const [services, setServices] = useState<string[]>(property?.serviceIds ?? []);
  const [banner, setBanner] = useState<string | null>(null);
  const [stockError, setStockError] = useState<string | undefined>();
  const [stockProblems, setStockProblems] = useState<Record<string, string>>({});

  // An archived or foreign client still shows on edit, even if not in the options.
  const options = [...clients];
  if (property?.client && !options.some((c) => c.id === property.client!.id)) {
    options.push({ ...property.client, isYou: false });
  }

  // An owner with no client record yet adds their first property without picking one (issue 19 M12).
  const ownProfileOnAdd = !property && can.owner && !clientsFailed && clients.length === 0;
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ownProfileOnAdd ? ZOwnForm : ZForm),
    defaultValues: {
      name: property?.name ?? '',
      clientId: ownProfileOnAdd
        ? undefined
        : (property?.clientId ?? preselectedClientId(clients, { email: me.user.email, isSuperadmin: me.user.isSuperadmin })),
      address: property?.address ?? '',
      notes: property?.notes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    setStockError(undefined);
    const firstStockProblem = Object.values(stockProblems)[0];
    if (can.assignStock && firstStockProblem) {
      setStockError(`Please correct the stock quantities: ${firstStockProblem}`);
      return;
    }
    const stockBody = can.assignStock
      ? Object.entries(stock)
          .filter(([id, q]) => q !== (assigned[id] ?? 0))
          .map(([stockItemId, quantity]) => ({ stockItemId, quantity }))
      : undefined;
    const body = {
      ...values,
      clientId: ownProfileOnAdd ? undefined : values.clientId,
      services,
      ...(stockBody && stockBody.length > 0 && { stock: stockBody }),
    };
    try {
      const saved = property ? await update.mutateAsync({ id: property.id, body }) : await create.mutateAsync(body);
      toast.success(property ? 'Property updated' : 'Property added');
      onDone(saved);
    } catch (error) {
      let handled = false;
      if (error instanceof ApiError) {
        for (const issue of error.issues ?? []) {
          if (issue.path === 'name' || (issue.path === 'clientId' && !ownProfileOnAdd)) {
            form.setError(issue.path, { type: 'server', message: issue.message });
            handled = true;
          } else if (issue.path.startsWith('stock')) {
            setStockError(issue.message);
          }
        }
      }
      if (!handled) setBanner(errorMessage(error, property ? M.failedUpdate : M.failedAdd));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Property Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      {ownProfileOnAdd ? (
        <Alert variant="info" title="Your client profile">
          {M.ownClientCreatedOnAdd} ({me.user.email})
        </Alert>
      ) : (
        <Field
          label="Client"
          required
          error={errors.clientId?.message}
          hint={clientsFailed ? 'Clients could not be loaded. Please try again.' : undefined}
        >
          <Select
            placeholder="Select a client"
            options={options.map((c) => ({ value: c.id, label: clientOptionLabel(c) }))}
            {...form.register('clientId')}
          />
        </Field>
      )}
      <Field label="Address">
        <Textarea rows={2} autoComplete="street-address" {...form.register('address')} />
      </Field>
      <Field label="Notes">
        <Textarea rows={2} {...form.register('notes')} />
      </Field>
      {can.assignStock && (
        <StockAssignmentFields
          value={stock}
          onChange={(next, problems) => {
            setStock(next);
            setStockProblems(problems);
            setStockError(undefined);
          }}
          assigned={assigned}
          error={stockError}
        />
      )}
      <ServiceCheckboxList legend="Available services" value={services} onChange={setServices} />
      <DialogActions busy={isSubmitting}>
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          {property ? 'Update Property' : 'Add Property'}
        </Button>
      </DialogActions>
    </form>
  );
}
