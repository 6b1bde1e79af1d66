/**
 * /invoices/{id} (issue 23): one invoice or deposit receipt as issued: the business and the customer,
 * the lines with net, VAT rate, VAT and gross, the totals, the payments and the credit notes (each with
 * its PDF), 'Download PDF', and 'Issue credit note' for billing. One column on a phone.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { Download, ReceiptText } from 'lucide-react';
import { formatVatNumber } from '@shared/domain/business-details';
import { INVOICE_MESSAGES as M } from '@shared/domain/invoices';
import { formatPence, penceToPoundsText } from '@shared/domain/money';
import { formatDate } from '@shared/format-dates';
import { ZCreditNoteForm, type TInvoiceDetail } from '@shared/schemas/invoices';
import { BackButton } from '@web/components/BackButton';
import { NotFound } from '@web/components/NotFound';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DetailItem,
  Dialog,
  DialogActions,
  Field,
  Input,
  PageHeader,
  SectionSpinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Textarea,
} from '@web/components/ui';
import { errorMessage, fieldIssue, isApiError } from '@web/lib/api';
import { PdfDownload, StatusBadge } from './InvoiceList';
import { creditNotePdfUrl, invoicePdfUrl } from './invoice-view';
import { useInvoice, useIssueCreditNote } from './use-invoices';

const VIA: Record<'card' | 'deposit' | 'recorded', string> = { card: 'By card', deposit: 'From the deposit', recorded: 'Recorded by staff' };

export default function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  if (invoice.isError && isApiError(invoice.error) && [400, 404, 422].includes(invoice.error.status)) {
    return <NotFound title="Invoice Not Found" message="This invoice doesn't exist or you don't have access to it." />;
  }
  if (invoice.isError) return <Alert variant="error">{errorMessage(invoice.error, 'The invoice could not be loaded.')}</Alert>;
  if (!invoice.data) return <SectionSpinner label="Loading the invoice" />;
  return <InvoiceView inv={invoice.data} />;
}

function InvoiceView({ inv }: { inv: TInvoiceDetail }) {
  const b = inv.business;
  return (
    <>
      <BackButton fallback="/invoices" />
      <PageHeader
        title={inv.number ? `${inv.kind === 'deposit_receipt' ? 'Deposit receipt' : 'Invoice'} ${inv.number}` : 'Invoice (number pending)'}
        description={inv.title}
        actions={
          <div className="flex flex-wrap gap-2">
            {inv.number && (
              <Button asChild>
                <a href={invoicePdfUrl(inv.id)} download>
                  <Download aria-hidden="true" />
                  Download PDF
                </a>
              </Button>
            )}
            {inv.canCredit && <CreditNoteButton inv={inv} />}
          </div>
        }
      />
      {!inv.number && <Alert variant="info">{M.waiting}</Alert>}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-3">
              {formatPence(inv.grossPence)}
              <StatusBadge i={inv} />
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
              <DetailItem label="Issue date">{formatDate(inv.issueDate)}</DetailItem>
              <DetailItem label="Due date">{formatDate(inv.dueDate)}</DetailItem>
              <DetailItem label="Paid">{formatPence(inv.paidPence)}</DetailItem>
              <DetailItem label="Still owed">{formatPence(inv.owedPence)}</DetailItem>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Billed to</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm [overflow-wrap:anywhere]">
            <p className="font-medium text-slate-900">{inv.customer.name}</p>
            {inv.customer.email && <p className="text-slate-600">{inv.customer.email}</p>}
            {inv.customer.propertyName && <p className="pt-2 text-slate-900">{inv.customer.propertyName}</p>}
            {inv.customer.propertyAddress && <p className="whitespace-pre-line text-slate-600">{inv.customer.propertyAddress}</p>}
          </CardContent>
        </Card>
      </div>
      <Card className="mt-4">
        <CardHeader>
          <CardTitle className="text-base">Lines</CardTitle>
        </CardHeader>
        <CardContent>
          <Lines inv={inv} />
        </CardContent>
      </Card>
      {(inv.payments.length > 0 || inv.creditNotes.length > 0) && (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {inv.payments.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Payments</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y divide-slate-100 text-sm">
                  {inv.payments.map((p, i) => (
                    <li key={i} className="flex justify-between gap-3 py-2">
                      <span>
                        {formatDate(p.paidAt)} · {VIA[p.via]}
                      </span>
                      <span className="font-medium tabular-nums">{formatPence(p.amountPence)}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          {inv.creditNotes.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Credit notes</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y divide-slate-100 text-sm">
                  {inv.creditNotes.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">
                          {c.number} · {formatDate(c.issueDate)}
                        </p>
                        <p className="text-slate-600 [overflow-wrap:anywhere]">
                          {c.reasonLabel}
                          {c.note ? `: ${c.note}` : ''}
                          {c.refundText ? ` · ${c.refundText}` : ''}
                        </p>
                      </div>
                      <div className="flex items-center gap-3">
                        <span className="font-medium tabular-nums">−{formatPence(c.grossPence)}</span>
                        <PdfDownload href={creditNotePdfUrl(c.id)} number={c.number} />
                      </div>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
        </div>
      )}
      {b && (
        <p className="mt-4 text-xs whitespace-pre-line text-slate-600">
          {b.legalName} · {b.address.replace(/\n/g, ', ')} · {b.vatRegistered && b.vatNumber ? `VAT number ${formatVatNumber(b.vatNumber)}` : 'Not VAT registered'}
          {b.paymentTermsText ? `\n${b.paymentTermsText}` : ''}
        </p>
      )}
    </>
  );
}

function Lines({ inv }: { inv: TInvoiceDetail }) {
  const totals: [string, number | null][] = [
    ['Net', inv.netPence],
    ['VAT', inv.vatPence],
    ['Total', inv.grossPence],
  ];
  return (
    <>
      <div className="hidden sm:block">
        <Table label="Invoice lines" className="[&_td]:px-2 [&_th]:px-2">
          <TableHeader>
            <TableRow>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead className="text-right">Net</TableHead>
              <TableHead className="text-right">VAT rate</TableHead>
              <TableHead className="text-right">VAT</TableHead>
              <TableHead className="text-right">Gross</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {inv.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell className="[overflow-wrap:anywhere]">{l.description}</TableCell>
                <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
                <TableCell className="text-right tabular-nums">{formatPence(l.netPence)}</TableCell>
                <TableCell className="text-right">{l.vatRateLabel}</TableCell>
                <TableCell className="text-right tabular-nums">{formatPence(l.vatPence)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatPence(l.grossPence)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y divide-slate-100 text-sm sm:hidden" aria-label="Invoice lines">
        {inv.lines.map((l, i) => (
          <li key={i} className="py-2">
            <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
              {l.quantity > 1 ? `${l.quantity} × ` : ''}
              {l.description}
            </p>
            <p className="flex justify-between text-slate-600">
              <span>
                Net {formatPence(l.netPence)} · VAT {l.vatRateLabel} {formatPence(l.vatPence)}
              </span>
              <span className="font-medium text-slate-900 tabular-nums">{formatPence(l.grossPence)}</span>
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 ml-auto w-full max-w-xs space-y-1 text-sm">
        {totals.map(([label, pence]) => (
          <div key={label} className={label === 'Total' ? 'flex justify-between border-t border-slate-200 pt-1 font-semibold' : 'flex justify-between text-slate-700'}>
            <dt>{label}</dt>
            <dd className="tabular-nums">{pence === null ? '—' : formatPence(pence)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function CreditNoteButton({ inv }: { inv: TInvoiceDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ReceiptText aria-hidden="true" />
        Issue credit note
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Issue credit note"
        description={`Against ${inv.number}: up to ${formatPence(inv.creditableLeftPence)}. It first lets off what is owed; what was paid by card beyond that is refunded.`}
      >
        {open && <CreditNoteForm inv={inv} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function CreditNoteForm({ inv, onDone }: { inv: TInvoiceDetail; onDone: () => void }) {
  const issue = useIssueCreditNote(inv.id);
  const [amount, setAmount] = useState(penceToPoundsText(inv.creditableLeftPence));
  const [note, setNote] = useState('');
  // One key per opening of the form: a double click or a retry issues one credit note.
  const [requestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBanner(null);
    const parsed = ZCreditNoteForm(inv.creditableLeftPence).safeParse({ amount, note });
    if (!parsed.success) {
      const of = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ amount: of('amount'), note: of('note') });
      return;
    }
    setErrors({});
    try {
      const detail = await issue.mutateAsync({ amountPence: parsed.data.amount, note: parsed.data.note, requestId });
      toast.success(M.creditIssued(detail.creditNotes.at(-1)?.number ?? ''));
      onDone();
    } catch (err) {
      const amountIssue = fieldIssue(err, 'amountPence');
      if (amountIssue) setErrors({ amount: amountIssue });
      else setBanner(errorMessage(err, 'The credit note could not be issued. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Amount (£)" required error={errors.amount} hint={`At most ${formatPence(inv.creditableLeftPence)}.`}>
        <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label="Reason" required error={errors.note} hint="Printed on the credit note.">
        <Textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <DialogActions busy={issue.isPending}>
        <Button type="submit" loading={issue.isPending} loadingText="Issuing...">
          Issue credit note
        </Button>
      </DialogActions>
    </form>
  );
}
