/** Property contract rules (docs/product.md §1.4, §1.9). */
import type { ContractAudience } from './abilities/contracts';
import { penceToPoundsText } from './money';
export type PropertyContractStatus = 'draft' | 'sent' | 'signed' | 'active' | 'cancelled';

export const DEFAULT_CONTRACT_TITLE = 'Property Service Contract';

/** The template's deposit wording for an amount ('a refundable damage deposit of £150.00'). */
export const depositPhrase = (depositPence: number) => `a refundable damage deposit of £${penceToPoundsText(depositPence)}`;

/**
 * The template's deposit wording with any amount, in any letter case; the amount is group 1 ('150.00',
 * '1,000', '100'). The one pattern both for finding a deposit the terms state and for moving it.
 */
const DEPOSIT_PHRASE_PATTERN = /(a refundable damage deposit of £)(\d[\d,]*(?:\.\d+)?)(?!\d)/gi;

/** A stated amount in pence, exactly ('1,200' → 120000, '10.5' → 1050); null for fractions of a penny ('10.005'). */
function exactPence(amount: string): number | null {
  const [pounds, fraction = ''] = amount.replace(/,/g, '').split('.');
  if (/[1-9]/.test(fraction.slice(2))) return null;
  return Number(pounds) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/** A stated amount in pence, to the nearest penny. */
const roundedPence = (amount: string) => exactPence(amount) ?? Math.round(Number.parseFloat(amount.replace(/,/g, '')) * 100);

/**
 * The terms after the deposit changed from `fromPence` to `toPence`: each deposit phrase stating the
 * old amount (in whatever case and form: '£100', '£100.00') now states the new one. Anything else
 * (terms rewritten by hand, a phrase that already stated another amount) is left as it is.
 */
export function retargetDepositTerms(terms: string, fromPence: number, toPence: number): string {
  if (fromPence === toPence) return terms;
  return terms.replace(DEPOSIT_PHRASE_PATTERN, (phrase, lead: string, amount: string) =>
    exactPence(amount) === fromPence ? `${lead}${penceToPoundsText(toPence)}` : phrase,
  );
}

/**
 * A deposit the terms state in the template's wording that differs from the contract's deposit (in
 * pence), or null when the terms agree with it or state no deposit in that wording.
 */
export function depositMismatch(terms: string, depositPence: number): number | null {
  for (const m of terms.matchAll(DEPOSIT_PHRASE_PATTERN)) {
    const stated = roundedPence(m[2]);
    if (stated !== depositPence) return stated;
  }
  return null;
}

/** Why a contract whose terms state another deposit cannot be saved, shared or signed. */
export function depositMismatchMessage(statedPence: number, depositPence: number, reader: 'editor' | 'signer'): string {
  const facts = `The terms state a deposit of £${penceToPoundsText(statedPence)} but the contract's deposit is £${penceToPoundsText(depositPence)}.`;
  return reader === 'editor'
    ? `${facts} Change the terms or the deposit so they match.`
    : `${facts} Please ask the provider to correct the contract before signing.`;
}

/** The terms template of docs/product.md §1.9, stating the contract's deposit. */
export function defaultContractTerms(input: { clientName: string; propertyName: string; depositPence: number }): string {
  return [
    `This contract is made between the linen service provider and ${input.clientName} for the property ${input.propertyName}.`,
    '',
    '1. Service: the provider collects used linen and delivers fresh linen weekly, on the agreed collection and delivery day.',
    '2. Payment: invoices are payable within 30 days (net 30).',
    '3. Changes: the client gives at least 24 hours notice of any schedule change.',
    '4. Damage: damaged or missing items are reported within 24 hours and may be charged at the listed price.',
    `5. Deposit: ${depositPhrase(input.depositPence)} is held and returned within 14 days of the end of the contract, less any unpaid charges.`,
    '6. Termination: either party may end this contract with 4 weeks written notice.',
  ].join('\n');
}

/** Signed (or active through a signed share) contracts are final. */
export function isContractFinal(status: PropertyContractStatus): boolean {
  return status === 'signed' || status === 'active';
}

export const canEditContract = (status: PropertyContractStatus) => !isContractFinal(status);
export const canDeleteContract = (status: PropertyContractStatus) => !isContractFinal(status);
/** Only drafts are signed from the staff panel. */
export const canSignFromPanel = (status: PropertyContractStatus) => status === 'draft';
/** A share link can sign a contract that is neither final nor cancelled. */
export const canSignThroughShare = (status: PropertyContractStatus) => !isContractFinal(status) && status !== 'cancelled';
/** A contract that is active or signed counts as 'contract done' for onboarding. */
export const isContractDone = (status: PropertyContractStatus) => isContractFinal(status);

/**
 * Who signs in a form: the person bound by the contract themselves (the client on the public page, the
 * owner in their account), or the provider's staff recording a signature made in front of them.
 */
export type ContractSigner = 'self' | 'on-behalf';

/** The panel's signer: an owner signs their own contract; an editor records the client's signature. */
export const panelSigner = (audience: ContractAudience): ContractSigner => (audience === 'owner' ? 'self' : 'on-behalf');

/** The consent sentence under every sign form, worded for whoever signs (one text for every screen). */
export const CONSENT_SENTENCE: Record<ContractSigner, string> = {
  self:
    'By selecting Sign Contract you confirm that you have read and agree to the terms above, and that your typed name is your legal signature. We record the time, your IP address and your browser with your signature.',
  'on-behalf':
    'By selecting Sign Contract you confirm that the client has read and agreed to the terms above and is signing in front of you, and that the name typed is their legal signature. We record the time, your IP address and your browser with the signature.',
};

/**
 * How a contract was signed: through its public link, by the owner signed in to their account, or
 * recorded in person by the provider's staff in the property panel.
 */
export type SignedVia = 'share' | 'owner' | 'panel';

export const SIGNED_VIA_LABELS: Record<SignedVia, string> = {
  share: 'Online, through the contract link',
  owner: "Online, in the client's own account",
  panel: 'In person, recorded by the provider',
};

/**
 * A contract link that was deactivated or revoked, or whose contract was cancelled, no longer opens. A
 * revoked link (its contract was cancelled) stays closed even if the contract is reopened as a draft.
 */
export const isShareViewable = (share: { isActive: boolean; revokedAt?: Date | string | null }, status: PropertyContractStatus) =>
  share.isActive && !share.revokedAt && status !== 'cancelled';

/**
 * Whether a new share link may be made: not for a cancelled contract, and not for a signed one (a
 * contract signed in the app has no link to offer; one signed through a link keeps that link).
 */
export const canCreateShare = (status: PropertyContractStatus) => status !== 'cancelled' && !isContractFinal(status);

/**
 * The link the contract card offers to copy: an unsigned contract's active link, or for a signed one
 * only the link it was signed through (its public signed page). A contract signed in the app has none.
 */
export function offeredShare<S extends { signedAt: string | null }>(status: PropertyContractStatus, activeShare: S | null): S | null {
  if (!activeShare || status === 'cancelled') return null;
  if (isContractFinal(status)) return activeShare.signedAt ? activeShare : null;
  return activeShare;
}

/** A link the contract was signed through stays active (its signed page stays reachable): it is never deactivated. */
export const canDeactivateShare = (share: { signedAt: string | Date | null }) => !share.signedAt;

export const CONTRACT_STATUS_LABELS: Record<PropertyContractStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  signed: 'Signed',
  // Active is a contract signed through its link: one 'Signed' for both ways of signing.
  active: 'Signed',
  cancelled: 'Cancelled',
};

/** Share tokens are base64url text of at least 16 random bytes (≥ 128 bits): 22 characters or more. */
export const SHARE_TOKEN_MIN_BYTES = 16;
const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;
export const isShareTokenShape = (token: string) => SHARE_TOKEN_PATTERN.test(token);

/** The shareable link: the site origin plus /contract/{token} (docs/product.md §1.7.2). */
export function shareLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/contract/${encodeURIComponent(token)}`;
}

/** The last characters of a token, enough to tell links apart in an audit without revealing one. */
export const tokenSuffix = (token: string) => token.slice(-6);

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** 'sea-view-cottage-property-service-contract-signed-2026-03-14.pdf' (the date is the signing day in UTC). */
export function contractPdfFileName(input: { propertyName: string; title: string; signedAt: Date | null }): string {
  const parts = [slug(input.propertyName), slug(input.title)].filter(Boolean);
  const day = input.signedAt ? `-signed-${input.signedAt.toISOString().slice(0, 10)}` : '';
  return `${parts.join('-') || 'contract'}${day}.pdf`;
}
