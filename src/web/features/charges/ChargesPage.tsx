/**
 * /charges, the provider's charges view (issue 18 item 6): every late changeover charge and late
 * payment fee, filtered on the server by kind, status, period and a property / client search, with
 * totals for the filter, a table from 1024 px up and cards on phones, Load more (keyset pages), Export
 * CSV for the same filters, and Waive (with a reason) for staff who manage charges.
 */
import { useState } from 'react';
import { Ban, CircleCheck, Clock, Download, Receipt, SearchX } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { CHARGE_KIND_LABELS, CHARGE_MESSAGES, CHARGE_STATUS_LABELS, type ChargeStatus } from '@shared/domain/charges';
import { canManageCharges } from '@shared/domain/abilities';
import { formatPence } from '@shared/domain/money';
import { ROLLING_PERIOD_LABELS, ROLLING_PERIODS, type RollingPeriod } from '@shared/domain/rolling-period';
import { formatDate } from '@shared/format-dates';
import { CHARGE_KIND_FILTERS, CHARGE_STATUS_FILTERS, type TChargeRow, type TChargesSummary } from '@shared/schemas/charge-ledger';
import type { TCharge } from '@shared/schemas/charges';
import {
  Alert,
  Badge,
  Button,
  DetailItem,
  EmptyState,
  PageHeader,
  SearchInput,
  SectionSpinner,
  Select,
  StatTile,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type BadgeVariant,
  LoadMorePager,
} from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { chargesCsvUrl, useCharges, type ChargeListParams } from './use-charges';
import { WaiveChargeButton } from './WaiveChargeDialog';
import { InvoiceLink } from '../invoices/InvoiceLink';

const KIND_OPTIONS = CHARGE_KIND_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All kinds' : CHARGE_KIND_LABELS[value] }));
const STATUS_OPTIONS = CHARGE_STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All statuses' : CHARGE_STATUS_LABELS[value] }));
const PERIOD_OPTIONS = ROLLING_PERIODS.map((value) => ({ value, label: ROLLING_PERIOD_LABELS[value] }));
const STATUS_VARIANTS: Record<ChargeStatus, BadgeVariant> = { pending: 'warning', paid: 'success', waived: 'neutral' };

function ChargeStatusBadge({ charge }: { charge: TChargeRow }) {
  const overdue = charge.overdue;
  return <Badge variant={overdue ? 'danger' : STATUS_VARIANTS[charge.status]}>{overdue ? 'Overdue' : CHARGE_STATUS_LABELS[charge.status]}</Badge>;
}

/** What the status column says under the badge: when paid or waived (and why), else the deadline. */
function StatusDetail({ charge: c }: { charge: TCharge }) {
  if (c.paidAt) return <div className="mt-1 text-xs text-slate-600">on {formatDate(c.paidAt)}</div>;
  if (c.waivedAt)
    return (
      <div className="mt-1 text-xs [overflow-wrap:anywhere] text-slate-600">
        on {formatDate(c.waivedAt)}
        {c.waiveReason ? `: ${c.waiveReason}` : ''}
      </div>
    );
  return <div className="mt-1 text-xs text-slate-600">due by {formatDate(c.deadline)}</div>;
}

function ChargeTiles({ summary: s }: { summary: TChargesSummary }) {
  const icon = 'size-5';
  const count = (n: number) => `${n} ${n === 1 ? 'charge' : 'charges'}`;
  return (
    <ul aria-label="Charges summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="Charges" value={s.count} hint={formatPence(s.pendingPence + s.paidPence + s.waivedPence)} tone="bg-slate-100 text-slate-700" icon={<Receipt aria-hidden="true" className={icon} />} />
      <StatTile label="Pending" value={formatPence(s.pendingPence)} hint={count(s.pendingCount)} tone="bg-amber-100 text-amber-800" icon={<Clock aria-hidden="true" className={icon} />} />
      <StatTile label="Paid" value={formatPence(s.paidPence)} hint={count(s.paidCount)} tone="bg-green-100 text-green-800" icon={<CircleCheck aria-hidden="true" className={icon} />} />
      <StatTile label="Waived" value={formatPence(s.waivedPence)} hint={count(s.waivedCount)} tone="bg-slate-100 text-slate-700" icon={<Ban aria-hidden="true" className={icon} />} />
    </ul>
  );
}

