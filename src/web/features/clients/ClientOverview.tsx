/** Details → Overview: contact info, status, username, last touch, secondary e-mails, billing notes, photo. */
import { useRef, type ReactNode } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/constants';
import { avatarFileProblem } from '@shared/domain/avatar';
import type { TClient } from '@shared/schemas/clients';
import { Button } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { ClientAvatar } from './ClientAvatar';
import { ClientStatusBadge } from './ClientStatusBadge';
import { formatDateTime } from '@shared/format-dates';
import { useClientPhoto } from './use-client-photo';

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

export function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-500">Not provided</span>;

export function ClientOverview({ client, canEdit }: { client: TClient; canEdit: boolean }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <ClientAvatar name={client.name} photo={client.profilePhoto} size="lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-lg font-semibold text-slate-900">{client.name}</p>
          <ClientStatusBadge status={client.status} />
        </div>
        {canEdit && (
          <div className="basis-full sm:basis-auto">
            <PhotoButtons client={client} />
          </div>
        )}
      </div>
      <section aria-labelledby={`contact-${client.id}`} className="space-y-3">
        <h3 id={`contact-${client.id}`} className="text-sm font-semibold text-slate-900">
          Contact information
        </h3>
        <DetailList>
          <Detail label="Contact Name">{client.contactName || none}</Detail>
          <Detail label="Primary Email">
            <a className="text-brand-800 underline-offset-2 hover:underline" href={`mailto:${client.primaryEmail}`}>
              {client.primaryEmail}
            </a>
          </Detail>
          <Detail label="Phone">{client.phone || none}</Detail>
          <Detail label="Username">{client.username || none}</Detail>
          <Detail label="Status">
            <ClientStatusBadge status={client.status} />
          </Detail>
          <Detail label="Last Touch">{formatDateTime(client.lastTouch)}</Detail>
          <Detail label="Secondary Emails" wide>
            {client.secondaryEmails.length ? (
              <ul className="space-y-0.5">
                {client.secondaryEmails.map((email) => (
                  <li key={email}>{email}</li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Detail>
          <Detail label="Billing Notes" wide>
            {client.billingNotes ? <span className="whitespace-pre-line">{client.billingNotes}</span> : none}
          </Detail>
        </DetailList>
      </section>
    </div>
  );
}

/** Choose or remove the profile photo (an image under 2 MB). */
export function PhotoButtons({ client }: { client: TClient }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useClientPhoto();

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(
      { id: client.id, file },
      {
        onSuccess: () => toast.success(MESSAGES.profileImageUpdated),
        onError: (error) => toast.error(errorMessage(error, MESSAGES.failedUploadImage)),
      },
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
        <Camera aria-hidden="true" />
        {client.profilePhoto ? 'Change photo' : 'Upload photo'}
      </Button>
      {client.profilePhoto && (
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          onClick={() => remove.mutate(client.id, { onError: (error) => toast.error(errorMessage(error)) })}
        >
          <Trash2 aria-hidden="true" />
          Remove photo
        </Button>
      )}
    </div>
  );
}
