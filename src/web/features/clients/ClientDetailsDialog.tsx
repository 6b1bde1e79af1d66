/** The client details modal: tabs Overview, Contracts and Onboarding (docs/product.md §1.2.5). */
import { CLIENT_MESSAGES } from '@shared/constants';
import { useSession } from '@web/lib/session';
import { Alert, Dialog, SectionSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { ClientContractsTab } from './ClientContractsTab';
import { ClientOnboardingTab } from './ClientOnboardingTab';
import { ClientOverview } from './ClientOverview';
import { clientPermissions } from './client-permissions';
import { useClient } from './use-client';

export function ClientDetailsDialog({ clientId, onClose }: { clientId: string | null; onClose: () => void }) {
  const me = useSession();
  const client = useClient(clientId);
  const title = client.data ? client.data.name : 'Client details';

  return (
    <Dialog open={clientId !== null} onOpenChange={(open) => !open && onClose()} title={title} description="Client details" size="xl">
      {client.isPending ? (
        <SectionSpinner label="Loading client" />
      ) : client.isError ? (
        <Alert variant="error">{errorMessage(client.error, CLIENT_MESSAGES.failedLoadClientData)}</Alert>
      ) : (
        <Tabs defaultValue="overview">
          <TabsList aria-label="Client details">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="contracts">Contracts</TabsTrigger>
            <TabsTrigger value="onboarding">Onboarding</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <ClientOverview client={client.data} canEdit={clientPermissions(me, client.data).edit} />
          </TabsContent>
          <TabsContent value="contracts">
            <ClientContractsTab clientId={client.data.id} canManage={clientPermissions(me, client.data).manageContracts} />
          </TabsContent>
          <TabsContent value="onboarding">
            <ClientOnboardingTab clientId={client.data.id} />
          </TabsContent>
        </Tabs>
      )}
    </Dialog>
  );
}
