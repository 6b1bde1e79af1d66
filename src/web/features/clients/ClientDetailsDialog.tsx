/** The client details modal: tabs Overview, Contracts and Onboarding (docs/product.md §1.2.5). */
import { clientAbilities } from '@shared/domain/abilities';
import { CLIENT_MESSAGES } from '@shared/constants';
import { useSession, subjectOf } from '@web/lib/session';
import { Alert, Dialog, SectionSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { ClientContractsTab } from './ClientContractsTab';
import { ClientOnboardingTab } from './ClientOnboardingTab';
import { ClientOverview } from './ClientOverview';
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
            <ClientOverview client={client.data} canEdit={clientAbilities(subjectOf(me), client.data, me.user.id).edit} />
          </TabsContent>
          <TabsContent value="contracts">
            <ClientContractsTab clientId={client.data.id} canManage={clientAbilities(subjectOf(me), client.data, me.user.id).manageContracts} />
          </TabsContent>
          <TabsContent value="onboarding">
            <ClientOnboardingTab clientId={client.data.id} />
          </TabsContent>
        </Tabs>
      )}
    </Dialog>
  );
}
