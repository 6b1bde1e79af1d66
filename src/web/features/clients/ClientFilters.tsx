/** The clients' search (name, e-mail or username) and status filter, on /clients and the admin console. */
import { Field, SearchInput, Select } from '@web/components/ui';
import { cn } from '@web/lib/cn';

export interface ClientFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  status: string;
  onStatus: (status: string) => void;
  statusOptions: { value: string; label: string }[];
  className?: string;
}

export function ClientFilters({ search, onSearch, status, onStatus, statusOptions, className }: ClientFiltersProps) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-end', className)}>
      <Field label="Search clients" hideLabel className="flex-1">
        <SearchInput placeholder="Search by name, e-mail or username" value={search} onChange={(e) => onSearch(e.target.value)} />
      </Field>
      <Field label="Status" hideLabel className="sm:w-48">
        <Select options={statusOptions} value={status} onChange={(e) => onStatus(e.target.value)} />
      </Field>
    </div>
  );
}
