/**
 * The bookkeeper's accounting export (issue 23 item 6; decision 0195): a period (London issue dates,
 * last month by default), a layout (Xero, QuickBooks Online invoices or credit notes, plain CSV) and,
 * for Xero, the account codes; Download goes to GET /api/invoice-exports, which the browser saves as a
 * file. Where the importer takes only so many documents a file (Xero 500, QuickBooks invoices 100) and
 * the period holds more, the period's parts are asked for (GET /api/invoice-exports/parts) and there is
 * one download per part, 'Part 1 of 3 (documents 1–500)'. The period and codes are checked here with
 * the server's own rules, so a download never lands on an error page. Shown only to those who may
 * export (canExportInvoices); renders nothing for others.
 */
import { useId, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { canExportInvoices } from '@shared/domain/abilities';
import {
  DEFAULT_DEPOSIT_ACCOUNT,
  DEFAULT_SALES_ACCOUNT,
  EXPORT_DOCUMENTS_PER_FILE,
  exportPartLabel,
  exportPeriodProblem,
  INVOICE_EXPORT_FORMAT_LABELS,
  INVOICE_EXPORT_FORMATS,
  INVOICE_EXPORT_MESSAGES,
  isExportDay,
  previousMonth,
  type InvoiceExportFormat,
} from '@shared/domain/invoice-exports';
import { londonToday } from '@shared/domain/london-time';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Field, Input, Select } from '@web/components/ui';
import { apiUrl } from '@web/lib/api-client';
import { useSubject } from '@web/lib/session';
import { useInvoiceExportParts } from './use-invoices';

const ACCOUNT = /^[A-Za-z0-9]{1,10}$/;

const HINTS: Record<InvoiceExportFormat, string> = {
  xero: 'Import in Xero under Sales, Invoices, Import, with amounts tax inclusive. Credit notes are the rows with negative amounts. Xero takes up to 500 invoices and credit notes a file: a period with more comes in parts, to import one after another.',
  quickbooks:
    'Import in QuickBooks Online under Settings, Import data, Invoices, choosing DD/MM/YYYY and inclusive of VAT. QuickBooks takes up to 100 invoices a file: a period with more comes in parts, to import one after another.',
  'quickbooks-credit-notes': 'Import in QuickBooks Online under Settings, Import data, Credit notes, choosing DD/MM/YYYY and inclusive of VAT.',
  csv: 'Every invoice and credit note line with its VAT, for a spreadsheet or an accountant.',
};

interface Errors {
  from?: string;
  to?: string;
  salesAccount?: string;
  depositAccount?: string;
}

/** What is wrong with the choices, by field (empty when the export may start). */
export function exportFormErrors(v: { from: string; to: string; format: InvoiceExportFormat; salesAccount: string; depositAccount: string }): Errors {
  const errors: Errors = {};
  if (!isExportDay(v.from)) errors.from = INVOICE_EXPORT_MESSAGES.from;
  if (!isExportDay(v.to)) errors.to = INVOICE_EXPORT_MESSAGES.to;
  if (!errors.from && !errors.to) {
    const problem = exportPeriodProblem(v.from, v.to);
    if (problem) errors.to = problem;
  }
  if (v.format === 'xero') {
    if (!ACCOUNT.test(v.salesAccount.trim())) errors.salesAccount = INVOICE_EXPORT_MESSAGES.account;
    if (!ACCOUNT.test(v.depositAccount.trim())) errors.depositAccount = INVOICE_EXPORT_MESSAGES.account;
  }
  return errors;
}

export function InvoiceExportPanel({ className }: { className?: string }) {
  const subject = useSubject();
  if (!canExportInvoices(subject)) return null;
  return <ExportForm className={className} />;
}

