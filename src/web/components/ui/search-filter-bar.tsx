import { SearchInput } from './search-input';
import { Select, type SelectOption } from './select';

export interface SearchFilterBarProps<T extends string> {
  /** The search box's name and placeholder. */
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  /** The filter's name. */
  filterLabel: string;
  filter: T;
  onFilter: (value: T) => void;
  options: SelectOption[];
}

/** A list's search box with one filter beside it (stacked on phones). */
export function SearchFilterBar<T extends string>({
  searchLabel,
  search,
  onSearch,
  filterLabel,
  filter,
  onFilter,
  options,
}: SearchFilterBarProps<T>) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <SearchInput className="flex-1" aria-label={searchLabel} placeholder={searchLabel} value={search} onChange={(e) => onSearch(e.target.value)} />
      <Select aria-label={filterLabel} className="sm:w-56" value={filter} onChange={(e) => onFilter(e.target.value as T)} options={options} />
    </div>
  );
}
