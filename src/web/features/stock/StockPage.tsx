/**
 * /stock (super admins; docs/product.md §2.2 'Stock Management', decision 0130): the summary cards, search
 * (debounced 300 ms, done by the server) and category filter, 'Check Stock' (the 'Current On Shelf
 * Stock' modal), 'Save All Stock', the table (cards on phones) and the alerts. Every edit is kept as a
 * draft at the version it was read at; a save the server refuses as stale reloads those rows and says so,
 * keeping the other edits.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PackageOpen, SearchX } from 'lucide-react';
import { toast } from 'sonner';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { formatDate, formatDateTime, formatTime } from '@shared/format-dates';
import { STOCK_FILTER_LABELS, STOCK_FILTERS, STOCK_MESSAGES as M, type StockFilter } from '@shared/domain/stock-rows';
import type { TStockConflict } from '@shared/schemas/stock';
import { PAR_BASIS_LABELS, type ParBasis } from '@shared/domain/par-levels';
import { Alert, Button, EmptyState, PageHeader, SearchFilterBar, SectionSpinner, Switch } from '@web/components/ui';
import { errorMessage, isApiError } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { CheckStockDialog } from './CheckStockDialog';
import { StockAlertsBlock } from './StockAlertsBlock';
import { StockCards } from './StockCards';
import { StockTable } from './StockTable';
import { StockTabs } from './StockTabs';
import { dropDrafts, editDraft, savePayload, type Drafts } from './stock-drafts';
import { useSaveStock, useStock } from './use-stock';

const CATEGORY_OPTIONS = STOCK_FILTERS.map((value) => ({ value, label: STOCK_FILTER_LABELS[value] }));

type Notice = { kind: 'conflict' | 'error'; message: string } | null;

/** When the kept sum of property pars was worked out: its London time, with the day when not today. */
const parsAsOf = (at: string) => (formatDate(at) === formatDate(new Date()) ? formatTime(at) : formatDateTime(at));

const conflictOf = (error: unknown): TStockConflict['error'] | null =>
  isApiError(error) && error.status === 409 && error.code === 'stock_changed' ? (error.body as TStockConflict).error : null;

export default function StockPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<StockFilter>('all');
  // Need to Order from the spec's 3 × on beds (default) or the sum of the properties' pars, kept in the address.
  const [params, setParams] = useSearchParams();
  const par: ParBasis = params.get('par') === 'properties' ? 'properties' : 'spec';
  const setPar = (on: boolean) =>
    setParams(
      (p) => {
        if (on) p.set('par', 'properties');
        else p.delete('par');
        return p;
      },
      { replace: true },
    );
  const stock = useStock({ search, category, par });
  const save = useSaveStock();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const data = stock.data;

  const edit = (item: { id: string; version: number }, text: string) => setDrafts((d) => editDraft(d, item, text));

  function saveAll() {
    if (!data) return;
    const items = savePayload(drafts, data.items);
    if (items === null) {
      setNotice({ kind: 'error', message: 'Correct the quantities marked in red, then save again.' });
      return;
    }
    if (items.length === 0) {
      setDrafts({});
      setChecking(false);
      toast.info(M.nothingToSave);
      return;
    }
    setNotice(null);
    save.mutate(
      { items },
      {
        onSuccess: () => {
          setDrafts({});
          setChecking(false);
          toast.success(M.saved);
        },
        onError: (error) => {
          const conflict = conflictOf(error);
          if (conflict) {
            setDrafts((d) =>
              dropDrafts(
                d,
                conflict.items.map((i) => i.id),
              ),
            );
            setNotice({ kind: 'conflict', message: conflict.message });
          } else setNotice({ kind: 'error', message: errorMessage(error, 'Please try again.') });
        },
      },
    );
  }

  const noticeBlock = notice && (
    <Alert
      variant={notice.kind === 'conflict' ? 'warning' : 'error'}
      title={notice.kind === 'conflict' ? 'Stock changed' : M.saveFailed}
      role="alert"
      className="mb-4"
    >
      {notice.message}
    </Alert>
  );

  let body;
  if (stock.isError)
    body = (
      <Alert variant="error" title={M.loadFailed}>
        {errorMessage(stock.error, 'Please try again.')}
      </Alert>
    );
  else if (!data) body = <SectionSpinner label="Loading stock" />;
  else if (data.rows.length === 0)
    body =
      search === '' && category === 'all' ? (
        <EmptyState icon={PackageOpen} title={M.empty} description="Stock items appear here once they are added to the shelf." />
      ) : (
        <EmptyState icon={SearchX} title={M.empty} description="No stock matches this search or category." />
      );
  else
    body = (
      <StockTable
        rows={data.rows}
        drafts={drafts}
        onEdit={(row, text) => edit({ id: row.itemId!, version: row.version! }, text)}
        disabled={save.isPending}
      />
    );

  const pending = Object.keys(drafts).length;
  return (
    <>
      <PageHeader
        title="Stock Management"
        description={
          par === 'spec'
            ? 'Linen on beds, on the shelf and in transit, against a par of three sets per bed.'
            : 'Linen on beds, on the shelf and in transit, against the sum of the properties’ par levels.'
        }
        actions={
          <>
            <Button variant="outline" disabled={!data} onClick={() => setChecking(true)}>
              Check Stock
            </Button>
            <Button disabled={!data} loading={save.isPending && !checking} loadingText="Saving..." onClick={saveAll}>
              Save All Stock{pending > 0 ? ` (${pending})` : ''}
            </Button>
          </>
        }
      />
      <StockTabs />
      {!checking && noticeBlock}
      {data && <StockCards summary={data.summary} />}
      <div className="mb-4">
        <Switch
          checked={par === 'properties'}
          onCheckedChange={setPar}
          label={`Stock Par: ${PAR_BASIS_LABELS.properties}`}
          description={`Off: ${PAR_BASIS_LABELS.spec} (the spec's rule). On: each property's par level from its turnover (Forecast tab), summed per item.`}
        />
        {par === 'properties' && data?.parComputedAt && (
          <p className="mt-1 text-xs text-slate-600">
            Property pars as of {parsAsOf(data.parComputedAt)} (worked out hourly)
          </p>
        )}
      </div>
      <SearchFilterBar
        searchLabel="Search by item type or size"
        search={searchText}
        onSearch={setSearchText}
        filterLabel="Filter by category"
        filter={category}
        onFilter={setCategory}
        options={CATEGORY_OPTIONS}
      />
      <div aria-busy={stock.isFetching || undefined}>{body}</div>
      {data && !stock.isError && <StockAlertsBlock alerts={data.alerts} />}
      {data && (
        <CheckStockDialog
          open={checking}
          onOpenChange={setChecking}
          items={data.items}
          drafts={drafts}
          onEdit={edit}
          onSave={saveAll}
          saving={save.isPending}
          notice={noticeBlock}
        />
      )}
    </>
  );
}
