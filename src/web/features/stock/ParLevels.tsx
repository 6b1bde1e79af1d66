/**
 * Par levels per property (issue 24 item 3, decision 0197): the sets each property should hold (1 on
 * beds + its laundry cycle + 1 spare, never below 3) beside what it holds, with the shortfall; a page of
 * 25 properties by name at a time, searched by the server. A table from 1024 px up, cards below.
 */
import { useState } from 'react';
import { SearchX } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { TParLevelRow } from '@shared/schemas/forecast';
import {
  Alert,
  EmptyState,
  ListPager,
  SearchInput,
  SectionSpinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useParLevels } from './use-forecast';

const PAGE_SIZE = 25;
const NOUN = ['property', 'properties'] as const;

function Held({ par, held, short }: { par: number; held: number; short: number }) {
  return (
    <span className="tabular-nums">
      <span className="font-medium text-slate-900">{par}</span>
      <span className="text-slate-600"> / {held}</span>
      {short > 0 ? <span className="ml-1 font-semibold text-red-700">({short} short)</span> : <span className="ml-1 text-green-800">✓</span>}
    </span>
  );
}

const rate = (r: TParLevelRow) => `${r.perWeek.toLocaleString('en-GB', { maximumFractionDigits: 2 })}/wk`;

export function ParLevels() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setPage(1);
  }
  const par = useParLevels({ search, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const data = par.data;

  let body;
  if (par.isError)
    body = (
      <Alert variant="error" title="Failed to load par levels">
        {errorMessage(par.error, 'Please try again.')}
      </Alert>
    );
  else if (!data) body = <SectionSpinner label="Loading par levels" />;
  else if (data.rows.length === 0)
    body = (
      <EmptyState
        icon={SearchX}
        title="No properties"
        description={search ? 'No property matches this search.' : 'Properties appear here once they are added.'}
      />
    );
  else
    body = (
      <>
        <div className="hidden lg:block">
          <Table label="Par levels per property" className="[&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
            <TableHeader>
              <TableRow>
                <TableHead>Property</TableHead>
                <TableHead className="text-right">Beds</TableHead>
                <TableHead className="text-right">Turnovers, 8 wk</TableHead>
                <TableHead className="text-right">Par sets</TableHead>
                <TableHead>Bed sets par / held</TableHead>
                <TableHead>Towel packs par / held</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={r.propertyId} className={cn(r.shortBedSets + r.shortTowelPacks > 0 && 'bg-amber-50/50')}>
                  <TableCell>
                    <span className="font-medium text-slate-900">{r.name}</span>
                    {r.clientName && <span className="block text-xs text-slate-600">{r.clientName}</span>}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{r.beds}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {r.changeovers} <span className="text-xs text-slate-600">({rate(r)})</span>
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{r.parSets}</TableCell>
                  <TableCell>
                    <Held par={r.parBedSets} held={r.heldBedSets} short={r.shortBedSets} />
                  </TableCell>
                  <TableCell>
                    <Held par={r.parTowelPacks} held={r.heldTowelPacks} short={r.shortTowelPacks} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <ul aria-label="Par levels per property" className="grid gap-3 sm:grid-cols-2 lg:hidden">
          {data.rows.map((r) => (
            <li key={r.propertyId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-slate-900">{r.name}</p>
              {r.clientName && <p className="text-sm text-slate-600">{r.clientName}</p>}
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">Turnovers</dt>
                <dd className="text-right tabular-nums">
                  {r.changeovers} ({rate(r)})
                </dd>
                <dt className="text-slate-600">Par</dt>
                <dd className="text-right tabular-nums">{r.parSets} × a changeover</dd>
                <dt className="text-slate-600">Bed sets</dt>
                <dd className="text-right">
                  <Held par={r.parBedSets} held={r.heldBedSets} short={r.shortBedSets} />
                </dd>
                <dt className="text-slate-600">Towel packs</dt>
                <dd className="text-right">
                  <Held par={r.parTowelPacks} held={r.heldTowelPacks} short={r.shortTowelPacks} />
                </dd>
              </dl>
            </li>
          ))}
        </ul>
        <ListPager kind="pages" page={page} pageSize={PAGE_SIZE} total={data.total} noun={NOUN} onPage={setPage} />
      </>
    );

  return (
    <section aria-labelledby="par-levels-heading" className="mt-10">
      <h2 id="par-levels-heading" className="text-xl font-semibold text-slate-900">
        Par levels per property
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Sets a property should hold: one on its beds, those in the laundry cycle at its turnover rate, and one spare; never fewer than 3. Held is the
        stock assigned to it.
      </p>
      <div className="mb-4 max-w-md">
        <SearchInput
          aria-label="Search properties by name"
          placeholder="Search properties"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
      </div>
      <div aria-busy={par.isFetching || undefined}>{body}</div>
    </section>
  );
}
