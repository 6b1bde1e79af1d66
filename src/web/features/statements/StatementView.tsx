/**
 * An owner's statement (issue 23 item 5; decision 0196): a period picker (this month, last month, this
 * year, or From–To; London days), the totals with the closing balance, one table per property with the
 * opening balance, each invoice, payment, credit note and refund with the balance after it, and the
 * closing balance; Download PDF and Download CSV (plain links to the server's files). On a phone each
 * property's rows are a list of small cards instead of a table. The portal's Statement tab shows the
 * owner's own; staff pass the client's id.
 */
import { useMemo, useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import { londonToday } from '@shared/domain/london-time';
import {
  balanceText,
  presetPeriod,
  statementPeriod,
  STATEMENT_KIND_LABELS,
  STATEMENT_MESSAGES,
  STATEMENT_PRESET_LABELS,
  type StatementPeriod,
  type StatementPreset,
} from '@shared/domain/statements';
import { formatDate } from '@shared/format-dates';
import type { TStatement, TStatementRow, TStatementSection } from '@shared/schemas/statements';
import {
  Alert,
  buttonClasses,
  Card,
  EmptyState,
  Field,
  Input,
  SectionSpinner,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { apiUrl } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useStatement } from './use-statement';

type Choice = StatementPreset | 'custom';
const CHOICES: { value: Choice; label: string }[] = [
  ...(Object.keys(STATEMENT_PRESET_LABELS) as StatementPreset[]).map((value) => ({ value, label: STATEMENT_PRESET_LABELS[value] })),
  { value: 'custom', label: 'Custom dates' },
];

/** The change a row makes, as the owner reads it: '+£35.00' owed, '−£35.00' paid or credited, '(£12.00)' shown only. */
function changeText(row: Pick<TStatementRow, 'effectPence' | 'amountPence'>): string {
  if (row.effectPence > 0) return `+${formatPence(row.effectPence)}`;
  if (row.effectPence < 0) return `−${formatPence(-row.effectPence)}`;
  return `(${formatPence(row.amountPence)})`;
}

const changeTone = (row: Pick<TStatementRow, 'effectPence'>) => (row.effectPence < 0 ? 'text-green-800' : row.effectPence === 0 ? 'text-slate-500' : 'text-slate-900');

export function StatementView({ clientId }: { clientId?: string }) {
  const today = londonToday(new Date());
  const [choice, setChoice] = useState<Choice>('this-month');
  const [custom, setCustom] = useState<{ from: string; to: string }>(() => presetPeriod('this-month', today));
  const checked = useMemo(() => (choice === 'custom' ? statementPeriod(custom) : { period: presetPeriod(choice, today) }), [choice, custom, today]);
  const period: StatementPeriod | null = 'period' in checked ? checked.period : null;
  const statement = useStatement(clientId, period);
  const data = statement.data;
  const query = period ? { from: period.from, to: period.to, clientId } : null;

  return (
    <div className="space-y-5">
      <form
        aria-label="Statement period"
        className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label="Period" className="col-span-2 sm:w-48">
          <Select value={choice} onChange={(e) => setChoice(e.target.value as Choice)} options={CHOICES} />
        </Field>
        {choice === 'custom' && (
          <>
            <Field label="From" className="sm:w-44" error={'problem' in checked && checked.field === 'from' ? checked.problem : undefined}>
              <Input type="date" value={custom.from} max={custom.to || undefined} onChange={(e) => setCustom({ ...custom, from: e.target.value })} />
            </Field>
            <Field label="To" className="sm:w-44" error={'problem' in checked && checked.field === 'to' ? checked.problem : undefined}>
              <Input type="date" value={custom.to} min={custom.from || undefined} onChange={(e) => setCustom({ ...custom, to: e.target.value })} />
            </Field>
          </>
        )}
        {query && (
          <div className="col-span-2 flex gap-2 sm:ml-auto">
            <a href={apiUrl('/api/statements/pdf', { query })} download className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'flex-1 sm:flex-none')}>
              <Download aria-hidden="true" />
              Download PDF
            </a>
            <a href={apiUrl('/api/statements/csv', { query })} download className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'flex-1 sm:flex-none')}>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </div>
        )}
      </form>

      {statement.isError && (
        <Alert variant="error" title="The statement could not be loaded">
          {errorMessage(statement.error, 'Please try again.')}
        </Alert>
      )}
      {period && !data && !statement.isError && <SectionSpinner label="Loading your statement" />}
      {period && data && !statement.isError && (
        <div aria-busy={statement.isFetching || undefined} className="space-y-5">
          <Summary statement={data} />
          {data.sections.length === 0 ? (
            <EmptyState icon={FileText} headingLevel={3} title="No entries" description={STATEMENT_MESSAGES.empty} />
          ) : (
            data.sections.map((s) => <PropertySection key={s.propertyId ?? 'account'} section={s} period={data.period} />)
          )}
        </div>
      )}
    </div>
  );
}

