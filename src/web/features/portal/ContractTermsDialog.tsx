/**
 * An unsigned contract read-only in a dialog (the portal's 'View Terms'): its details and terms. The PDF
 * exists only once the contract is signed, so this is what the owner reads before signing; while it is
 * ready to sign, 'Sign Contract' sits beside Close (issue 19, low), so reading leads straight to signing.
 */
import { formatPence } from '@shared/domain/money';
import type { TPropertyContract } from '@shared/schemas/contracts';
import { Alert, Button, Dialog, DialogClose } from '@web/components/ui';
import { SignContractAction } from './ContractLinks';
import { contractAccess } from './next-step';
import { ContractStatusBadge } from '../contracts/ContractStatusBadge';
import { formatDate } from '@shared/format-dates';
import { TermsBox } from '../contracts/public-contract-parts';

export function ContractTermsDialog({
  contract,
  onClose,
  onOpenPanel,
}: {
  contract: TPropertyContract | null;
  onClose: () => void;
  /** A draft is signed in the contract panel: close this and open it. */
  onOpenPanel: (contract: TPropertyContract) => void;
}) {
  const access = contract
    ? contractAccess({ id: contract.id, status: contract.status, hasActiveShare: contract.hasActiveShare, activeShareToken: contract.activeShare?.shareToken ?? null })
    : ({ kind: 'none' } as const);
  return (
    <Dialog
      open={contract !== null}
      onOpenChange={(open) => !open && onClose()}
      title={contract?.title ?? 'Contract'}
      description={contract?.property.name}
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {contract && (
            <SignContractAction
              size="md"
              access={access}
              onOpenPanel={() => {
                onClose();
                onOpenPanel(contract);
              }}
              accessibleName={`Sign Contract: ${contract.title}, ${contract.property.name}`}
            />
          )}
        </>
      }
    >
      {contract && (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Status</dt>
              <dd className="mt-0.5">
                <ContractStatusBadge status={contract.status} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Deposit</dt>
              <dd className="font-medium text-slate-900">{formatPence(contract.depositAmountPence)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Created</dt>
              <dd className="font-medium text-slate-900">{formatDate(contract.createdAt)}</dd>
            </div>
          </dl>
          <Alert variant="info">{unsignedNote(contract.status)}</Alert>
          <TermsBox terms={contract.terms} />
        </div>
      )}
    </Dialog>
  );
}

/** Why there is no PDF yet. */
function unsignedNote(status: TPropertyContract['status']): string {
  return status === 'cancelled'
    ? 'This contract was cancelled and will not be signed.'
    : 'This contract has not been signed yet. The signed PDF is ready to view and download once it is signed.';
}
