/**
 * /admin/clients, the Super Admin Console (docs/product.md §2.2): the cards, search by name, e-mail or
 * username and the status filter (done by the server, paged), the clients with the status toggle,
 * view in a new tab, convert and delete, and the System Overview.
 */
import { useState } from 'react';
import { SearchX, Users } from 'lucide-react';
import { toast } from 'sonner';
import { CLIENT_MESSAGES, SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { ADMIN_MESSAGES, statusSwitchConfirmation } from '@shared/domain/admin-console';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES } from '@shared/domain/clients';
import type { TAdminClientRow } from '@shared/schemas/admin';
import { Alert, EmptyState, ListPager, PageHeader, SectionSpinner, useConfirm } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { ClientFilters } from '@web/features/clients/ClientFilters';
import { useConvertClient } from '@web/features/clients/use-convert-client';
import { useDeleteClient } from '@web/features/clients/use-delete-client';
import { AdminClientsTable, type AdminClientActions } from './AdminClientsTable';
import { AdminNav } from './AdminNav';
import { StatCards } from './StatCards';
import { SystemOverview } from './SystemOverview';
import { useAdminClients, useRefreshClients, useToggleClientStatus } from './use-admin-clients';

const STATUS_OPTIONS = [{ value: 'all', label: 'All' }, ...CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABELS[s] }))];

export default function AdminClientsPage() {
  const confirm = useConfirm();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const list = useAdminClients({ search, status, page });
  const toggle = useToggleClientStatus();
  const convert = useConvertClient();
  const remove = useDeleteClient();
  const refresh = useRefreshClients();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(client: TAdminClientRow, work: () => Promise<unknown>, failure: string, success: string) {
    setBusyId(client.id);
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(failure, { description: errorMessage(error) });
    } finally {
      setBusyId(null);
      void refresh();
    }
  }

  const actions: AdminClientActions = {
    busyId,
    // The switch asks first, either way (issue 19 M10): one slip must not demote a customer.
    onToggle: async (client) => {
      if (!(await confirm(statusSwitchConfirmation(client)))) return;
      await run(client, () => toggle.mutateAsync(client.id), ADMIN_MESSAGES.failedUpdateStatus, `${client.name}: status updated`);
    },
    onConvert: async (client) => {
      if (!(await confirm({ title: CLIENT_MESSAGES.confirmConvert, description: client.name, confirmLabel: 'Convert' }))) return;
      await run(client, () => convert.mutateAsync(client.id), CLIENT_MESSAGES.failedConvert, CLIENT_MESSAGES.convertedToCustomer);
    },
    onDelete: async (client) => {
      if (!(await confirm({ title: ADMIN_MESSAGES.confirmDeleteClient, description: client.name, destructive: true }))) return;
      await run(client, () => remove.mutateAsync(client.id), ADMIN_MESSAGES.failedDeleteClient, CLIENT_MESSAGES.clientDeleted);
    },
  };

  const data = list.data;
  let body;
  if (list.isError)
    body = (
      <Alert variant="error" title={ADMIN_MESSAGES.failedFetchClients}>
        {errorMessage(list.error, 'Please try again.')}
      </Alert>
    );
  else if (!data) body = <SectionSpinner label="Loading clients" />;
  else if (data.clients.length === 0)
    body =
      search === '' && status === 'all' ? (
        <EmptyState icon={Users} title="No clients yet" description="Clients appear here when they sign up or are added." />
      ) : (
        <EmptyState icon={SearchX} title="No clients match" description="Try another search or status." />
      );
  else body = <AdminClientsTable rows={data.clients} actions={actions} />;

  return (
    <>
      <PageHeader title="Super Admin Console" description="Every client, their properties and services, and the system at a glance." />
      <AdminNav />
      {data && (
        <StatCards
          label="Client summary"
          className="mb-6"
          stats={[
            { label: 'Total Clients', value: data.cards.totalClients },
            { label: 'Active Customers', value: data.cards.activeCustomers },
            { label: 'Total Properties', value: data.cards.totalProperties },
            { label: 'Active Services', value: data.cards.activeServices },
          ]}
        />
      )}
      <ClientFilters
        className="mb-4"
        search={searchText}
        onSearch={(text) => {
          setSearchText(text);
          setPage(1);
        }}
        status={status}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
        statusOptions={STATUS_OPTIONS}
      />
      <div aria-busy={list.isFetching || undefined}>{body}</div>
      {data && data.total > 0 && (
        <ListPager kind="pages" page={data.page} pageSize={data.pageSize} total={data.total} noun={['client', 'clients']} onPage={setPage} />
      )}
      {data && <SystemOverview overview={data.overview} />}
    </>
  );
}