function Summary({ statement }: { statement: TStatement }) {
  const t = statement.total;
  const items: [string, number][] = [
    ['Opening balance', t.openingPence],
    ['Invoiced', t.invoicedPence],
    ['Paid', t.paidPence],
    ['Credited', t.creditedPence],
    ['Refunded to you', t.refundedPence],
  ];
  return (
    <Card aria-label="Statement totals" className="p-4 sm:p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="text-sm text-slate-600">
          {formatDate(statement.period.from)} to {formatDate(statement.period.to)}
        </p>
        <p className="text-sm text-slate-600">
          Closing balance <span className="text-xl font-semibold text-slate-900 tabular-nums">{formatPence(t.closingPence)}</span>
        </p>
      </div>
      <p className={cn('mt-1 text-base font-semibold', t.closingPence > 0 ? 'text-amber-800' : 'text-green-800')}>{balanceText(t.closingPence, formatPence)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5">
        {items.map(([label, pence]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatPence(pence)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function PropertySection({ section, period }: { section: TStatementSection; period: TStatement['period'] }) {
  return (
    <section aria-label={section.propertyName} className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold [overflow-wrap:anywhere] text-slate-900">{section.propertyName}</h3>
        <p className="shrink-0 text-sm text-slate-600">
          Balance <span className="font-semibold text-slate-900 tabular-nums">{formatPence(section.closingPence)}</span>
        </p>
      </div>

      {/* Tablets and up: a table. */}
      <div className="hidden sm:block">
        <Table label={`Statement for ${section.propertyName}`}>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Reference</TableHead>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead className="text-right">Balance</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <BalanceRow label="Opening balance" date={period.from} pence={section.openingPence} />
            {section.rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="whitespace-nowrap">{formatDate(r.date)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <span className="block text-xs text-slate-500">{STATEMENT_KIND_LABELS[r.kind]}</span>
                  {r.reference}
                </TableCell>
                <TableCell className="min-w-56 whitespace-normal">{r.description}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  <span className={changeTone(r)}>{changeText(r)}</span>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{formatPence(r.balancePence)}</TableCell>
              </TableRow>
            ))}
            <BalanceRow label="Closing balance" date={period.to} pence={section.closingPence} />
          </TableBody>
        </Table>
      </div>

      {/* Phones: one small card per row. */}
      <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm sm:hidden" aria-label={`Statement for ${section.propertyName}`}>
        <PhoneBalance label="Opening balance" date={period.from} pence={section.openingPence} />
        {section.rows.map((r) => (
          <li key={r.id} className="grid grid-cols-[1fr_auto] gap-x-3 px-4 py-3">
            <p className="text-xs text-slate-600">
              {formatDate(r.date)} · {STATEMENT_KIND_LABELS[r.kind]} {r.reference}
            </p>
            <p className={cn('text-right text-sm font-medium tabular-nums', changeTone(r))}>{changeText(r)}</p>
            <p className="text-sm [overflow-wrap:anywhere] text-slate-900">{r.description}</p>
            <p className="text-right text-xs text-slate-600 tabular-nums">
              Balance {formatPence(r.balancePence)}
            </p>
          </li>
        ))}
        <PhoneBalance label="Closing balance" date={period.to} pence={section.closingPence} />
      </ol>
    </section>
  );
}

function BalanceRow({ label, date, pence }: { label: string; date: string; pence: number }) {
  return (
    <TableRow className="bg-slate-50 font-medium">
      <TableCell className="whitespace-nowrap">{formatDate(date)}</TableCell>
      <TableCell />
      <TableCell>{label}</TableCell>
      <TableCell />
      <TableCell className="text-right whitespace-nowrap tabular-nums">{formatPence(pence)}</TableCell>
    </TableRow>
  );
}

function PhoneBalance({ label, date, pence }: { label: string; date: string; pence: number }) {
  return (
    <li className="flex items-baseline justify-between gap-3 bg-slate-50 px-4 py-2.5 text-sm font-medium text-slate-900 first:rounded-t-xl last:rounded-b-xl">
      <span>
        {label} <span className="text-xs font-normal text-slate-600">{formatDate(date)}</span>
      </span>
      <span className="tabular-nums">{formatPence(pence)}</span>
    </li>
  );
}