function ChargesTable({ rows, canManage }: { rows: TChargeRow[]; canManage: boolean }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table label="Charges" className="min-w-[60rem]! [&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Kind</TableHead>
              <TableHead>Property</TableHead>
              <TableHead>Reason</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
              {canManage && <TableHead>Action</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="align-top whitespace-nowrap">
                  {formatDate(c.createdAt)}
                  <div className="text-xs text-slate-600">{c.createdByName ?? 'Automatic'}</div>
                  <div className="mt-1.5">
                    <InvoiceLink source="charge" sourceId={c.id} label={`The invoice of the ${CHARGE_KIND_LABELS[c.kind].toLowerCase()} for ${c.propertyName}`} />
                  </div>
                </TableCell>
                <TableCell className="align-top whitespace-nowrap">{CHARGE_KIND_LABELS[c.kind]}</TableCell>
                <TableCell className="min-w-36 align-top">
                  <div className="font-medium text-slate-900">{c.propertyName}</div>
                  <div className="text-xs text-slate-600">{c.clientName}</div>
                </TableCell>
                <TableCell className="min-w-48 align-top text-sm [overflow-wrap:anywhere] whitespace-normal text-slate-700">{c.reason}</TableCell>
                <TableCell className="text-right align-top tabular-nums">{formatPence(c.amountPence)}</TableCell>
                <TableCell className="min-w-32 align-top">
                  <ChargeStatusBadge charge={c} />
                  <StatusDetail charge={c} />
                </TableCell>
                {canManage && <TableCell className="align-top whitespace-nowrap">{c.status === 'pending' && <WaiveChargeButton charge={c} />}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden" aria-label="Charges">
        {rows.map((c) => (
          <li key={c.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="mb-3 flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{CHARGE_KIND_LABELS[c.kind]}</p>
                <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{c.propertyName}</h2>
                <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{c.clientName}</p>
              </div>
              <div className="text-right">
                <p className="text-lg font-semibold text-slate-900 tabular-nums">{formatPence(c.amountPence)}</p>
                <ChargeStatusBadge charge={c} />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <DetailItem label="Added">{formatDate(c.createdAt)}</DetailItem>
              <DetailItem label="Added by">{c.createdByName ?? 'Automatic'}</DetailItem>
              {c.status === 'pending' && <DetailItem label="Due by">{formatDate(c.deadline)}</DetailItem>}
              {c.paidAt && <DetailItem label="Paid">{formatDate(c.paidAt)}</DetailItem>}
              {c.waivedAt && <DetailItem label="Waived">{formatDate(c.waivedAt)}</DetailItem>}
              <DetailItem label="Reason" wide>
                {c.reason}
              </DetailItem>
              {c.waiveReason && (
                <DetailItem label="Waive reason" wide>
                  {c.waiveReason}
                </DetailItem>
              )}
            </dl>
            <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
              <InvoiceLink source="charge" sourceId={c.id} label={`The invoice of the ${CHARGE_KIND_LABELS[c.kind].toLowerCase()} for ${c.propertyName}`} />
              {canManage && c.status === 'pending' && <WaiveChargeButton charge={c} />}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function ChargesPage() {
  const me = useSession();
  const canManage = canManageCharges(subjectOf(me));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [kind, setKind] = useState<ChargeListParams['kind']>('all');
  const [status, setStatus] = useState<ChargeListParams['status']>('all');
  const [period, setPeriod] = useState<RollingPeriod>('30');
  const params: ChargeListParams = { kind, status, period, search };
  const list = useCharges(params);
  const pages = list.data?.pages;
  const rows = pages?.flatMap((p) => p.charges) ?? [];
  const summary = pages?.[0]?.summary;

  let body;
  if (list.isError)
    body = (
      <Alert variant="error" title={CHARGE_MESSAGES.loadFailed}>
        {errorMessage(list.error, 'Please try again.')}
      </Alert>
    );
  else if (!pages) body = <SectionSpinner label="Loading charges" />;
  else if (rows.length === 0)
    body =
      search === '' && kind === 'all' && status === 'all' ? (
        <EmptyState icon={Receipt} title="No charges in this period" description="Late changeover charges and late payment fees appear here. Try a longer period." />
      ) : (
        <EmptyState icon={SearchX} title="No charges match your filters" description="Try another kind, status, period or search." />
      );
  else body = <ChargesTable rows={rows} canManage={canManage} />;

  return (
    <>
      <PageHeader
        title="Charges"
        description="Late changeover charges, late payment fees, linen replacements and missed collection fees."
        actions={
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={chargesCsvUrl(params)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      {summary && !list.isError && <ChargeTiles summary={summary} />}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <SearchInput
          className="sm:min-w-56 sm:flex-1"
          aria-label="Search property or client"
          placeholder="Search property or client"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Select aria-label="Kind" className="sm:w-44" value={kind} onChange={(e) => setKind(e.target.value as ChargeListParams['kind'])} options={KIND_OPTIONS} />
        <Select aria-label="Status" className="sm:w-40" value={status} onChange={(e) => setStatus(e.target.value as ChargeListParams['status'])} options={STATUS_OPTIONS} />
        <Select aria-label="Period" className="sm:w-40" value={period} onChange={(e) => setPeriod(e.target.value as RollingPeriod)} options={PERIOD_OPTIONS} />
      </div>
      <div aria-busy={list.isFetching || undefined}>{body}</div>
      {rows.length > 0 && !list.isError && (
        <LoadMorePager list={list} shown={rows.length} total={summary?.count ?? null} noun={['charge', 'charges']} />
      )}
    </>
  );
}
