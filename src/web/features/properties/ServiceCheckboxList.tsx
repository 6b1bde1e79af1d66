import { formatPence } from '@shared/domain/money';
import type { TServiceOption } from '@shared/schemas/properties';
import { Alert, Checkbox, Spinner } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import { useServiceOptions } from './use-service-options';

export function serviceDescription(s: TServiceOption): string {
  const price = s.pricePence === null ? '' : formatPence(s.pricePence);
  return s.mode === 'subscription' ? `${price} per month` : `${price} one-time payment`;
}

export interface ServiceCheckboxListProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** Accessible name of the group. */
  legend: string;
  /** Show the legend visually. */
  showLegend?: boolean;
  /** Limit the visible height to about six rows and scroll the rest (the 'Select Services' modal). */
  scroll?: boolean;
  error?: string;
  disabled?: boolean;
}

/** The catalogue's services as checkboxes (never the damage deposit, which is task 3). */
export function ServiceCheckboxList({ value, onChange, legend, showLegend = true, scroll = false, error, disabled }: ServiceCheckboxListProps) {
  const options = useServiceOptions();
  const selected = new Set(value);
  const toggle = (id: string, on: boolean) => onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <fieldset className="space-y-2" aria-invalid={error ? true : undefined}>
      <legend className={cn('text-sm font-medium text-slate-800', !showLegend && 'sr-only')}>{legend}</legend>
      {options.isPending ? (
        <Spinner label="Loading services" size="sm" />
      ) : options.isError ? (
        <Alert variant="error">Services could not be loaded.</Alert>
      ) : (
        <div
          // About six rows show at a time; the rest scroll (docs/product.md §1.2.6).
          className={cn('rounded-lg border border-slate-200 px-3', scroll && 'max-h-[378px] overflow-y-auto md:max-h-[306px]')}
          tabIndex={scroll ? 0 : undefined}
          role={scroll ? 'group' : undefined}
          aria-label={scroll ? `${legend} (scrollable)` : undefined}
        >
          {options.data.map((s) => (
            <Checkbox
              key={s.id}
              className="border-b border-slate-100 last:border-b-0"
              checked={selected.has(s.id)}
              disabled={disabled}
              onCheckedChange={(on) => toggle(s.id, on === true)}
              label={s.name}
              description={serviceDescription(s)}
            />
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
