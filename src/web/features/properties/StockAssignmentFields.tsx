import { useId, useState } from 'react';
import { checkStockQuantity, maxAssignable, stockItemLabel } from '@shared/domain/stock';
import type { TStockItem } from '@shared/schemas/properties';
import { Alert, Input, Spinner } from '@web/components/ui';
import { StockIndicator } from './StockIndicator';
import { useStockItems } from './use-stock-items';

export interface StockAssignmentFieldsProps {
  /** Quantity per stock item id (valid quantities only). */
  value: Record<string, number>;
  /**
   * The valid quantities, and a message per item whose typed quantity is refused (above the shelf,
   * negative, not a whole number): nothing is corrected silently; the form refuses to save while any remain.
   */
  onChange: (next: Record<string, number>, problems: Record<string, string>) => void;
  /** What the property already holds (edit): it may be kept or lowered even with an empty shelf. */
  assigned?: Record<string, number>;
  error?: string;
}

/** A quantity per stock item, 0 up to what is on the shelf (plus what the property holds), with the stock colour. */
export function StockAssignmentFields({ value, onChange, assigned = {}, error }: StockAssignmentFieldsProps) {
  const items = useStockItems(true);
  const headingId = useId();
  // What is typed, so a refused value stays visible beside its message.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});

  function change(item: TStockItem, text: string, max: number) {
    const check = checkStockQuantity(text, item, max);
    const nextProblems = { ...problems };
    const nextValue = { ...value };
    if (check.ok) {
      delete nextProblems[item.id];
      nextValue[item.id] = check.quantity;
    } else {
      nextProblems[item.id] = check.message;
    }
    setTyped({ ...typed, [item.id]: text });
    setProblems(nextProblems);
    onChange(nextValue, nextProblems);
  }

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${headingId}-error` : undefined}>
      <legend id={headingId} className="text-sm font-medium text-slate-800">
        Stock assignment
      </legend>
      <p className="text-sm text-slate-600">Linen taken off the shelf for this property.</p>
      {items.isPending ? (
        <Spinner label="Loading stock" size="sm" />
      ) : items.isError ? (
        <Alert variant="error">Stock could not be loaded.</Alert>
      ) : items.data.length === 0 ? (
        <p className="text-sm text-slate-600">No stock items yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {items.data.map((item: TStockItem) => {
            const max = maxAssignable(item.onShelf, assigned[item.id] ?? 0);
            const inputId = `${headingId}-${item.id}`;
            const problem = problems[item.id];
            return (
              <li key={item.id} className="px-3 py-2">
                <div className="flex items-center justify-between gap-3">
                  <div className="min-w-0">
                    <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
                      {stockItemLabel(item)}
                    </label>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
                      <StockIndicator onShelf={item.onShelf} stockPar={item.stockPar} />
                      <span className="text-xs text-slate-600">
                        {item.onShelf} on shelf{item.stockPar > 0 ? ` · par ${item.stockPar}` : ''}
                      </span>
                    </div>
                  </div>
                  <div className="w-24 shrink-0">
                    <Input
                      id={inputId}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={max}
                      step={1}
                      value={typed[item.id] ?? String(value[item.id] ?? 0)}
                      disabled={max === 0 && !problem && (value[item.id] ?? 0) === 0}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={`${inputId}-max${problem ? ` ${inputId}-problem` : ''}`}
                      onChange={(e) => change(item, e.target.value, max)}
                      className="text-right"
                    />
                  </div>
                  <span id={`${inputId}-max`} className="sr-only">
                    Up to {max}
                  </span>
                </div>
                {problem && (
                  <p id={`${inputId}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                    {problem}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={`${headingId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
