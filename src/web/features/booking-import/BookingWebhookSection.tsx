/**
 * 'Bookings by webhook' on a property's details (issue 24 item 1; decision 0201): connect Guesty or
 * Hostfully instead of an iCal link. Shows the address to paste into the system (with Copy), the
 * signing secret (Reveal, Copy, New secret), when the last delivery came and its problem, and the
 * steps for each system. For those who may edit the property (not on an archived one).
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Copy, Eye, Webhook } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { canEditProperty } from '@shared/domain/abilities';
import { WEBHOOK_SYSTEM_NAMES, type WebhookSystem } from '@shared/domain/booking-webhooks';
import { formatDateTime } from '@shared/format-dates';
import { ZConnectBookingWebhook, type TBookingWebhook } from '@shared/schemas/booking-webhooks';
import { Alert, Button, Field, Input, SectionSpinner, Select, useConfirm } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { copyText } from '@web/lib/clipboard';
import { applyServerIssues } from '@web/lib/form-errors';
import { subjectOf, useSession } from '@web/lib/session';
import { useBookingWebhook } from './use-booking-webhook';
import { useRegenerateWebhookSecret, useRevealWebhookSecret } from './use-booking-webhook-secret';
import { useConnectBookingWebhook } from './use-connect-booking-webhook';
import { useDisconnectBookingWebhook } from './use-disconnect-booking-webhook';

type FormIn = z.input<typeof ZConnectBookingWebhook>;
type FormOut = z.output<typeof ZConnectBookingWebhook>;

const SYSTEM_OPTIONS = (Object.keys(WEBHOOK_SYSTEM_NAMES) as WebhookSystem[]).map((value) => ({ value, label: WEBHOOK_SYSTEM_NAMES[value] }));

/** The section, for those who may edit the property (not on an archived one). */
export function PropertyBookingWebhook({ property }: { property: { id: string; archived: boolean } }) {
  const me = useSession();
  if (property.archived || !canEditProperty(subjectOf(me))) return null;
  return <BookingWebhookSection propertyId={property.id} />;
}

export function BookingWebhookSection({ propertyId }: { propertyId: string }) {
  const query = useBookingWebhook(propertyId);
  return (
    <section aria-labelledby={`booking-webhook-${propertyId}`} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex items-start gap-2">
        <Webhook aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h3 id={`booking-webhook-${propertyId}`} className="text-sm font-semibold text-slate-900">
            Bookings by webhook
          </h3>
          <p className="text-sm text-slate-600">Use Guesty or Hostfully? They can send each booking here as it happens, instead of a calendar link.</p>
        </div>
      </div>
      {query.isPending ? (
        <SectionSpinner label="Loading booking webhook" />
      ) : query.isError ? (
        <Alert variant="error">{errorMessage(query.error)}</Alert>
      ) : (
        <WebhookForm propertyId={propertyId} webhook={query.data} />
      )}
    </section>
  );
}

