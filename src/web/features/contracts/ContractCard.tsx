/** One contract in the property panel: details, terms, the share link, and the actions the caller may take. */
import { useId } from 'react';
import { Link } from 'react-router';
import { Copy, ExternalLink, Link2, Link2Off, Mail, Pencil, PenLine, Share2, Trash2 } from 'lucide-react';
import {
  canCreateShare,
  canDeactivateShare,
  canDeleteContract,
  canEditContract,
  canSignFromPanel,
  canSignThroughShare,
  isContractFinal,
  offeredShare,
  SIGNED_VIA_LABELS,
} from '@shared/domain/contracts';
import { formatPence } from '@shared/domain/money';
import type { TPropertyContract } from '@shared/schemas/contracts';
import { Button, Input } from '@web/components/ui';
import { ContractHeading } from './ContractHeading';
import { DownloadPdfLink, ViewPdfLink } from '../portal/ContractLinks';
import { publicPageUrl } from './contract-urls';
import { formatDate, formatDateTime } from '@shared/format-dates';
import { TermsBox } from './public-contract-parts';

export interface ContractCardPermissions {
  canEdit: boolean;
  canSign: boolean;
  /** The property's owner: an unsigned contract with a live link offers 'Sign' through it (issue 19, low). */
  signThroughLink?: boolean;
}

export interface ContractCardActions {
  onEdit: () => void;
  onSign: () => void;
  onDelete: () => void | Promise<void>;
  onShare: () => void;
  /** 'Send by e-mail': the link to the client's primary e-mail. */
  onEmail: () => void | Promise<void>;
  onDeactivate: (shareId: string) => void | Promise<void>;
  /** Which action of this card is running, if any. */
  busy: 'share' | 'email' | 'delete' | 'deactivate' | null;
}

export function ContractCard({
  contract,
  permissions,
  actions,
}: {
  contract: TPropertyContract;
  permissions: ContractCardPermissions;
  actions: ContractCardActions;
}) {
  const headingId = useId();
  const final = isContractFinal(contract.status);
  // A signed contract offers only the link it was signed through (its signed page); one signed in the app none.
  const share = offeredShare(contract.status, contract.activeShare);
  const link = share ? publicPageUrl(share.shareToken) : null;
  const canShare = permissions.canEdit && canCreateShare(contract.status);

  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <ContractHeading
        id={headingId}
        level={4}
        title={contract.title}
        subtitle={`Created ${formatDate(contract.createdAt)}`}
        status={contract.status}
      />

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Deposit</dt>
          <dd className="font-medium text-slate-900">{formatPence(contract.depositAmountPence)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Client</dt>
          <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{contract.client?.name ?? '—'}</dd>
        </div>
        {final && contract.signature && (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">Signed</dt>
            <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">
              {contract.signature.signedBy}, {formatDateTime(contract.signedDate ?? contract.signature.signedDate)}
              {contract.signature.via && (
                <span className="block font-normal text-slate-600">{SIGNED_VIA_LABELS[contract.signature.via]}</span>
              )}
            </dd>
          </div>
        )}
      </dl>

      <details className="group rounded-lg border border-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium text-slate-800 select-none md:min-h-9">
          {final ? 'View signed terms' : 'View terms'}
        </summary>
        <div className="border-t border-slate-200 p-3">
          <TermsBox terms={contract.terms} className="max-h-72" />
        </div>
      </details>

      {link && share && (
        <div className="space-y-2 rounded-lg bg-slate-50 p-3">
          <label htmlFor={`${headingId}-link`} className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
            <Link2 aria-hidden="true" className="size-4" />
            Contract link{share.signedAt ? ' (signed through this link)' : ''}
          </label>
          <Input id={`${headingId}-link`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={actions.onShare} loading={actions.busy === 'share'}>
              <Copy aria-hidden="true" />
              Copy Link
            </Button>
            <Button size="sm" variant="outline" asChild>
              <a href={link} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Preview
              </a>
            </Button>
            {canShare && contract.client && (
              <EmailButton onClick={actions.onEmail} busy={actions.busy === 'email'} />
            )}
            {permissions.canEdit && canDeactivateShare(share) && (
              <Button size="sm" variant="ghost" onClick={() => void actions.onDeactivate(share.id)} loading={actions.busy === 'deactivate'}>
                <Link2Off aria-hidden="true" />
                Deactivate Link
              </Button>
            )}
          </div>
        </div>
      )}

      {!share && contract.hasActiveShare && !final && (
        <p className="flex items-center gap-1.5 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <Link2 aria-hidden="true" className="size-4 shrink-0" />
          A contract link is active for this contract.
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        {final ? (
          <>
            <ViewPdfLink contractId={contract.id} label="View Signed Contract" />
            <DownloadPdfLink contractId={contract.id} />
          </>
        ) : (
          <>
            {permissions.canSign && canSignFromPanel(contract.status) && (
              <Button size="sm" onClick={actions.onSign}>
                <PenLine aria-hidden="true" />
                Sign
              </Button>
            )}
            {permissions.signThroughLink && !canSignFromPanel(contract.status) && share && canSignThroughShare(contract.status) && (
              <Button size="sm" asChild>
                <Link to={`/contract/${encodeURIComponent(share.shareToken)}`}>
                  <PenLine aria-hidden="true" />
                  Sign
                </Link>
              </Button>
            )}
            {canShare && !share && (
              <Button size="sm" variant="outline" onClick={actions.onShare} loading={actions.busy === 'share'}>
                <Share2 aria-hidden="true" />
                Share Contract
              </Button>
            )}
            {canShare && !share && contract.client && <EmailButton onClick={actions.onEmail} busy={actions.busy === 'email'} />}
            {permissions.canEdit && canEditContract(contract.status) && (
              <Button size="sm" variant="outline" onClick={actions.onEdit}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            )}
            {permissions.canEdit && canDeleteContract(contract.status) && (
              <Button size="sm" variant="outline" className="border-red-200! text-red-700! hover:bg-red-50!" onClick={() => void actions.onDelete()} loading={actions.busy === 'delete'}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}

function EmailButton({ onClick, busy }: { onClick: () => void | Promise<void>; busy: boolean }) {
  return (
    <Button size="sm" variant="outline" onClick={() => void onClick()} loading={busy} loadingText="Sending...">
      <Mail aria-hidden="true" />
      Send by E-mail
    </Button>
  );
}
