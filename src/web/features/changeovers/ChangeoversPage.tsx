/**
 * /changeovers (docs/product.md §2.2, §2.9; decision 0081): four summary tiles, a search (debounced 300 ms,
 * done by the server), the status filter All Status / In Transit / Returned to Beds, the table
 * (cards on phones) a keyset page of 50 at a time with Previous and Next (decision 0175), the summary
 * block and the empty states. Owners see only their own.
 */
import { useState } from 'react';
import { RefreshCw, SearchX } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { CHANGEOVER_FILTER_LABELS, CHANGEOVER_FILTERS, CHANGEOVER_MESSAGES as M, type ChangeoverFilter } from '@shared/domain/changeovers';
import { Alert, EmptyState, ListPager, PageHeader, SearchFilterBar, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { ChangeoverSummary } from './ChangeoverSummary';
import { ChangeoversTable } from './ChangeoversTable';
import { ChangeoverTiles } from './ChangeoverTiles';
import { useChangeovers } from './use-changeovers';

const STATUS_OPTIONS = CHANGEOVER_FILTERS.map((value) => ({ value, label: CHANGEOVER_FILTER_LABELS[value] }));

export default function ChangeoversPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<ChangeoverFilter>('all');
  const pages = useChangeovers({ search, status });
  const { list, summary, firstPage } = pages;
  const data = list.data;

  let body;
  if (list.isError)
    body = (
      <Alert variant="error" title={M.loadFailed}>
        {errorMessage(list.error, 'Please try again.')}
      </Alert>
    );
  else if (!data) body = <SectionSpinner label="Loading changeovers" />;
  else if (data.changeovers.length === 0)
    body =
      search === '' && status === 'all' ? (
        <EmptyState icon={RefreshCw} title={M.empty} description="Changeovers appear here when a bag is collected." />
      ) : (
        <EmptyState icon={SearchX} title={M.noMatch} description="Try another search or status." />
      );
  else
    body = (
      <>
        <ChangeoversTable rows={data.changeovers} />
        {pages.total !== null && (
          <ListPager kind="pages" page={pages.page} pageSize={pages.pageSize} total={pages.total} noun={['changeover', 'changeovers']} onPage={pages.goTo} />
        )}
      </>
    );

  return (
    <>
      <PageHeader title="Changeovers" description="Collections of the last 30 days, from collection to the return to beds." />
      {summary && <ChangeoverTiles summary={summary} />}
      <SearchFilterBar
        searchLabel="Search changeovers"
        search={searchText}
        onSearch={setSearchText}
        filterLabel="Filter by status"
        filter={status}
        onFilter={setStatus}
        options={STATUS_OPTIONS}
      />
      <div aria-busy={list.isFetching || undefined}>{body}</div>
      {summary && firstPage && !list.isError && <ChangeoverSummary summary={summary} filter={firstPage.filter} />}
    </>
  );
}