function ExportForm({ className }: { className?: string }) {
  const titleId = useId();
  const [period] = useState(() => previousMonth(londonToday(new Date())));
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [format, setFormat] = useState<InvoiceExportFormat>('xero');
  const [salesAccount, setSalesAccount] = useState(DEFAULT_SALES_ACCOUNT);
  const [depositAccount, setDepositAccount] = useState(DEFAULT_DEPOSIT_ACCOUNT);
  const [errors, setErrors] = useState<Errors>({});
  const perFile = EXPORT_DOCUMENTS_PER_FILE[format];
  const partsQuery = useInvoiceExportParts({ format, from, to }, perFile !== null && exportPeriodProblem(from, to) === null);
  // Parts only once they are known for this very choice (a stale answer for another period or format is not shown).
  const known = partsQuery.data && !partsQuery.isPlaceholderData ? partsQuery.data : null;
  const split = perFile !== null && known && known.parts.length > 1 ? known : null;
  // A file with a limit waits for its parts to be known: a plain Download then would give part 1 alone.
  const waiting = perFile !== null && exportPeriodProblem(from, to) === null && !known;

  function download(part: number) {
    const found = exportFormErrors({ from, to, format, salesAccount, depositAccount });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const accounts = format === 'xero' ? { salesAccount: salesAccount.trim(), depositAccount: depositAccount.trim() } : {};
    // The response is an attachment: the browser saves it and stays on this page.
    window.location.assign(apiUrl('/api/invoice-exports', { query: { format, from, to, ...accounts, ...(part > 1 ? { part } : {}) } }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!waiting) download(1);
  }

  return (
    <Card className={className} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <CardHeader>
          <CardTitle id={titleId}>Export for your accounts</CardTitle>
          <CardDescription>The invoices and credit notes issued in a period, as a file your accounting software imports.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="From" error={errors.from} required>
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field label="To" error={errors.to} required>
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
          <Field label="Format" hint={HINTS[format]} className="sm:col-span-2">
            <Select
              value={format}
              onChange={(e) => setFormat(e.target.value as InvoiceExportFormat)}
              options={INVOICE_EXPORT_FORMATS.map((f) => ({ value: f, label: INVOICE_EXPORT_FORMAT_LABELS[f] }))}
            />
          </Field>
          {format === 'xero' && (
            <>
              <Field label="Sales account code" hint="Xero's Sales account is 200." error={errors.salesAccount}>
                <Input value={salesAccount} onChange={(e) => setSalesAccount(e.target.value)} maxLength={10} autoComplete="off" />
              </Field>
              <Field
                label="Deposits held account code"
                hint="A balance sheet account for damage deposits; 850 is Xero's Suspense."
                error={errors.depositAccount}
              >
                <Input value={depositAccount} onChange={(e) => setDepositAccount(e.target.value)} maxLength={10} autoComplete="off" />
              </Field>
            </>
          )}
        </CardContent>
        {split ? (
          <CardFooter className="flex-col items-stretch">
            <p className="text-sm text-slate-700" id={`${titleId}-parts`}>
              {split.documents.toLocaleString('en-GB')} documents in this period: {format === 'xero' ? 'Xero' : 'QuickBooks'} takes {perFile} a file,
              so download each part and import them in turn.
            </p>
            <ul className="grid gap-2" aria-labelledby={`${titleId}-parts`}>
              {split.parts.map((p) => (
                <li key={p.part}>
                  <Button
                    type={p.part === 1 ? 'submit' : 'button'}
                    variant={p.part === 1 ? 'primary' : 'outline'}
                    className="w-full"
                    onClick={p.part === 1 ? undefined : () => download(p.part)}
                  >
                    <Download aria-hidden="true" />
                    {exportPartLabel(p)}
                  </Button>
                </li>
              ))}
            </ul>
          </CardFooter>
        ) : (
          <CardFooter className="flex-wrap gap-3">
            <Button type="submit" disabled={waiting}>
              <Download aria-hidden="true" />
              {waiting && !partsQuery.isError ? 'Counting documents…' : 'Download'}
            </Button>
            {waiting && partsQuery.isError && (
              <p role="alert" className="text-sm text-red-700">
                The period's documents could not be counted.{' '}
                <button type="button" className="font-medium underline" onClick={() => void partsQuery.refetch()}>
                  Try again
                </button>
              </p>
            )}
          </CardFooter>
        )}
      </form>
    </Card>
  );
}
