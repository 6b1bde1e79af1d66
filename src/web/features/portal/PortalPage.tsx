/**
 * /portal, the client portal (docs/product.md §1.2.6, part 2 'Client Portal'): the property owner's own view
 * of their properties. Header with the user's e-mail and Add Property; counters Properties, Active
 * Contracts (signed, or active once signed through a link) and Linen Services; tabs Getting Started,
 * My Properties, Contracts, Linen Services, Changeovers (the owner's own), Payments due (issue 10;
 * /portal?tab=payments-due opens it) and Statement (issue 23 item 5; /portal?tab=statement); the Need Help block; the Add New Property
 * modal. An owner with no client record gets the Access Error page; the provider's staff get a short
 * note pointing to the Clients screen, where each client's portal opens.
 */
import { canUseOwnerPortal } from '@shared/domain/abilities';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Building2, FileCheck2, Plus, Shirt, Users, type LucideIcon } from 'lucide-react';
import { CLIENT_MESSAGES } from '@shared/constants';
import { isContractFinal } from '@shared/domain/contracts';
import type { TPropertyContract } from '@shared/schemas/contracts';
import type { TClient } from '@shared/schemas/clients';
import type { TPropertyListItem } from '@shared/schemas/properties';
import { Alert, Button, EmptyState, PageHeader, SectionSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { useChangeovers } from '../changeovers/use-changeovers';
import { useClientLinenCards } from '../clients/use-client-linen-cards';
import { useClientPropertyContracts } from '../clients/use-client-property-contracts';
import { useMyClient } from '../clients/use-my-client';
import { usePaymentsDue } from '../collections/use-payments-due';
import { useRecheckOnFocus } from '../onboarding/use-recheck-on-focus';
import { PropertyDetailsDialog } from '../properties/PropertyDetailsDialog';
import { SelectServicesDialog } from '../properties/SelectServicesDialog';
import { useProperties } from '../properties/use-properties';
import { AccessError } from './AccessError';
import { AddPropertyDialog } from './AddPropertyDialog';
import { ContractDialog, type ContractDialogTarget } from './ContractDialog';
import { GettingStartedTab } from './GettingStartedTab';
import { LinenServicesTab } from './LinenServicesTab';
import { MyPropertiesTab } from './MyPropertiesTab';
import { PortalContractsTab } from './PortalContractsTab';
import { ChangeoversTab } from './ChangeoversTab';
import { PaymentsDueTab } from './PaymentsDueTab';
import { InvoicesBody } from '../invoices/InvoicesBody';
import { StatementView } from '../statements/StatementView';
import { portalTabOf, type PortalActions, type PortalTab } from './portal-actions';
import { NeedHelp } from './SupportLinks';

const TITLE = 'Client Portal';

export default function PortalPage() {
  const me = useSession();
  if (!canUseOwnerPortal(subjectOf(me))) return <StaffNotice />;
  return <OwnerPortal />;
}

function OwnerPortal() {
  const client = useMyClient();
  if (client.isPending) {
    return (
      <>
        <PageHeader title={TITLE} />
        <SectionSpinner label="Loading your portal" />
      </>
    );
  }
  if (client.isError) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Alert
          variant="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void client.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(client.error, CLIENT_MESSAGES.failedLoadClientData)}
        </Alert>
      </>
    );
  }
  if (!client.data) return <AccessError />;
  return <Portal client={client.data} />;
}

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'details'; propertyId: string }
  | { kind: 'services'; property: TPropertyListItem }
  | { kind: 'contract'; target: ContractDialogTarget }
  | null;

