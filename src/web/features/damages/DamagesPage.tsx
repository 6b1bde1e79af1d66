/**
 * /damages, Damage Activities (docs/product.md §2.1, §2.2, §2.8, §2.9; issue 10 item 3): the 10-day payment banner,
 * four summary cards, search (debounced 300 ms), the property and period filters (default 7 days), all
 * done by the server; the table (cards on phones) with the Charge column and photos; the empty states
 * and the summary block. Owners see only their own records.
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
import { useDamages } from './use-damages';

const PERIOD_OPTIONS = DAMAGE_PERIODS.map((value) => ({ value, label: DAMAGE_PERIOD_LABELS[value] }));

export default function DamagesPage() {
  const me = useSession();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [property, setProperty] = useState('all');
  const [period, setPeriod] = useState<DamagePeriod>(DEFAULT_DAMAGE_PERIOD);
  const [page, setPage] = useState(1);
  const [photosOf, setPhotosOf] = useState<TDamageActivity | null>(null);
  const list = useDamages({ search, property, period, page });
  const data = list.data;
  const who = subjectOf(me);
  const ownerView = isPropertyOwner(who);
  const can = { canCharge: canChargeDamages(who), canPay: ownerView, editPhotos: canRecordDamages(who), canAddFee: canManageCharges(who) };
  const filtered = search !== '' || property !== 'all';
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
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
        description={data.properties.length === 0 ? M.noneYet : M.noMatch}
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
        <Select
          aria-label="Filter by property"
          className="sm:w-56"
          value={property}
          onChange={(e) => filter(() => setProperty(e.target.value))}
          options={[{ value: 'all', label: M.allProperties }, ...(data?.properties ?? []).map((p) => ({ value: p.id, label: p.name }))]}
        />
        <Select
          aria-label="Filter by period"
          className="sm:w-44"
          value={period}
          onChange={(e) => filter(() => setPeriod(e.target.value as DamagePeriod))}
          options={PERIOD_OPTIONS}
        />
      </div>
      <div aria-busy={list.isFetching || undefined}>{body}</div>
      {data && data.summary.totalActivities > 0 && (
        <ListPager
          kind="pages"
          page={data.page}
          pageSize={data.pageSize}
          total={data.summary.totalActivities}
          noun={['damage record', 'damage records']}
          onPage={setPage}
        />
      )}
      {data && !list.isError && <DamageSummary data={data} />}
      <DamagePhotosDialog row={photosOf} editable={can.editPhotos} onClose={() => setPhotosOf(null)} />
    </>
  );
}
