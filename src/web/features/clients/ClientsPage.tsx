/**
 * /clients (docs/product.md §1.2.5): 'Clients', or 'My Details' for a property owner. Server-side search
 * (debounced 300 ms) and status filter, the clients table (cards below 1280 px), the row actions and their
 * modals. /clients?client={id} opens that client's details. An owner without a client record sees My Profile.
 */
import { Fragment, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Eye, LayoutDashboard, Plus, RotateCw, Users } from 'lucide-react';
import { toast } from 'sonner';
import { CLIENT_MESSAGES, SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES } from '@shared/domain/clients';
import type { TClient } from '@shared/schemas/clients';
import { useSession, subjectOf } from '@web/lib/session';
import {
  Alert,
  Button,
  EmptyState,
  PageHeader,
  SectionSpinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useConfirm,
  ListPager,
} from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { ClientAvatar } from './ClientAvatar';
import { ClientFilters } from './ClientFilters';
import { ClientDetailsDialog } from './ClientDetailsDialog';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientPortalDialog } from './ClientPortalDialog';
import { ClientActionsMenu, type ClientActionHandlers } from './ClientRowActions';
import { ClientStatusBadge } from './ClientStatusBadge';
import { canCreateClient, canEditClients, clientAbilities, isPropertyOwner } from '@shared/domain/abilities';
import { formatDate } from '@shared/format-dates';
import { EmailAddress as EmailText } from '@web/components/EmailAddress';
import { MyProfile } from './MyProfile';
import { CLIENTS_PAGE_SIZE, useClients } from './use-clients';
import { useConvertClient } from './use-convert-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDeleteClient } from './use-delete-client';

const statusOptions = [{ value: '', label: 'All Status' }, ...CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABELS[s] }))];

export default function ClientsPage() {
  const me = useSession();
  const owner = isPropertyOwner(subjectOf(me));
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [searchParams, setSearchParams] = useSearchParams();

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const clients = useClients({ search, status, page });

  const [form, setForm] = useState<{ client: TClient | null } | null>(null);
  const [portalClient, setPortalClient] = useState<TClient | null>(null);
  const detailsId = searchParams.get('client');
  const convert = useConvertClient();
  const remove = useDeleteClient();

  function setDetails(id: string | null) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) next.set('client', id);
        else next.delete('client');
        return next;
      },
      { replace: true },
    );
  }

  const handlers: ClientActionHandlers = {
    // One entry to a client's portal: the owner's own is their /portal page; any other client's, the dialog.
    onPortal: (client) => (client.isOwn ? void navigate('/portal') : setPortalClient(client)),
    onDetails: (client) => setDetails(client.id),
    onEdit: (client) => setForm({ client }),
    onConvert: async (client) => {
      const ok = await confirm({ title: CLIENT_MESSAGES.confirmConvert, description: client.name, confirmLabel: 'Convert' });
      if (!ok) return;
      convert.mutate(client.id, {
        onSuccess: () => toast.success(CLIENT_MESSAGES.convertedToCustomer),
        onError: (error) => toast.error(CLIENT_MESSAGES.failedConvert, { description: errorMessage(error) }),
      });
    },
    onDelete: async (client) => {
      const ok = await confirm({ title: CLIENT_MESSAGES.confirmDeleteClient, description: client.name, destructive: true });
      if (!ok) return;
      remove.mutate(client.id, {
        onSuccess: () => toast.success(CLIENT_MESSAGES.clientDeleted),
        onError: (error) => toast.error(CLIENT_MESSAGES.failedDeleteClient, { description: errorMessage(error) }),
      });
    },
  };

  const title = owner ? 'My Details' : 'Clients';
  const filtered = Boolean(search || status);
  const showMyProfile = owner && !filtered && clients.data?.total === 0 && !clients.isPlaceholderData;
  const busy = convert.isPending || remove.isPending;

  return (
    <>
      <PageHeader
        title={title}
        description={owner ? 'Your details, contracts and onboarding.' : 'Leads and customers, their contracts and onboarding.'}
        actions={
          canCreateClient(me) && (
            <Button onClick={() => setForm({ client: null })}>
              <Plus aria-hidden="true" />
              Add Client
            </Button>
          )
        }
      />

      {showMyProfile ? (
        <MyProfile />
      ) : (
        <div className="space-y-4">
          <ClientFilters
            search={searchText}
            onSearch={(text) => {
              setSearchText(text);
              setPage(0);
            }}
            status={status}
            onStatus={(value) => {
              setStatus(value);
              setPage(0);
            }}
            statusOptions={statusOptions}
          />

          {clients.isPending ? (
            <SectionSpinner label="Loading clients" />
          ) : clients.isError ? (
            <Alert
              variant="error"
              title={owner ? CLIENT_MESSAGES.failedLoadProfile : CLIENT_MESSAGES.failedLoadClientData}
              action={
                <Button variant="outline" size="sm" onClick={() => void clients.refetch()}>
                  <RotateCw aria-hidden="true" />
                  Try again
                </Button>
              }
            >
              {errorMessage(clients.error)}
            </Alert>
          ) : clients.data.clients.length === 0 ? (
            <EmptyState
              icon={Users}
              title="No clients found"
              description={filtered ? 'No client matches this search or status.' : 'Clients appear here when they sign up or are added.'}
            />
          ) : (
            <>
              <ClientsTable clients={clients.data.clients} handlers={handlers} busy={busy} />
              <ClientCards clients={clients.data.clients} handlers={handlers} busy={busy} />
              <ListPager
                kind="pages"
                page={page + 1}
                pageSize={CLIENTS_PAGE_SIZE}
                total={clients.data.total}
                noun={['client', 'clients']}
                onPage={(p: number) => setPage(p - 1)}
              />
            </>
          )}
        </div>
      )}

      <ClientFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        client={form?.client ?? null}
        canSetStatus={canEditClients(subjectOf(me))}
      />
      <ClientDetailsDialog clientId={detailsId} onClose={() => setDetails(null)} />
      <ClientPortalDialog client={portalClient} onClose={() => setPortalClient(null)} />
    </>
  );
}

