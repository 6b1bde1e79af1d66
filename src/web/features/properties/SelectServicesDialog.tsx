/**
 * 'Select Services' (docs/product.md §1.2.6): the catalogue's services for a property, about six rows visible
 * at a time; at least one is needed. Saving completes onboarding task 5.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import type { TProperty } from '@shared/schemas/properties';
import { Alert, Button, Dialog, DialogActions } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { ServiceCheckboxList } from './ServiceCheckboxList';
import { useSaveServices } from './use-save-services';

export interface SelectServicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property: Pick<TProperty, 'id' | 'name' | 'serviceIds'>;
  onSaved?: (property: TProperty) => void;
}

export function SelectServicesDialog({ open, onOpenChange, property, onSaved }: SelectServicesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Select Services" description={`Choose the services for ${property.name}.`}>
      {open && (
        <ServicesForm
          property={property}
          onDone={(p) => {
            onOpenChange(false);
            onSaved?.(p);
          }}
        />
      )}
    </Dialog>
  );
}

function ServicesForm({ property, onDone }: { property: SelectServicesDialogProps['property']; onDone: (p: TProperty) => void }) {
  const save = useSaveServices();
  const [services, setServices] = useState<string[]>(property.serviceIds);
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBanner(null);
    if (services.length === 0) {
      setError(M.selectService);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: property.id, services });
      toast.success('Services saved');
      onDone(saved);
    } catch (err) {
      setBanner(errorMessage(err, M.failedUpdateServices));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <ServiceCheckboxList
        legend="Available services"
        showLegend={false}
        scroll
        value={services}
        onChange={(next) => {
          setServices(next);
          if (next.length > 0) setError(undefined);
        }}
        error={error}
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {services.length} selected
      </p>
      <DialogActions busy={save.isPending}>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save Services
        </Button>
      </DialogActions>
    </form>
  );
}
