/**
 * Settings > Charges (issue 18, super admins): the hire clock's late changeover charge and its repeat
 * interval, and the automatic late payment fee (off by default), its amount and its day. Money is
 * typed in pounds and saved in pence. The missed collection fee (issue 22): 0 is off, the default.
 */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CHARGE_MESSAGES, hireClockRule, type ChargeSettings } from '@shared/domain/charges';
import { ZChargeSettingsForm, type TChargeSettingsFormInput } from '@shared/schemas/charges';
import { penceToPoundsText } from '@shared/domain/money';
import { Alert, Button, Field, Input, SectionSpinner, Switch } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { SettingsSection } from './SettingsSection';
import { useChargeSettings, useSaveChargeSettings } from './use-charge-settings';

const toForm = (s: ChargeSettings): TChargeSettingsFormInput => ({
  lateChangeover: penceToPoundsText(s.lateChangeoverPence),
  everyDays: String(s.lateChangeoverEveryDays),
  latePaymentAuto: s.latePaymentAuto,
  latePayment: penceToPoundsText(s.latePaymentPence),
  afterDays: String(s.latePaymentAfterDays),
  missedCollection: penceToPoundsText(s.missedCollectionPence),
});

export function ChargesTab() {
  const settings = useChargeSettings();
  if (settings.isPending) return <SectionSpinner label="Loading charge settings" />;
  if (settings.isError) return <Alert variant="error">{errorMessage(settings.error, 'The charge settings could not be loaded.')}</Alert>;
  return <ChargesForm settings={settings.data} />;
}

function ChargesForm({ settings }: { settings: ChargeSettings }) {
  const save = useSaveChargeSettings();
  const form = useForm<TChargeSettingsFormInput, unknown, z.output<typeof ZChargeSettingsForm>>({
    resolver: zodResolver(ZChargeSettingsForm),
    defaultValues: toForm(settings),
  });
  const { errors } = form.formState;
  const preview = ZChargeSettingsForm.shape.lateChangeover.safeParse(useWatch({ control: form.control, name: 'lateChangeover' }));
  const every = ZChargeSettingsForm.shape.everyDays.safeParse(useWatch({ control: form.control, name: 'everyDays' }));

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({
        lateChangeoverPence: v.lateChangeover,
        lateChangeoverEveryDays: v.everyDays,
        latePaymentAuto: v.latePaymentAuto,
        latePaymentPence: v.latePayment,
        latePaymentAfterDays: v.afterDays,
        missedCollectionPence: v.missedCollection,
      });
      form.reset(toForm(saved));
      toast.success(CHARGE_MESSAGES.settingsSaved);
    } catch (error) {
      toast.error(errorMessage(error, 'The charge settings could not be saved.'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <SettingsSection
        title="Late changeover charge"
        description="Charged automatically when linen stays on beds for more than 14 days, and again every further interval until it is collected. A property's contract may set its own."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Late changeover charge (£)" required error={errors.lateChangeover?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('lateChangeover')} />
          </Field>
          <Field label="Repeat every (days)" required error={errors.everyDays?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('everyDays')} />
          </Field>
        </div>
        {preview.success && every.success && (
          <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-medium text-slate-900">Owners read:</p>
            <p className="mt-1">{hireClockRule({ amountPence: preview.data, everyDays: every.data })}</p>
          </div>
        )}
      </SettingsSection>
      <SettingsSection
        title="Late payment fee"
        description="Optionally add one fee automatically to each collection invoice or damage charge still unpaid some days after its deadline."
      >
        <Controller
          control={form.control}
          name="latePaymentAuto"
          render={({ field }) => (
            <Switch
              label="Add late payment fees automatically"
              description={field.value ? 'On: one fee per overdue item.' : 'Off: staff add late payment fees by hand.'}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Late payment fee (£)" required error={errors.latePayment?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('latePayment')} />
          </Field>
          <Field label="Days after the deadline" required error={errors.afterDays?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('afterDays')} />
          </Field>
        </div>
      </SettingsSection>
      <SettingsSection
        title="Missed collection fee"
        description="Charged once to the owner when the courier records 'No access' at a collection. 0.00 means no fee (the default)."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Missed collection fee (£)" required error={errors.missedCollection?.message} hint="0.00 = off">
            <Input inputMode="decimal" autoComplete="off" {...form.register('missedCollection')} />
          </Field>
        </div>
      </SettingsSection>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save charge settings
        </Button>
      </div>
    </form>
  );
}
