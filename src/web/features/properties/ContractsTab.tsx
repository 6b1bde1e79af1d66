/**
 * The property detail dialog's Contracts tab: the contracts feature's PropertyContractPanel (view,
 * create, edit, sign, share). Found with import.meta.glob so this builds before that file exists;
 * until then a short note stands in.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { FileText } from 'lucide-react';
import { EmptyState, SectionSpinner } from '@web/components/ui';

type PanelModule = { PropertyContractPanel: ComponentType<{ propertyId: string }> };

const modules = import.meta.glob<PanelModule>('../contracts/PropertyContractPanel.tsx');
const load = Object.values(modules)[0];

const Panel = load ? lazy(() => load().then((m) => ({ default: m.PropertyContractPanel }))) : null;

export function ContractsTab({ propertyId }: { propertyId: string }) {
  if (!Panel) {
    return (
      <EmptyState
        icon={FileText}
        title="Contracts are being set up"
        description="The property's service contract will appear here, ready to create, share and sign."
      />
    );
  }
  return (
    <Suspense fallback={<SectionSpinner label="Loading contract" />}>
      <Panel propertyId={propertyId} />
    </Suspense>
  );
}
