import { useState } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import type { TDeviceSession } from '@shared/schemas/sessions';
import { Alert, Badge, Button, Checkbox, ConfirmDialog, SectionSpinner } from '@web/components/ui';
import { useCalendarFeed } from '@web/features/calendar/use-calendar-feed';
import { errorMessage } from '@web/lib/api';
import { formatDateTime } from '@shared/format-dates';
import { SettingsSection } from './SettingsSection';
import { useSessions, useSignOutDevice, useSignOutOtherDevices } from './use-sessions';

const PHONES = new Set(['iPhone', 'iPad', 'Android']);
const deviceName = (d: TDeviceSession) => `${d.browser} on ${d.os}`;

function DeviceRow({ device, onSignOut, busy }: { device: TDeviceSession; onSignOut: () => void; busy: boolean }) {
  const Icon = PHONES.has(device.os) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {deviceName(device)}
            {device.current && <Badge variant="success">This device</Badge>}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
            <dt>IP address</dt>
            <dd className="break-all">{device.ipAddress ?? 'Unknown'}</dd>
            <dt>Signed in</dt>
            <dd>{formatDateTime(device.signedInAt)}</dd>
            <dt>Last active</dt>
            <dd>{formatDateTime(device.lastActiveAt)}</dd>
          </dl>
        </div>
      </div>
      {!device.current && (
        <Button variant="outline" size="sm" className="self-start sm:self-center" loading={busy} loadingText="Signing out..." onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign out
          <span className="sr-only"> {deviceName(device)}</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Security: where the user is signed in, with 'Sign out' per device and 'Sign out everywhere else',
 * which also offers (ticked) a new calendar feed link, since the old one works without a session.
 */
export function DevicesSection() {
  const sessions = useSessions();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const feed = useCalendarFeed({ enabled: true });
  const hasFeed = Boolean(feed.data?.url);
  const [confirming, setConfirming] = useState(false);
  const [resetFeed, setResetFeed] = useState(true);
  const others = (sessions.data ?? []).filter((d) => !d.current).length;

  async function onSignOut(device: TDeviceSession) {
    try {
      await signOut.mutateAsync(device.id);
      toast.success(`Signed out ${deviceName(device)}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not sign out that device.'));
    }
  }

  function openConfirm() {
    setResetFeed(true);
    setConfirming(true);
  }

  // Errors stay in the dialog (ConfirmDialog shows the message); success closes it.
  async function onSignOutOthers() {
    const { signedOut, calendarFeedReset } = await signOutOthers.mutateAsync({ resetCalendarFeed: hasFeed && resetFeed });
    const devices = signedOut === 1 ? 'Signed out 1 other device.' : `Signed out ${signedOut} other devices.`;
    toast.success(calendarFeedReset ? `${devices} Your calendar feed has a new link.` : devices);
  }

  return (
    <SettingsSection
      title="Signed-in Devices"
      description="Where your account is signed in now. Sign out any device you do not recognise, then change your password."
      actions={
        others > 0 && (
          <Button variant="outline" loading={signOutOthers.isPending} loadingText="Signing out..." onClick={openConfirm}>
            <LogOut aria-hidden="true" />
            Sign out everywhere else
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <SectionSpinner label="Loading your devices" />
      ) : sessions.isError ? (
        <Alert variant="error" title="Could not load your devices">
          {errorMessage(sessions.error, 'Please try again.')}
        </Alert>
      ) : (
        <ul aria-label="Signed-in devices" className="divide-y divide-slate-200">
          {sessions.data.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              busy={signOut.isPending && signOut.variables === device.id}
              onSignOut={() => void onSignOut(device)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onSignOutOthers}
        title="Sign out everywhere else?"
        description={`Your ${others === 1 ? 'other device' : `${others} other devices`} will need to sign in again. This device stays signed in.`}
        confirmLabel="Sign Out Everywhere Else"
        destructive
      >
        {hasFeed && (
          <Checkbox
            checked={resetFeed}
            onCheckedChange={(checked) => setResetFeed(checked === true)}
            label="Also reset my calendar feed link"
            description="The old link stops working at once. Calendar apps need the new link from Calendar > Subscribe."
          />
        )}
      </ConfirmDialog>
    </SettingsSection>
  );
}
