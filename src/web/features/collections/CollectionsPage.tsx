/**
 * /collections, the Collections Ledger (docs/product.md §2.2, §2.9; issue 10 item 1): the 10-day payment
 * deadline banner, tiles over the filtered set, the period / invoice status / notes filters (done by
 * the server), the table (cards on phones) with Amount, Status and an owner's Pay, Load more, and
 * Export CSV (the server's file for the same filters). Back from a paid checkout
 * (?payment_complete=true) the address returns to /collections and the list reloads after 1 s.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Download, SearchX, Truck } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { COLLECTION_PAYMENT_COMPLETE } from '@shared/domain/checkout';
import {
  COLLECTION_MESSAGES as M,
  COLLECTION_PERIOD_LABELS,
  COLLECTION_PERIODS,
  COLLECTION_STATUS_FILTER_LABELS,
  COLLECTION_STATUS_FILTERS,
  DEFAULT_COLLECTION_PERIOD,
  type CollectionPeriod,
  type CollectionStatusFilter,
} from '@shared/domain/collections';
import { PAYMENT_DEADLINE_NOTICES } from '@shared/domain/payment-deadline';
import { canManageCharges, isPropertyOwner } from '@shared/domain/abilities';
import { Alert, Button, EmptyState, LoadMorePager, PageHeader, SearchInput, SectionSpinner, Select } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { CollectionsTable } from './CollectionsTable';
import { CollectionTiles } from './CollectionTiles';
import { collectionKeys, collectionsCsvUrl, useCollections } from './use-collections';

const PERIOD_OPTIONS = COLLECTION_PERIODS.map((value) => ({ value, label: COLLECTION_PERIOD_LABELS[value] }));
const STATUS_OPTIONS = COLLECTION_STATUS_FILTERS.map((value) => ({ value, label: COLLECTION_STATUS_FILTER_LABELS[value] }));

/** The spec's payment-complete reload: 1 s after the return from the checkout. */
const PAYMENT_COMPLETE_RELOAD_MS = 1000;

function usePaymentCompleteReload(): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: the address is cleared straight away, the notice and the timer stay.
  const [justPaid] = useState(() => params.get(COLLECTION_PAYMENT_COMPLETE.param) === COLLECTION_PAYMENT_COMPLETE.value);
  useEffect(() => {
    if (!justPaid) return;
    navigate('/collections', { replace: true });
    const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: collectionKeys.all }), PAYMENT_COMPLETE_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [justPaid, navigate, queryClient]);
  return justPaid;
}

export default function CollectionsPage() {
  const me = useSession();
  const canPay = isPropertyOwner(subjectOf(me));
  const justPaid = usePaymentCompleteReload();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [period, setPeriod] = useState<CollectionPeriod>(DEFAULT_COLLECTION_PERIOD);
  const [status, setStatus] = useState<CollectionStatusFilter>('all');
  const params = { period, status, search };
  const list = useCollections(params);
  const pages = list.data?.pages;
  const rows = pages?.flatMap((p) => p.collections) ?? [];
  const summary = pages?.[0]?.summary;

  let body;
  if (list.isError)
    body = (
      <Alert variant="error" title={M.loadFailed}>
        {errorMessage(list.error, 'Please try again.')}
      </Alert>
    );
  else if (!pages) body = <SectionSpinner label="Loading collections" />;
  else if (rows.length === 0)
    body =
      search === '' && status === 'all' ? (
        <EmptyState headingLevel={2} icon={Truck} title={M.empty} description="Collections appear here when a bag is collected. Try a longer period." />
      ) : (
        <EmptyState headingLevel={2} icon={SearchX} title={M.noMatch} description="Try another period, status or search." />
      );
  else body = <CollectionsTable rows={rows} canPay={canPay} canAddFee={canManageCharges(subjectOf(me))} />;

  return (
    <>
      <PageHeader
        title="Collections Ledger"
        description="Collected bags and their invoices."
        actions={
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={collectionsCsvUrl(params)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <div className="mb-4 space-y-3">
        <Alert variant="warning" role="note" title="Payment deadline">
          {PAYMENT_DEADLINE_NOTICES.collections}
        </Alert>
        {justPaid && <Alert variant="success">{M.paymentComplete}</Alert>}
      </div>
      {summary && !list.isError && <CollectionTiles summary={summary} />}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <SearchInput
          className="sm:min-w-56 sm:flex-1"
          aria-label="Search notes"
          placeholder="Search notes"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Select
          aria-label="Period"
          className="sm:w-44"
          value={period}
          onChange={(e) => setPeriod(e.target.value as CollectionPeriod)}
          options={PERIOD_OPTIONS}
        />
        <Select
          aria-label="Invoice status"
          className="sm:w-44"
          value={status}
          onChange={(e) => setStatus(e.target.value as CollectionStatusFilter)}
          options={STATUS_OPTIONS}
        />
      </div>
      <div aria-busy={list.isFetching || undefined}>{body}</div>
      {rows.length > 0 && !list.isError && (
        <LoadMorePager list={list} shown={rows.length} total={summary?.count ?? null} noun={['collection', 'collections']} />
      )}
    </>
  );
}
