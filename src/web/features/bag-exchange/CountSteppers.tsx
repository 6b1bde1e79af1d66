/**
 * The counts at the door, one row per item the property has on hire, prefilled with what is out: big −
 * and + buttons a thumb can reach and a number field (whole numbers from 0).
 */
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TRoundCard } from '@shared/schemas/courier';
import { Button } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import { itemLabel } from './item-label';

export interface CountSteppersProps {
  onHire: TRoundCard['onHire'];
  counts: Record<string, string>;
  onChange: (item: string, text: string) => void;
  /** Items whose count is not a whole number of at least 0. */
  wrong: ReadonlySet<string>;
  error?: string;
}

/** The count field's id ('covers.double' -> 'count-covers-double'). */
const fieldId = (item: string) => `count-${item.replace('.', '-')}`;

const step = (text: string, by: number) => {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : 0;
  return String(Math.max(0, n + by));
};

export function CountSteppers({ onHire, counts, onChange, wrong, error }: CountSteppersProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'counts-error' : onHire.length > 0 ? 'counts-hint' : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('stop.counts')}</legend>
      {onHire.length === 0 ? (
        <p className="text-sm text-slate-600">{t('stop.noCounts')}</p>
      ) : (
        <p id="counts-hint" className="text-sm text-slate-600">
          {t('stop.countsHint')}
        </p>
      )}
      {onHire.map(({ item, expected }) => {
        const label = itemLabel(t, item);
        const id = fieldId(item);
        const text = counts[item] ?? '';
        return (
          <div key={item} className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-2 pl-3">
            <label htmlFor={id} className="min-w-0 flex-1">
              <span className="block text-base font-medium text-slate-900 [overflow-wrap:anywhere]">{label}</span>
              <span className="block text-sm text-slate-600">{t('stop.outOnHire', { expected })}</span>
            </label>
            <Button
              variant="outline"
              size="lg"
              className="size-14 shrink-0 p-0"
              aria-label={t('stop.less', { item: label })}
              onClick={() => onChange(item, step(text, -1))}
            >
              <Minus aria-hidden="true" className="size-6" />
            </Button>
            <input
              id={id}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={text}
              onChange={(e) => onChange(item, e.target.value)}
              onFocus={(e) => e.target.select()}
              aria-invalid={wrong.has(item) || undefined}
              className={cn(
                'h-14 w-16 shrink-0 rounded-lg border bg-white text-center text-xl font-semibold text-slate-900',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                wrong.has(item) ? 'border-red-500' : 'border-slate-300',
              )}
            />
            <Button
              variant="outline"
              size="lg"
              className="size-14 shrink-0 p-0"
              aria-label={t('stop.more', { item: label })}
              onClick={() => onChange(item, step(text, 1))}
            >
              <Plus aria-hidden="true" className="size-6" />
            </Button>
          </div>
        );
      })}
      {error && (
        <p id="counts-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
