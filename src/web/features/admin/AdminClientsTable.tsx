/**
 * The console's clients: a table from 1536 px up with the spec's columns (client name, contact name,
 * username, primary email, phone, extra emails, status toggle, properties, active services, onboarding
 * progress, last activity, actions), cards below it so nothing is cut on a phone.
 */
import { ExternalLink, Trash2, UserCheck } from 'lucide-react';
import { CLIENT_STATUS_LABELS, canConvertToCustomer } from '@shared/domain/clients';
import { formatDateTime } from '@shared/format-dates';
import type { TAdminClientRow } from '@shared/schemas/admin';
import { Button, DetailItem, Switch, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';
import { EmailAddress } from '@web/components/EmailAddress';
import { ClientStatusBadge } from '@web/features/clients/ClientStatusBadge';

export interface AdminClientActions {
  onToggle: (client: TAdminClientRow) => void | Promise<void>;
  onConvert: (client: TAdminClientRow) => void;
  onDelete: (client: TAdminClientRow) => void;
  /** The client whose change is being saved. */
  busyId: string | null;
}

function StatusToggle({ client, actions }: { client: TAdminClientRow; actions: AdminClientActions }) {
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={client.status === 'customer'}
        onCheckedChange={() => void actions.onToggle(client)}
        disabled={actions.busyId === client.id}
        aria-label={`Customer: ${client.name} (${CLIENT_STATUS_LABELS[client.status]})`}
      />
      <ClientStatusBadge status={client.status} />
    </div>
  );
}

function Progress({ value }: { value: number }) {
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${value}%` }} />
      </div>
      <span className="text-xs text-slate-700 tabular-nums">{value}%</span>
    </div>
  );
}

function RowActions({ client, actions }: { client: TAdminClientRow; actions: AdminClientActions }) {
  const busy = actions.busyId === client.id;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button asChild variant="outline" size="icon" title="View in a new tab">
        <a href={`/clients?client=${encodeURIComponent(client.id)}`} target="_blank" rel="noopener" aria-label={`View ${client.name} in a new tab`}>
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
      {canConvertToCustomer(client.status) && (
        <Button
          variant="outline"
          size="icon"
          title="Convert to customer"
          aria-label={`Convert ${client.name} to customer`}
          disabled={busy}
          onClick={() => actions.onConvert(client)}
        >
          <UserCheck aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="outline"
        size="icon"
        title="Delete"
        aria-label={`Delete ${client.name}`}
        disabled={busy}
        onClick={() => actions.onDelete(client)}
        className="text-red-700"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export function AdminClientsTable({ rows, actions }: { rows: TAdminClientRow[]; actions: AdminClientActions }) {
  return (
    <>
      <div className="hidden 2xl:block">
        <Table label="Clients" className="[&_td]:px-2.5 [&_th]:px-2.5">
          <TableHeader>
            <TableRow>
              <TableHead>Client</TableHead>
              <TableHead>Contact</TableHead>
              <TableHead>Username</TableHead>
              <TableHead>Primary Email</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead className="text-right">Extra Emails</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Properties</TableHead>
              <TableHead className="text-right">Services</TableHead>
              <TableHead>Onboarding</TableHead>
              <TableHead>Last Activity</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id} data-client-id={c.id}>
                <TableCell className="font-medium text-slate-900">{c.name}</TableCell>
                <TableCell>{c.contactName ?? '—'}</TableCell>
                <TableCell>{c.username ?? '—'}</TableCell>
                <TableCell className="min-w-44">
                  <EmailAddress email={c.primaryEmail} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{c.phone ?? '—'}</TableCell>
                <TableCell className="text-right tabular-nums">{c.extraEmailsCount}</TableCell>
                <TableCell>
                  <StatusToggle client={c} actions={actions} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{c.propertiesCount}</TableCell>
                <TableCell className="text-right tabular-nums">{c.activeServicesCount}</TableCell>
                <TableCell>
                  <Progress value={c.onboardingProgress} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(c.lastTouch)}</TableCell>
                <TableCell>
                  <RowActions client={c} actions={actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Clients" className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:hidden">
        {rows.map((c) => (
          <li key={c.id} data-client-id={c.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="mb-3 flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{c.name}</h2>
                <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{c.contactName ?? 'No contact name'}</p>
              </div>
              <RowActions client={c} actions={actions} />
            </div>
            <div className="mb-3">
              <StatusToggle client={c} actions={actions} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <DetailItem label="Primary Email" wide>
                <EmailAddress email={c.primaryEmail} />
              </DetailItem>
              <DetailItem label="Username">{c.username ?? '—'}</DetailItem>
              <DetailItem label="Phone">{c.phone ?? '—'}</DetailItem>
              <DetailItem label="Extra Emails">{c.extraEmailsCount}</DetailItem>
              <DetailItem label="Properties">{c.propertiesCount}</DetailItem>
              <DetailItem label="Active Services">{c.activeServicesCount}</DetailItem>
              <DetailItem label="Last Activity">{formatDateTime(c.lastTouch)}</DetailItem>
              <DetailItem label="Onboarding" wide>
                <Progress value={c.onboardingProgress} />
              </DetailItem>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
