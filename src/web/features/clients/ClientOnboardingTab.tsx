/**
 * Details → Onboarding: for each of the client's properties, the same onboarding checklist as the
 * property's onboarding modal (PropertyOnboardingPanel): progress, the five tasks with their actions,
 * and task 3's deposit state and wording (one component, so the screens never disagree).
 */
import { Building2 } from 'lucide-react';
import { CLIENT_MESSAGES } from '@shared/constants';
import { Alert, EmptyState, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { PropertyOnboardingPanel } from '../onboarding/PropertyOnboardingPanel';
import { useClientProperties } from './use-client-properties';

export function ClientOnboardingTab({ clientId }: { clientId: string }) {
  const properties = useClientProperties(clientId);

  if (properties.isPending) return <SectionSpinner label="Loading onboarding" />;
  if (properties.isError) return <Alert variant="error">{errorMessage(properties.error, CLIENT_MESSAGES.failedLoadClientData)}</Alert>;
  if (properties.data.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title="No properties yet"
        description="Onboarding starts when a property is added for this client on the Properties screen."
      />
    );
  }
  return (
    <div className="space-y-4">
      {properties.data.map((property) => (
        <section key={property.id} aria-labelledby={`onboarding-${property.id}`} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <h3 id={`onboarding-${property.id}`} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {property.name}
          </h3>
          <PropertyOnboardingPanel propertyId={property.id} />
        </section>
      ))}
    </div>
  );
}
