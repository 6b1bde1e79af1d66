/**
 * The damage list's property filter (issue 21): a search-as-you-type combobox instead of a select of
 * every property. Typing asks the server for up to 20 properties with damage records whose names start
 * with (then contain) the text; 'All Properties' is always the first choice. Keyboard: arrows move,
 * Enter picks, Escape closes and restores the chosen name.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { Building2, X } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { DAMAGE_MESSAGES as M } from '@shared/domain/damages';
import { Input } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDamageProperties } from './use-damages';

export interface PropertyChoice {
  id: string;
  name: string;
}

export interface PropertyFilterProps {
  /** The chosen property; null for all properties. */
  value: PropertyChoice | null;
  onChange: (value: PropertyChoice | null) => void;
  className?: string;
}

export function PropertyFilter({ value, onChange, className }: PropertyFilterProps) {
  const listId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // What the user typed, not the chosen name shown back in the box: the list then offers everything again.
  const typed = value && text === value.name ? '' : text.trim();
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const found = useDamageProperties(search, open);
  const results = found.data?.properties;
  const options: (PropertyChoice | null)[] = [null, ...(results ?? [])];
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (choice: PropertyChoice | null) => {
    setText(choice?.name ?? '');
    setOpen(false);
    if (choice?.id !== value?.id) onChange(choice);
  };
  const close = () => {
    setOpen(false);
    setText(value?.name ?? '');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      choose(options[Math.min(active, options.length - 1)] ?? null);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  let status: string | null = null;
  if (open && found.isFetching && !results) status = 'Searching…';
  else if (open && results && results.length === 0 && typed !== '') status = 'No property found';

  return (
    <div className={cn('relative', className)}>
      <Building2 aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <Input
        role="combobox"
        aria-label="Filter by property"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(Math.min(active, options.length - 1)) : undefined}
        autoComplete="off"
        placeholder={M.allProperties}
        className={cn('pl-9', value && 'pr-10')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button
          type="button"
          aria-label={`Clear the property filter (${value.name})`}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          onClick={() => choose(null)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
      <div hidden={!open} className="absolute top-full right-0 left-0 z-20 mt-1 rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg">
        <ul id={listId} role="listbox" aria-label="Properties" className="max-h-72 overflow-auto">
          {options.map((option, i) => (
            <li
              key={option?.id ?? 'all'}
              id={optionId(i)}
              role="option"
              aria-selected={(option?.id ?? null) === (value?.id ?? null)}
              className={cn(
                'cursor-pointer px-3 py-2 [overflow-wrap:anywhere] text-slate-900',
                i === Math.min(active, options.length - 1) && 'bg-brand-50',
                (option?.id ?? null) === (value?.id ?? null) && 'font-medium',
              )}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {option?.name ?? M.allProperties}
            </li>
          ))}
        </ul>
        <p role="status" className={cn('px-3 text-slate-600', status && 'py-2')}>
          {status}
        </p>
      </div>
    </div>
  );
}
