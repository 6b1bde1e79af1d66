/**
 * The contract actions the portal shows (docs/product.md §1.2.6 and DESIGN §5.5: each one works):
 * View (the PDF in the browser), Download PDF, and Sign Contract, which opens the contract's share
 * link (the public signing page) or, for a draft without a link, the contract panel's sign mode.
 */
import { Link } from 'react-router';
import { Download, Eye, PenLine } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '@web/components/ui';
import { contractPdfUrl } from '../contracts/contract-urls';
import type { ContractAccess } from './next-step';

export function ViewPdfLink({
  contractId,
  label,
  accessibleName,
  size = 'sm',
  variant = 'primary',
}: {
  contractId: string;
  label: string;
  accessibleName?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}) {
  return (
    <Button size={size} variant={variant} asChild>
      <a href={contractPdfUrl(contractId, true)} target="_blank" rel="noopener noreferrer" aria-label={accessibleName}>
        <Eye aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

export function DownloadPdfLink({ contractId, accessibleName, size = 'sm' }: { contractId: string; accessibleName?: string; size?: ButtonSize }) {
  return (
    <Button size={size} variant="outline" asChild>
      <a href={contractPdfUrl(contractId)} download aria-label={accessibleName}>
        <Download aria-hidden="true" />
        Download PDF
      </a>
    </Button>
  );
}

/** 'Sign Contract' for a contract the owner can sign now; nothing otherwise. */
export function SignContractAction({
  access,
  onOpenPanel,
  accessibleName,
  size = 'sm',
}: {
  access: ContractAccess;
  onOpenPanel: () => void;
  accessibleName?: string;
  size?: ButtonSize;
}) {
  if (access.kind === 'share') {
    return (
      <Button size={size} asChild>
        <Link to={`/contract/${encodeURIComponent(access.token)}`} aria-label={accessibleName}>
          <PenLine aria-hidden="true" />
          Sign Contract
        </Link>
      </Button>
    );
  }
  if (access.kind === 'panel') {
    return (
      <Button size={size} onClick={onOpenPanel} aria-label={accessibleName}>
        <PenLine aria-hidden="true" />
        Sign Contract
      </Button>
    );
  }
  return null;
}
