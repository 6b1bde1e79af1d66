/**
 * /damages, Damage Activities (docs/product.md §2.1, §2.2, §2.8, §2.9; issue 10 item 3): the 10-day payment banner,
 * four summary cards, search (debounced 300 ms), the property filter (a search-as-you-type, issue 21) and
 * the period filter (default 7 days), all done by the server; the table (cards on phones) with the Charge
 * column and photos, one keyset page at a time (Previous / Next); the empty states and the summary block.
 * Owners see only their own records.
 */
import { useState } from 'react';
import { SearchX, TriangleAlert } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { DAMAGE_MESSAGES as M, DAMAGE_PERIOD_LABELS, DAMAGE_PERIODS, DEFAULT_DAMAGE_PERIOD, type DamagePeriod } from '@shared/domain/damages';
import { canManageCharges, canChargeDamages, canRecordDamages, isPropertyOwner } from '@shared/domain/abilities';
import { PAYMENT_DEADLINE_NOTICES } from '@shared/domain/payment-deadline';
import type { TDamageActivity } from '@shared/schemas/damages';
import { Alert, EmptyState, ListPager, PageHeader, SearchInput, SectionSpinner, Select } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { DamagePhotosDialog } from './DamagePhotosDialog';
import { DamageSummary } from './DamageSummary';
import { DamagesTable } from './DamagesTable';
import { DamageTiles } from './DamageTiles';
import { PropertyFilter, type PropertyChoice } from './PropertyFilter';
import { useDamages } from './use-damages';

const PERIOD_OPTIONS = DAMAGE_PERIODS.map((value) => ({ value, label: DAMAGE_PERIOD_LABELS[value] }));

export default function DamagesPage() {
  const me = useSession();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [property, setProperty] = useState<PropertyChoice | null>(null);
  const [period, setPeriod] = useState<DamagePeriod>(DEFAULT_DAMAGE_PERIOD);
  // The cursors of the pages shown so far: the last is this page's (null: the first page).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [photosOf, setPhotosOf] = useState<TDamageActivity | null>(null);
  const list = useDamages({ search, property: property?.id ?? 'all', period, cursor: cursors[cursors.length - 1] });
  const data = list.data;
  const page = cursors.length;
  const who = subjectOf(me);
  const ownerView = isPropertyOwner(who);
  const can = { canCharge: canChargeDamages(who), canPay: ownerView, editPhotos: canRecordDamages(who), canAddFee: canManageCharges(who) };
  const filtered = search !== '' || property !== null;
  const filter = (apply: () => void) => {
    apply();
    setCursors([null]);
  };
  const onPage = (to: number) => {
    if (to < page) setCursors((c) => c.slice(0, to));
    else if (data?.nextCursor) setCursors((c) => [...c, data.nextCursor]);
  };

  let body;
  if (list.isError)
    body = (
      <Alert variant="error" title={M.loadFailed}>
        {errorMessage(list.error, 'Please try again.')}
      </Alert>
    );
  else if (!data) body = <SectionSpinner label="Loading damage records" />;
  else if (data.damages.length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        icon={filtered ? SearchX : TriangleAlert}
        title={M.empty}
        // No property with a damage record in scope: nothing was ever recorded; else the filters hide them.
        description={data.anyRecorded ? M.noMatch : M.noneYet}
      />
    );
  else body = <DamagesTable rows={data.damages} ownerView={ownerView} can={can} onPhotos={setPhotosOf} />;

  return (
    <>
      <PageHeader title="Damage Activities" description="Damaged and missing items recorded on the linen cards, and their charges." />
      <Alert variant="warning" role="note" className="mb-6">
        {PAYMENT_DEADLINE_NOTICES.damages}
      </Alert>
      {data && <DamageTiles summary={data.summary} period={data.period} />}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          className="flex-1"
          aria-label="Search damage activities"
          placeholder="Search property, client, item, SKU or notes"
          value={searchText}
          onChange={(e) => filter(() => setSearchText(e.target.value))}
        />
        <PropertyFilter className="sm:w-64" value={property} onChange={(choice) => filter(() => setProperty(choice))} />
        <Select
          aria-label="Filter by period"
          className="sm:w-44"
          value={period}
          onChange={(e) => filter(() => setPeriod(e.target.value as DamagePeriod))}
          options={PERIOD_OPTIONS}
        />
      </div>
      <div aria-busy={list.isFetching || undefined}>{body}</div>
      {data && data.damages.length > 0 && (
        <ListPager
          kind="pages"
          page={page}
          pageSize={data.pageSize}
          total={data.summary.totalActivities}
          hasNext={data.nextCursor !== null}
          noun={['damage record', 'damage records']}
          onPage={onPage}
        />
      )}
      {data && !list.isError && <DamageSummary data={data} before={(page - 1) * data.pageSize} />}
      <DamagePhotosDialog row={photosOf} editable={can.editPhotos} onClose={() => setPhotosOf(null)} />
    </>
  );
}
