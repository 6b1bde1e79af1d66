/**
 * Create and edit a property contract: title, deposit in pounds, the hire clock's own charge and
 * interval (empty = the provider's setting; issue 18), terms (20 rows), and status when editing. Changing the deposit moves the template's deposit phrase in the terms to the new amount
 * (terms rewritten by hand stay as they are); terms that state another deposit get a warning.
 */
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Save } from 'lucide-react';
import { CONTRACT_MESSAGES } from '@shared/constants';
import { EDITABLE_CONTRACT_STATUSES, ZDepositPounds } from '@shared/schemas/contracts';
import { ZOverrideDays, ZOverridePounds } from '@shared/schemas/charges';
import { CONTRACT_STATUS_LABELS, depositMismatch, depositMismatchMessage, retargetDepositTerms } from '@shared/domain/contracts';
import { formatPence, poundsToPence } from '@shared/domain/money';
import { Alert, Button, Field, Input, Select, Textarea } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';

const ZContractForm = z.object({
  title: z.string().trim().min(1, CONTRACT_MESSAGES.titleRequired).max(200, 'Title must be at most 200 characters'),
  deposit: z.string().superRefine((value, ctx) => {
    const parsed = ZDepositPounds.safeParse(value.trim() === '' ? '0' : value);
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid deposit' });
  }),
  terms: z.string().max(50_000, 'Terms must be at most 50,000 characters'),
  status: z.enum(EDITABLE_CONTRACT_STATUSES),
  // Issue 18: the contract's own hire-clock terms; empty = the provider's setting.
  lateChangeover: z.string().superRefine((value, ctx) => {
    const parsed = ZOverridePounds.safeParse(value.trim());
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid amount' });
  }),
  lateChangeoverEveryDays: z.string().superRefine((value, ctx) => {
    const parsed = ZOverrideDays.safeParse(value.trim());
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid number of days' });
  }),
});
export type ContractFormValues = z.infer<typeof ZContractForm>;

/** The deposit typed in the form in pence, or null while it is not a valid amount (empty counts as 0). */
function typedDepositPence(value: string): number | null {
  const text = value.trim() === '' ? '0' : value;
  return ZDepositPounds.safeParse(text).success ? poundsToPence(text) : null;
}

export interface ContractFormProps {
  mode: 'create' | 'edit';
  defaults: ContractFormValues;
  /** Resolves when saved; rejects with the server's error. */
  onSubmit: (values: {
    title: string;
    deposit: string;
    terms: string;
    status: ContractFormValues['status'];
    lateChangeover: string;
    lateChangeoverEveryDays: string;
  }) => Promise<unknown>;
  /** The provider's hire-clock settings, for the override fields' hint (staff may read them). */
  providerTerms?: { amountPence: number; everyDays: number } | null;
  onCancel: () => void;
}

export function ContractForm({ mode, defaults, onSubmit, onCancel, providerTerms }: ContractFormProps) {
  const form = useForm<ContractFormValues>({ resolver: zodResolver(ZContractForm), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const fallback = mode === 'create' ? CONTRACT_MESSAGES.failedCreate : CONTRACT_MESSAGES.failedUpdate;
  // The last valid deposit the terms were matched to; the terms follow each valid change from it.
  const lastDeposit = useRef(typedDepositPence(defaults.deposit) ?? 0);
  const [deposit, terms] = useWatch({ control: form.control, name: ['deposit', 'terms'] });
  const depositPence = typedDepositPence(deposit);
  const stated = depositPence === null ? null : depositMismatch(terms, depositPence);

  const depositField = form.register('deposit');
  function followDeposit(value: string) {
    const next = typedDepositPence(value);
    if (next === null || next === lastDeposit.current) return;
    // A server error on the terms (the deposit they state) no longer holds; the live warning takes over.
    form.clearErrors('terms');
    const current = form.getValues('terms');
    const updated = retargetDepositTerms(current, lastDeposit.current, next);
    lastDeposit.current = next;
    if (updated !== current) form.setValue('terms', updated, { shouldDirty: true });
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        ...values,
        deposit: values.deposit.trim() === '' ? '0' : values.deposit.trim(),
        lateChangeover: values.lateChangeover.trim(),
        lateChangeoverEveryDays: values.lateChangeoverEveryDays.trim(),
      });
    } catch (error) {
      if (!applyServerIssues(error, form.setError)) form.setError('root', { message: errorMessage(error, fallback) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={mode === 'create' ? 'New contract' : 'Edit contract'}>
      {errors.root?.message && <Alert variant="error">{errors.root.message}</Alert>}
      <Field label="Title" error={errors.title?.message} required>
        <Input maxLength={200} {...form.register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Deposit (£)" error={errors.deposit?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...depositField}
            onChange={(event) => {
              void depositField.onChange(event);
              followDeposit(event.target.value);
            }}
          />
        </Field>
        {mode === 'edit' && (
          <Field label="Status" error={errors.status?.message}>
            <Select
              options={EDITABLE_CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }))}
              {...form.register('status')}
            />
          </Field>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Late changeover charge (£)"
          error={errors.lateChangeover?.message}
          hint={`Empty: the provider's setting${providerTerms ? ` (${formatPence(providerTerms.amountPence)})` : ''}.`}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="Provider's setting" {...form.register('lateChangeover')} />
        </Field>
        <Field
          label="Repeat every (days)"
          error={errors.lateChangeoverEveryDays?.message}
          hint={`Empty: the provider's setting${providerTerms ? ` (${providerTerms.everyDays} days)` : ''}.`}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="Provider's setting" {...form.register('lateChangeoverEveryDays')} />
        </Field>
      </div>
      <Field label="Terms" error={errors.terms?.message}>
        <Textarea rows={20} className="font-mono text-sm leading-relaxed md:text-[0.8125rem]" {...form.register('terms')} />
      </Field>
      {stated !== null && depositPence !== null && !errors.terms && (
        <Alert variant="warning">{depositMismatchMessage(stated, depositPence, 'editor')}</Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingText={mode === 'create' ? 'Creating...' : 'Saving...'}>
          <Save aria-hidden="true" />
          {mode === 'create' ? 'Create Contract' : 'Update Contract'}
        </Button>
      </div>
    </form>
  );
}