function Portal({ client }: { client: TClient }) {
  const me = useSession();
  // The address may name a tab (/portal?tab=payments-due from the charge e-mail); switching tabs is local.
  const [params] = useSearchParams();
  const linkedTab = portalTabOf(params.get('tab'));
  const [tab, setTab] = useState<PortalTab>(linkedTab);
  const [shownLink, setShownLink] = useState(linkedTab);
  if (shownLink !== linkedTab) {
    setShownLink(linkedTab);
    setTab(linkedTab);
  }
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const properties = useProperties({
    archived: false,
    search: '',
    clientId: client.id,
    page: 0,
  });
  const contracts = useClientPropertyContracts(client.id);
  const cards = useClientLinenCards(client.id);
  const changeovers = useChangeovers({ search: '', status: 'all' });
  const paymentsDue = usePaymentsDue();
  // Back from the deposit checkout: the webhook has ticked task 3; read the properties again 1 s after focus.
  useRecheckOnFocus(() => void properties.refetch());

  const propertyList = properties.data?.properties ?? [];
  // The endpoint returns the contracts feature's full shape.
  const contractList = (contracts.data ?? []) as unknown as TPropertyContract[];
  const activeContracts = contractList.filter((c) => isContractFinal(c.status)).length;

  const actions: PortalActions = {
    openDetails: (p) => setDialog({ kind: 'details', propertyId: p.id }),
    openServices: (p) => setDialog({ kind: 'services', property: p }),
    openContract: (p) =>
      setDialog({
        kind: 'contract',
        target: { propertyId: p.id, propertyName: p.name },
      }),
    showTab: setTab,
  };
  const openAdd = () => setDialog({ kind: 'add' });
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <>
      <PageHeader
        title={TITLE}
        description={
          <>
            <span className="font-medium text-slate-800">{client.name}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, signed in as </span>
            <span className="[overflow-wrap:anywhere]">{me.user.email}</span>
          </>
        }
        actions={
          <Button onClick={openAdd} className="w-full sm:w-auto">
            <Plus aria-hidden="true" />
            Add Property
          </Button>
        }
      />
      <div className="space-y-6">
        <section aria-label="Summary" className="grid grid-cols-3 gap-2 sm:gap-4">
          <Counter label="Properties" icon={Building2} value={properties.data?.total} loading={properties.isPending} />
          <Counter label="Active Contracts" icon={FileCheck2} value={activeContracts} loading={contracts.isPending} />
          <Counter label="Linen Services" icon={Shirt} value={cards.data?.length} loading={cards.isPending} />
        </section>

        {properties.data && properties.data.total > propertyList.length && (
          <Alert
            variant="info"
            action={
              <Button variant="outline" size="sm" asChild>
                <Link to="/properties">All properties</Link>
              </Button>
            }
          >
            Showing the newest {propertyList.length} of your {properties.data.total} properties here. The Properties page lists them all.
          </Alert>
        )}

        <Tabs value={tab} onValueChange={(v) => setTab(v as PortalTab)}>
          <TabsList aria-label="Client Portal">
            <TabsTrigger value="getting-started">Getting Started</TabsTrigger>
            <TabsTrigger value="properties">My Properties</TabsTrigger>
            <TabsTrigger value="contracts">Contracts</TabsTrigger>
            <TabsTrigger value="linen">Linen Services</TabsTrigger>
            <TabsTrigger value="changeovers">Changeovers</TabsTrigger>
            <TabsTrigger value="payments-due">Payments due</TabsTrigger>
            <TabsTrigger value="invoices">Invoices</TabsTrigger>
            <TabsTrigger value="statement">Statement</TabsTrigger>
          </TabsList>
          <TabsContent value="getting-started">
            <Loaded query={properties} label="Loading your properties">
              <GettingStartedTab properties={propertyList} actions={actions} onAddProperty={openAdd} />
            </Loaded>
          </TabsContent>
          <TabsContent value="properties">
            <Loaded query={properties} label="Loading your properties">
              <MyPropertiesTab properties={propertyList} actions={actions} onAddProperty={openAdd} />
            </Loaded>
          </TabsContent>
          <TabsContent value="contracts">
            <Loaded query={contracts} label="Loading your contracts">
              <PortalContractsTab contracts={contractList} actions={actions} />
            </Loaded>
          </TabsContent>
          <TabsContent value="linen">
            <Loaded query={cards} label="Loading your linen services">
              <LinenServicesTab cards={cards.data ?? []} />
            </Loaded>
          </TabsContent>
          <TabsContent value="changeovers">
            <Loaded query={changeovers.list} label="Loading your changeovers">
              <ChangeoversTab pages={changeovers} />
            </Loaded>
          </TabsContent>
          <TabsContent value="payments-due">
            <Loaded query={paymentsDue} label="Loading your payments due">
              <PaymentsDueTab items={paymentsDue.data?.items ?? []} />
            </Loaded>
          </TabsContent>
          <TabsContent value="invoices">{tab === 'invoices' && <InvoicesBody filter="all" showCustomer={false} />}</TabsContent>
          <TabsContent value="statement">
            {tab === 'statement' && <StatementView clientId={client.id} />}
          </TabsContent>
        </Tabs>

        <NeedHelp />

        <AddPropertyDialog open={dialog?.kind === 'add'} onOpenChange={close} clientId={client.id} onAdded={() => setTab('getting-started')} />
        <PropertyDetailsDialog
          open={dialog?.kind === 'details'}
          onOpenChange={close}
          propertyId={dialog?.kind === 'details' ? dialog.propertyId : ''}
        />
        {dialog?.kind === 'services' && <SelectServicesDialog open onOpenChange={close} property={dialog.property} />}
        <ContractDialog target={dialog?.kind === 'contract' ? dialog.target : null} onClose={() => setDialog(null)} />
      </div>
    </>
  );
}

function Counter({ label, icon: Icon, value, loading }: { label: string; icon: LucideIcon; value: number | undefined; loading: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span aria-hidden="true" className="hidden size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:grid">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-2xl font-semibold text-slate-900 tabular-nums sm:text-3xl">{loading ? '…' : (value ?? 0)}</p>
        <p className="text-xs leading-tight font-medium text-slate-600 sm:text-sm">{label}</p>
      </div>
    </div>
  );
}

function Loaded({
  query,
  label,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  label: string;
  children: ReactNode;
}) {
  if (query.isPending) return <SectionSpinner label={label} />;
  if (query.isError) {
    return (
      <Alert
        variant="error"
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(query.error, CLIENT_MESSAGES.failedLoadClientData)}
      </Alert>
    );
  }
  return <>{children}</>;
}

/** Staff and super admins: the portal is the owners' view; each client's portal opens from Clients. */
function StaffNotice() {
  return (
    <>
      <PageHeader title={TITLE} description="The property owners' own view of their properties, contracts and linen services." />
      <EmptyState
        icon={Users}
        headingLevel={2}
        title="This page is for property owners"
        description="Each owner signs in and sees their own properties, onboarding steps, contracts and linen services here. To see what a client sees, open Clients and choose Client Portal on the client's row."
        action={
          <Button asChild>
            <Link to="/clients">Go to Clients</Link>
          </Button>
        }
      />
    </>
  );
}