/**
 * From 1280 px: all eight spec columns beside the navigation. Nothing is cut or hidden: names and
 * e-mail addresses wrap (at the @ first) instead of widening the table, so Actions stays in view.
 */
function ClientsTable({ clients, handlers, busy }: { clients: TClient[]; handlers: ClientActionHandlers; busy: boolean }) {
  const me = useSession();
  return (
    <Table label="Clients" wrapperClassName="hidden xl:block" className="min-w-0! [&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
      <TableHeader>
        <TableRow>
          <TableHead className="w-[15%]">Name</TableHead>
          <TableHead className="w-[12%]">Username</TableHead>
          <TableHead className="w-[18%]">Primary Email</TableHead>
          <TableHead className="w-[17%]">Secondary Emails</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last Touch</TableHead>
          <TableHead className="w-px">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableCell className="min-w-28 [overflow-wrap:anywhere]">
              <button
                type="button"
                className="text-left font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => handlers.onDetails(client)}
              >
                {client.name}
              </button>
              {client.contactName && <p className="text-xs text-slate-600">{client.contactName}</p>}
            </TableCell>
            <TableCell className="[overflow-wrap:anywhere]">{client.username || '—'}</TableCell>
            <TableCell className="min-w-40">
              <EmailText email={client.primaryEmail} />
            </TableCell>
            <TableCell className="min-w-40">
              {client.secondaryEmails.length === 0
                ? '—'
                : client.secondaryEmails.map((email, i) => (
                    <Fragment key={email}>
                      {i > 0 && ', '}
                      <EmailText email={email} />
                    </Fragment>
                  ))}
            </TableCell>
            <TableCell className="min-w-24">{client.phone || '—'}</TableCell>
            <TableCell>
              <ClientStatusBadge status={client.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(client.lastTouch)}</TableCell>
            <TableCell>
              <ClientActionsMenu client={client} can={clientAbilities(subjectOf(me), client, me.user.id)} handlers={handlers} busy={busy} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones and tablets (below 1280 px): one card per client with the same facts and actions. */
function ClientCards({ clients, handlers, busy }: { clients: TClient[]; handlers: ClientActionHandlers; busy: boolean }) {
  const me = useSession();
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden" aria-label="Clients">
      {clients.map((client) => (
        <li key={client.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start gap-3">
            <ClientAvatar name={client.name} photo={client.profilePhoto} size="sm" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold break-words text-slate-900">{client.name}</h2>
                <ClientStatusBadge status={client.status} />
              </div>
              {client.contactName && <p className="text-sm text-slate-600">{client.contactName}</p>}
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Email</dt>
            <dd className="min-w-0 text-slate-900 [overflow-wrap:break-word]">
              <EmailText email={client.primaryEmail} />
            </dd>
            {client.secondaryEmails.length > 0 && (
              <>
                <dt className="text-slate-600">Also</dt>
                <dd className="min-w-0 text-slate-900 [overflow-wrap:break-word]">
                  {client.secondaryEmails.map((email, i) => (
                    <Fragment key={email}>
                      {i > 0 && ', '}
                      <EmailText email={email} />
                    </Fragment>
                  ))}
                </dd>
              </>
            )}
            <dt className="text-slate-600">Username</dt>
            <dd className="text-slate-900">{client.username || '—'}</dd>
            <dt className="text-slate-600">Phone</dt>
            <dd className="text-slate-900">{client.phone || '—'}</dd>
            <dt className="text-slate-600">Last touch</dt>
            <dd className="text-slate-900">{formatDate(client.lastTouch)}</dd>
          </dl>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <Button variant="outline" size="sm" onClick={() => handlers.onDetails(client)} aria-label={`View details: ${client.name}`}>
              <Eye aria-hidden="true" />
              Details
            </Button>
            <Button variant="outline" size="sm" onClick={() => handlers.onPortal(client)} aria-label={`Client Portal: ${client.name}`}>
              <LayoutDashboard aria-hidden="true" />
              Client Portal
            </Button>
            <span className="ml-auto">
              <ClientActionsMenu client={client} can={clientAbilities(subjectOf(me), client, me.user.id)} handlers={handlers} busy={busy} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
