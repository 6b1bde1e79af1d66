/**
 * Settings > Business details (issue 23 item 1; decision 0193): the legal name, address, VAT
 * registration (number and default rate), invoice and credit note prefixes, payment terms and logo
 * that invoices carry. Super admins change them; admins (admin_access) read them. Changes apply to
 * new invoices only: each invoice keeps the version it was issued with.
 */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { canEditBusinessDetails } from '@shared/domain/abilities';
import { BUSINESS_LIMITS, BUSINESS_MESSAGES, basisPointsToPercentText, type BusinessDetails } from '@shared/domain/business-details';
import { ZBusinessDetailsForm, type TBusinessDetailsAnswer, type TBusinessDetailsFormInput } from '@shared/schemas/business-details';
import { Alert, Button, Field, Input, SectionSpinner, Textarea } from '@web/components/ui';
import { formatDateTime } from '@shared/format-dates';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { subjectOf, useSession } from '@web/lib/session';
import { BusinessLogoField } from './BusinessLogoField';
import { SettingsSection } from './SettingsSection';
import { useBusinessDetails, useSaveBusinessDetails } from './use-business-details';

const toForm = (d: BusinessDetails): TBusinessDetailsFormInput => ({
  legalName: d.legalName,
  address: d.address,
  vatRegistered: d.vatRegistered,
  vatNumber: d.vatNumber ?? '',
  vatRate: basisPointsToPercentText(d.vatRateBasisPoints ?? 2000),
  invoicePrefix: d.invoicePrefix,
  creditNotePrefix: d.creditNotePrefix,
  paymentTermsText: d.paymentTermsText,
  paymentTermsDays: String(d.paymentTermsDays),
  depositsAsReceipts: d.depositsAsReceipts,
});

export function BusinessDetailsTab() {
  const answer = useBusinessDetails();
  const canEdit = canEditBusinessDetails(subjectOf(useSession()));
  if (answer.isPending) return <SectionSpinner label="Loading business details" />;
  if (answer.isError) return <Alert variant="error">{errorMessage(answer.error, 'The business details could not be loaded.')}</Alert>;
  return <BusinessDetailsForm answer={answer.data} canEdit={canEdit} />;
}

function BusinessDetailsForm({ answer, canEdit }: { answer: TBusinessDetailsAnswer; canEdit: boolean }) {
  const { details } = answer;
  const save = useSaveBusinessDetails();
  const form = useForm<TBusinessDetailsFormInput, unknown, z.output<typeof ZBusinessDetailsForm>>({
    resolver: zodResolver(ZBusinessDetailsForm),
    defaultValues: toForm(details),
  });
  const { errors } = form.formState;
  const registered = useWatch({ control: form.control, name: 'vatRegistered' });

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync(v);
      form.reset(toForm(saved.details));
      toast.success(BUSINESS_MESSAGES.saved);
    } catch (error) {
      toast.error(errorMessage(error, 'The business details could not be saved.'));
    }
  });

  return (
    <div className="space-y-6">
      {!answer.ready && <Alert variant="warning">{BUSINESS_MESSAGES.notSet}</Alert>}
      {!canEdit && <Alert variant="info">Only a super admin can change the business details.</Alert>}
      <BusinessLogoField logoUrl={answer.logoUrl} canEdit={canEdit} />
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6" aria-label="Business details">
        <fieldset disabled={!canEdit} className="mx-0 min-w-0 space-y-6 border-0 p-0">
          <SettingsSection title="Business" description="The name and address printed at the top of every invoice and credit note.">
            <Field label="Legal name" required error={errors.legalName?.message} hint="As registered, e.g. Harbour Linen Ltd.">
              <Input autoComplete="organization" maxLength={BUSINESS_LIMITS.legalName} {...form.register('legalName')} />
            </Field>
            <Field label="Address" required error={errors.address?.message} hint="One line per line of the address, postcode last.">
              <Textarea rows={4} autoComplete="street-address" maxLength={BUSINESS_LIMITS.address} {...form.register('address')} />
            </Field>
          </SettingsSection>

          <SettingsSection title="VAT" description="A VAT registered business shows its VAT number and charges VAT on its invoices.">
            <Controller
              control={form.control}
              name="vatRegistered"
              render={({ field }) => (
                <fieldset className="mx-0 min-w-0 border-0 p-0">
                  <legend className="mb-2 text-sm font-medium text-slate-900">VAT registration</legend>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {(
                      [
                        [true, 'VAT registered', 'Invoices show the VAT number and VAT on each line.'],
                        [false, 'Not VAT registered', 'Invoices charge no VAT and say so.'],
                      ] as const
                    ).map(([value, label, help]) => (
                      <label
                        key={label}
                        className={cn(
                          'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                          field.value === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300',
                        )}
                      >
                        <input
                          type="radio"
                          name={field.name}
                          className="mt-0.5 size-4 accent-brand-700"
                          checked={field.value === value}
                          onChange={() => field.onChange(value)}
                          onBlur={field.onBlur}
                        />
                        <span>
                          <span className="block font-medium text-slate-900">{label}</span>
                          <span className="block text-slate-600">{help}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            />
            <label className="flex min-h-11 items-start gap-3 text-sm">
              <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...form.register('depositsAsReceipts')} />
              <span>
                <span className="block font-medium text-slate-900">Deposits are money held, not income</span>
                <span className="block text-slate-600">
                  A deposit gets a deposit receipt, outside the scope of VAT. Untick to invoice deposits like any sale.
                </span>
              </span>
            </label>
            {registered && (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="VAT number" required error={errors.vatNumber?.message} hint="GB and 9 digits, e.g. GB 123 4567 82.">
                  <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('vatNumber')} />
                </Field>
                <Field label="Default VAT rate (%)" required error={errors.vatRate?.message} hint="20 is the UK standard rate.">
                  <Input inputMode="decimal" autoComplete="off" {...form.register('vatRate')} />
                </Field>
              </div>
            )}
          </SettingsSection>

          <SettingsSection
            title="Numbering and payment terms"
            description="Invoices are numbered in one sequence after their prefix, credit notes in another."
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Invoice number prefix" required error={errors.invoicePrefix?.message} hint="e.g. INV- gives INV-000123.">
                <Input autoComplete="off" spellCheck={false} maxLength={BUSINESS_LIMITS.prefix} {...form.register('invoicePrefix')} />
              </Field>
              <Field label="Credit note number prefix" required error={errors.creditNotePrefix?.message} hint="e.g. CN- gives CN-000045.">
                <Input autoComplete="off" spellCheck={false} maxLength={BUSINESS_LIMITS.prefix} {...form.register('creditNotePrefix')} />
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <Field label="Payment terms" error={errors.paymentTermsText?.message} hint="Printed on every invoice.">
                <Textarea rows={2} maxLength={BUSINESS_LIMITS.paymentTermsText} {...form.register('paymentTermsText')} />
              </Field>
              <Field label="Due after (days)" required error={errors.paymentTermsDays?.message} hint="0 to 120.">
                <Input inputMode="numeric" autoComplete="off" {...form.register('paymentTermsDays')} />
              </Field>
            </div>
          </SettingsSection>
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {BUSINESS_MESSAGES.appliesToNewInvoices}
            {details.updatedAt && (
              <span className="block sm:inline">
                {' '}
                Version {details.version}, last changed {formatDateTime(details.updatedAt)}.
              </span>
            )}
          </p>
          {canEdit && (
            <Button type="submit" loading={save.isPending} loadingText="Saving..." className="w-full sm:w-auto">
              Save business details
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