function WebhookForm({ propertyId, webhook }: { propertyId: string; webhook: TBookingWebhook | null }) {
  const connect = useConnectBookingWebhook(propertyId);
  const disconnect = useDisconnectBookingWebhook(propertyId);
  const confirm = useConfirm();
  const defaults = { system: webhook?.system ?? 'guesty', externalListingId: webhook?.externalListingId ?? '', signingSecret: '' } as FormIn;
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZConnectBookingWebhook), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const system = useWatch({ control: form.control, name: 'system' }) as WebhookSystem;

  useEffect(() => {
    form.reset({ system: webhook?.system ?? 'guesty', externalListingId: webhook?.externalListingId ?? '', signingSecret: '' });
  }, [webhook?.system, webhook?.externalListingId, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await connect.mutateAsync(values);
      toast.success(webhook ? 'Webhook saved' : `Connected to ${WEBHOOK_SYSTEM_NAMES[values.system]}`);
    } catch (error) {
      if (!applyServerIssues(error, form.setError)) toast.error(errorMessage(error));
    }
  });

  const onDisconnect = async () => {
    const ok = await confirm({
      title: 'Disconnect the webhook?',
      description: 'Calls from the system will be refused. Linen requests already made stay as they are.',
      confirmLabel: 'Disconnect',
      destructive: true,
    });
    if (!ok) return;
    disconnect.mutate(undefined, {
      onSuccess: () => toast.success('Webhook disconnected'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="System" error={errors.system?.message}>
            <Select options={SYSTEM_OPTIONS} {...form.register('system')} />
          </Field>
          <Field label={system === 'guesty' ? 'Guesty listing id (optional)' : 'Hostfully property UID (optional)'} error={errors.externalListingId?.message}>
            <Input autoComplete="off" spellCheck={false} {...form.register('externalListingId')} />
          </Field>
        </div>
        {webhook && system === 'guesty' && (
          <Field label="Guesty’s signing secret" error={errors.signingSecret?.message} hint="Paste the secret Guesty gives for this address (starts with whsec_)">
            <Input autoComplete="off" spellCheck={false} placeholder="whsec_…" {...form.register('signingSecret')} />
          </Field>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button type="submit" size="sm" loading={isSubmitting} loadingText="Saving..." disabled={isSubmitting || disconnect.isPending}>
            {webhook ? 'Save' : 'Connect'}
          </Button>
          {webhook && (
            <Button type="button" size="sm" variant="ghost" disabled={isSubmitting || disconnect.isPending} onClick={() => void onDisconnect()}>
              Disconnect
            </Button>
          )}
        </div>
      </form>
      {webhook && (
        <>
          {/* Keyed: another property, or the webhook connected again, hides a secret shown. */}
          <AddressAndSecret key={`${propertyId}:${webhook.createdAt}`} propertyId={propertyId} webhook={webhook} />
          <DeliveryStatus webhook={webhook} />
          <Steps system={webhook.system} />
        </>
      )}
    </div>
  );
}

function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={() => void copyText(text).then((ok) => (ok ? toast.success(`${what} copied`, { duration: 2000 }) : toast.error(`Could not copy the ${what.toLowerCase()}`)))}
    >
      <Copy aria-hidden="true" className="size-4" />
      Copy
    </Button>
  );
}

function AddressAndSecret({ propertyId, webhook }: { propertyId: string; webhook: TBookingWebhook }) {
  const reveal = useRevealWebhookSecret(propertyId);
  const regenerate = useRegenerateWebhookSecret(propertyId);
  const confirm = useConfirm();
  const [secret, setSecret] = useState<string | null>(null);

  const onReveal = () =>
    reveal.mutate(undefined, {
      onSuccess: setSecret,
      onError: (error) => toast.error(errorMessage(error)),
    });

  const onRegenerate = async () => {
    const ok = await confirm({
      title: 'Make a new secret?',
      description:
        webhook.system === 'guesty'
          ? 'Calls from Guesty will be refused until you paste Guesty’s signing secret here again.'
          : 'Calls signed with the old secret will be refused until the relay uses the new one.',
      confirmLabel: 'New secret',
      destructive: true,
    });
    if (!ok) return;
    regenerate.mutate(undefined, {
      onSuccess: (s) => {
        setSecret(s);
        toast.success('New secret made: the old one no longer works');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-white p-3 text-sm">
      <div className="space-y-1">
        <p className="font-medium text-slate-900">Webhook address</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1.5 text-xs text-slate-800">{webhook.url}</code>
          <CopyButton text={webhook.url} what="Address" />
        </div>
      </div>
      <div className="space-y-1">
        <p className="font-medium text-slate-900">Signing secret</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1.5 text-xs text-slate-800">{secret ?? 'whsec_••••••••••••••••••••'}</code>
          {secret ? (
            <CopyButton text={secret} what="Secret" />
          ) : (
            <Button type="button" size="sm" variant="outline" loading={reveal.isPending} loadingText="Revealing..." onClick={onReveal}>
              <Eye aria-hidden="true" className="size-4" />
              Reveal
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" loading={regenerate.isPending} loadingText="Making..." onClick={() => void onRegenerate()}>
            New secret
          </Button>
        </div>
      </div>
    </div>
  );
}

function DeliveryStatus({ webhook }: { webhook: TBookingWebhook }) {
  return (
    <div aria-live="polite" className="space-y-1 text-sm">
      {webhook.lastError && (
        <p className="flex items-start gap-1.5 text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Last delivery could not be used: {webhook.lastError}</span>
        </p>
      )}
      <p className="text-slate-600">{webhook.lastReceivedAt ? `Last booking received ${formatDateTime(webhook.lastReceivedAt)}` : 'Nothing received yet'}</p>
    </div>
  );
}

function Steps({ system }: { system: WebhookSystem }) {
  return (
    <details className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">How do I set this up in {WEBHOOK_SYSTEM_NAMES[system]}?</summary>
      {system === 'guesty' ? (
        <ol className="mt-2 list-decimal space-y-1.5 pl-5">
          <li>In Guesty’s Open API, add a webhook with the address above for the events reservation.new and reservation.updated.</li>
          <li>Read that webhook’s signing secret from Guesty (it starts with whsec_) and paste it into “Guesty’s signing secret” above, then Save.</li>
          <li>Optional: enter the Guesty listing id of this property, so bookings of your other listings sent to this address are left out.</li>
          <li>Make or change a booking in Guesty: “Last booking received” updates within a minute.</li>
        </ol>
      ) : (
        <ol className="mt-2 list-decimal space-y-1.5 pl-5">
          <li>Hostfully’s webhook names the booking but not its dates, and it is not signed: it goes through a relay (your integration, or an automation tool) first.</li>
          <li>Register the relay’s address with Hostfully for NEW_BOOKING, BOOKING_UPDATED and BOOKING_CANCELLED.</li>
          <li>For each call, the relay reads the lead from Hostfully’s API, adds it to the call as “lead”, signs it with the secret above (Standard Webhooks) and sends it to the address above.</li>
          <li>Optional: enter this property’s Hostfully UID, so other properties’ bookings sent to this address are left out.</li>
        </ol>
      )}
      <p className="mt-2 text-slate-600">Each confirmed booking’s check-out becomes a linen request for that day; a changed or cancelled booking moves or withdraws it.</p>
    </details>
  );
}
