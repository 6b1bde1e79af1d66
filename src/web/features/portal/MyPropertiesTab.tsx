/**
 * My Properties: one card per property with its setup progress, beds, contract and deposit state,
 * the date added and the notes, and actions that all work (DESIGN §5.5): the property form, signing,
 * the signed contract as a PDF (view and download), the deposit, and the setup steps.
 */
import { isPropertyOwner } from '@shared/domain/abilities';
import { Building2, ClipboardList, ListChecks } from 'lucide-react';
import { depositState } from '@shared/domain/deposit';
import type { TPropertyListItem } from '@shared/schemas/properties';
import { Button, EmptyState } from '@web/components/ui';
import { PayDepositButton } from '../onboarding/PayDepositButton';
import { useSession, subjectOf } from '@web/lib/session';
import type { TDepositRefundSummary } from '@shared/schemas/deposit-refunds';
import { DepositRefundsNotice, refundOf } from '../deposit-refunds/DepositRefundsNotice';
import { DepositRefundStatus } from '../deposit-refunds/DepositRefundStatus';
import { useDepositRefunds } from '../deposit-refunds/use-deposit-refunds';
import { AddPropertyButton } from './components/AddPropertyButton';
import { PropertySummaryCard } from './components/PropertySummaryCard';
import { DownloadPdfLink, SignContractAction, ViewPdfLink } from './ContractLinks';
import { contractAccess, detailsSent } from './next-step';
import type { PortalActions, PropertyTabProps } from './portal-actions';

export function MyPropertiesTab({ properties, actions, onAddProperty }: PropertyTabProps) {
  const me = useSession();
  const refunds = useDepositRefunds(isPropertyOwner(subjectOf(me))).data;
  const notice = refunds && <DepositRefundsNotice refunds={refunds} listedIds={properties.map((p) => p.id)} />;
  if (properties.length === 0) {
    return (
      <div className="space-y-4">
        {notice}
        <EmptyState
          icon={Building2}
          headingLevel={2}
          title="No properties yet"
          description="Add your short-let properties to set up their linen service."
          action={<AddPropertyButton onClick={onAddProperty} />}
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {notice}
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="My properties">
        {properties.map((p) => (
          <li key={p.id}>
            <PropertyCard property={p} actions={actions} refund={refundOf(refunds, p.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PropertyCard({ property: p, actions, refund }: { property: TPropertyListItem; actions: PortalActions; refund?: TDepositRefundSummary }) {
  const access = contractAccess(p.contract);
  const detailsDone = p.onboardingTasks.some((t) => t.id === 2 && t.completed);
  const detailsLabel = detailsDone || detailsSent(p) ? 'Edit Details' : 'Complete Property Form';
  return (
    <PropertySummaryCard property={p} depositNote={refund && <DepositRefundStatus refund={refund} />}>
      {access.kind === 'none' && !p.contractSigned && (
        <p className="text-sm text-slate-600">Your service contract is prepared by our team once the other setup steps are done.</p>
      )}

      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button size="sm" variant="outline" onClick={() => actions.openDetails(p)} aria-label={`${detailsLabel}: ${p.name}`}>
          <ClipboardList aria-hidden="true" />
          {detailsLabel}
        </Button>
        {access.kind === 'signed' ? (
          <>
            <ViewPdfLink contractId={access.contractId} label="View Signed Contract" accessibleName={`View Signed Contract: ${p.name}`} />
            <DownloadPdfLink contractId={access.contractId} accessibleName={`Download PDF: ${p.name} contract`} />
          </>
        ) : (
          <SignContractAction access={access} onOpenPanel={() => actions.openContract(p)} accessibleName={`Sign Contract: ${p.name}`} />
        )}
        {depositState(p) === 'due' && <PayDepositButton propertyId={p.id} />}
        {p.onboardingProgress < 100 && (
          <Button size="sm" variant="ghost" onClick={() => actions.showTab('getting-started')}>
            <ListChecks aria-hidden="true" />
            Setup Steps
          </Button>
        )}
      </div>
    </PropertySummaryCard>
  );
}
