/**
 * Contracts: the client's property contracts. A signed one offers View (the PDF in the browser) and
 * Download PDF; an unsigned one has no PDF yet, so it offers View Terms (the terms read-only in a
 * dialog) and, while it is ready to sign, Sign Contract.
 */
import { useState } from 'react';
import { Eye, FileText } from 'lucide-react';
import { isContractFinal } from '@shared/domain/contracts';
import { formatPence } from '@shared/domain/money';
import type { TPropertyContract } from '@shared/schemas/contracts';
import { Button, Card, EmptyState } from '@web/components/ui';
import { ContractHeading } from '../contracts/ContractHeading';
import { formatDate, formatDateTime } from '@shared/format-dates';
import { DownloadPdfLink, SignContractAction, ViewPdfLink } from './ContractLinks';
import { ContractTermsDialog } from './ContractTermsDialog';
import { contractAccess } from './next-step';
import type { PortalActions } from './portal-actions';

export function PortalContractsTab({ contracts, actions }: { contracts: TPropertyContract[]; actions: PortalActions }) {
  const [reading, setReading] = useState<TPropertyContract | null>(null);
  if (contracts.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        headingLevel={2}
        title="No contracts found"
        description="Our team prepares the service contract for each property once its other setup steps are done."
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Contracts">
        {contracts.map((c) => (
          <li key={c.id}>
            <ContractItem contract={c} actions={actions} onViewTerms={() => setReading(c)} />
          </li>
        ))}
      </ul>
      <ContractTermsDialog
        contract={reading}
        onClose={() => setReading(null)}
        onOpenPanel={(c) => actions.openContract({ id: c.propertyId, name: c.property.name })}
      />
    </>
  );
}

function ContractItem({
  contract: c,
  actions,
  onViewTerms,
}: {
  contract: TPropertyContract;
  actions: PortalActions;
  onViewTerms: () => void;
}) {
  const headingId = `contract-${c.id}`;
  const final = isContractFinal(c.status);
  const access = contractAccess({
    id: c.id,
    status: c.status,
    hasActiveShare: c.hasActiveShare,
    activeShareToken: c.activeShare?.shareToken ?? null,
  });
  const what = `${c.title}, ${c.property.name}`;
  return (
    <Card aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-4 sm:p-5">
      <ContractHeading id={headingId} level={2} title={c.title} subtitle={c.property.name} status={c.status} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Deposit</dt>
          <dd className="font-medium text-slate-900">{formatPence(c.depositAmountPence)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Created</dt>
          <dd className="font-medium text-slate-900">{formatDate(c.createdAt)}</dd>
        </div>
        {final && c.signature && (
          <div className="col-span-2">
            <dt className="text-slate-600">Signed</dt>
            <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">
              {c.signature.signedBy}, {formatDateTime(c.signedDate ?? c.signature.signedDate)}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <SignContractAction
          access={access}
          onOpenPanel={() => actions.openContract({ id: c.propertyId, name: c.property.name })}
          accessibleName={`Sign Contract: ${what}`}
        />
        {final ? (
          <>
            <ViewPdfLink contractId={c.id} label="View" accessibleName={`View ${what}`} />
            <DownloadPdfLink contractId={c.id} accessibleName={`Download PDF: ${what}`} />
          </>
        ) : (
          <Button
            size="sm"
            variant={access.kind === 'share' || access.kind === 'panel' ? 'outline' : 'primary'}
            onClick={onViewTerms}
            aria-label={`View Terms: ${what}`}
          >
            <Eye aria-hidden="true" />
            View Terms
          </Button>
        )}
      </div>
      {!final && (
        <p className="text-sm text-slate-600">
          {c.status === 'cancelled' ? 'This contract was cancelled.' : 'The PDF is ready to download once the contract is signed.'}
        </p>
      )}
    </Card>
  );
}
