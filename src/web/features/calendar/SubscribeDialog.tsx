/**
 * 'Subscribe': the caller's private feed URL with Copy and how to add it to Google Calendar, Apple
 * Calendar or Outlook; 'Create link' when there is none, 'Regenerate link' (after a confirm: the old
 * link stops working) and 'Stop sharing'.
 */
import { Copy, Link2, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, Button, Dialog, Field, Input, SectionSpinner, useConfirm } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { copyText } from '@web/lib/clipboard';
import { formatDateTime } from '@shared/format-dates';
import { useCalendarFeed } from './use-calendar-feed';
import { useCreateFeed } from './use-create-feed';
import { useDeleteFeed } from './use-delete-feed';

export function SubscribeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Subscribe to your calendar"
      description="A private link that calendar apps read to show your linen requests and events. Anyone with the link can see them."
    >
      {open && <FeedPanel />}
    </Dialog>
  );
}

function FeedPanel() {
  const feed = useCalendarFeed({ enabled: true });
  const create = useCreateFeed();
  const remove = useDeleteFeed();
  const confirm = useConfirm();
  const busy = create.isPending || remove.isPending;

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: () => toast.success('Calendar link created'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to create the link. Please try again.')),
    });

  async function onRegenerate() {
    const ok = await confirm({
      title: 'Regenerate the link?',
      description: 'The old link stops working: calendars subscribed to it stop updating until you give them the new one.',
      confirmLabel: 'Regenerate link',
      destructive: true,
    });
    if (!ok) return;
    create.mutate(undefined, {
      onSuccess: () => toast.success('New calendar link created; the old one no longer works'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to regenerate the link. Please try again.')),
    });
  }

  async function onStop() {
    const ok = await confirm({
      title: 'Stop sharing your calendar?',
      description: 'The link stops working and subscribed calendars stop updating.',
      confirmLabel: 'Stop sharing',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Calendar link removed'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to remove the link. Please try again.')),
    });
  }

  async function onCopy(url: string) {
    if (await copyText(url)) toast.success('Link copied');
    else toast.error('Could not copy the link: select it and copy it by hand.');
  }

  if (feed.isPending) return <SectionSpinner label="Loading your calendar link" />;
  if (feed.isError) return <Alert variant="error">{errorMessage(feed.error)}</Alert>;
  const url = feed.data.url;

  if (!url)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          You have no calendar link yet. Create one to see your calendar in Google Calendar, Apple Calendar or Outlook.
        </p>
        <Button onClick={onCreate} loading={create.isPending} loadingText="Creating...">
          <Link2 aria-hidden="true" />
          Create link
        </Button>
      </div>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field
          label="Your private calendar link"
          className="min-w-0 flex-1"
          hint={feed.data.createdAt ? `Created ${formatDateTime(feed.data.createdAt)}` : undefined}
        >
          <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
        </Field>
        <Button variant="outline" onClick={() => void onCopy(url)}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <div className="space-y-2 text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">How to add it</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Google Calendar</strong> (on a computer): Other calendars, +, From URL; paste the link and choose Add calendar.
          </li>
          <li>
            <strong>Apple Calendar</strong>: File, New Calendar Subscription (on iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar); paste
            the link.
          </li>
          <li>
            <strong>Outlook</strong>: Add calendar, Subscribe from web; paste the link and choose Import.
          </li>
        </ul>
        <p className="text-slate-600">Calendar apps refresh subscriptions on their own schedule, from every few minutes to once a day.</p>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} loading={remove.isPending} loadingText="Stopping..." onClick={() => void onStop()}>
          Stop sharing
        </Button>
        <Button variant="secondary" disabled={busy} loading={create.isPending} loadingText="Regenerating..." onClick={() => void onRegenerate()}>
          <RefreshCw aria-hidden="true" />
          Regenerate link
        </Button>
      </div>
    </div>
  );
}
