/**
 * Property contracts on the staff side (docs/product.md §1.2.6, §1.4): list, create, edit and delete unsigned
 * contracts, sign a draft from the panel, share links, and the signed-contract PDF.
 *
 * Who may do what: reading needs properties_view and is scoped (owners see their own clients'
 * contracts only; another tenant's contract is a 404). Creating, editing, deleting, sharing and
 * deactivating links need properties_edit, checked after the scoped lookup (so a 404 comes first). Signing from the panel is for a
 * holder of properties_edit recording an in-person signature, or for the property owner signing their
 * own contract; other staff get a 403.
 */
import { canReadShareToken, canManageContracts, canSignContract } from '@shared/domain/abilities';
import { createHash, randomBytes } from 'node:crypto';
import { CONTRACT_MESSAGES } from '@shared/constants';
import {
  canCreateShare,
  canSignFromPanel,
  contractPdfFileName,
  DEFAULT_CONTRACT_TITLE,
  defaultContractTerms,
  depositMismatch,
  depositMismatchMessage,
  isContractFinal,
  retargetDepositTerms,
  shareLink,
  tokenSuffix,
  type SignedVia,
} from '@shared/domain/contracts';
import { poundsToPence } from '@shared/domain/money';
import type {
  TContractShare,
  TContractTemplate,
  TPropertyContract,
  TSignature,
  ZContractListQuery,
  ZCreatePropertyContract,
  ZEmailContractLink,
  ZPanelSignContract,
  ZUpdatePropertyContract,
} from '@shared/schemas/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { SignatureData } from '../../db/schema';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isOwnerScoped, scopeAllows, scopeOf, type Scope } from '../../lib/scope';
import { about, enqueueMail } from '../mail';
import { setPropertyTask } from '../onboarding';
import { providerAdminAddresses } from '../users';
import { contractLinkMail, contractSignedAdminMail, contractSignedOwnerMail } from './contract-mails';
import { buildContractPdf } from './contract-pdf';
import * as repo from './contracts.repo';
import { audit, recordAudit } from '../../lib/audit';

const DEFAULT_DEPOSIT_POUNDS = 100;
/** 24 random bytes: 192 bits, 32 base64url characters. */
const SHARE_TOKEN_BYTES = 24;

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

type StoredSignature = SignatureData & { via?: SignedVia };

export function toShareView(share: repo.ShareRow): TContractShare {
  return {
    id: share.id,
    contractId: share.contractId,
    shareToken: share.shareToken,
    isActive: share.isActive,
    signedAt: share.signedAt?.toISOString() ?? null,
    clientName: share.clientName,
    createdAt: share.createdAt.toISOString(),
  };
}

function toSignatureView(data: StoredSignature | null): TSignature | null {
  if (!data) return null;
  return {
    signature: data.signature,
    signedBy: data.signed_by,
    signedDate: data.signed_date,
    ipAddress: data.ip_address,
    userAgent: data.user_agent,
    termsSha256: data.terms_sha256,
    via: data.via ?? null,
  };
}

/**
 * A live share link signs the contract: its token goes only to callers who manage links
 * (properties_edit) and to the owner of the contract's client, who signs through it. Others see only
 * that a link is active.
 */
function mayReadShareToken(caller: Caller, scope: Scope, clientId: string | null): boolean {
  return canReadShareToken(subjectOf(caller), clientId !== null && scopeAllows(scope, clientId));
}

function toContractView(row: repo.JoinedContract, activeShare: repo.ShareRow | undefined, showShare: boolean): TPropertyContract {
  const c = row.contract;
  return {
    id: c.id,
    propertyId: c.propertyId,
    clientId: row.property.clientId,
    title: c.title,
    terms: c.terms,
    termsSha256: sha256Hex(c.terms),
    depositAmountPence: c.depositAmountPence,
    lateChangeoverPence: c.lateChangeoverPence,
    lateChangeoverEveryDays: c.lateChangeoverEveryDays,
    status: c.status,
    signedDate: c.signedDate?.toISOString() ?? null,
    signature: toSignatureView(c.signatureData as StoredSignature | null),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    property: { name: row.property.name, address: row.property.address },
    client: row.client,
    hasActiveShare: activeShare !== undefined,
    activeShare: activeShare && showShare ? toShareView(activeShare) : null,
  };
}

async function withShares(deps: AppDeps, caller: Caller, scope: Scope, rows: repo.JoinedContract[]): Promise<TPropertyContract[]> {
  const shares = await repo.activeSharesOf(
    deps.db,
    rows.map((r) => r.contract.id),
  );
  return rows.map((r) => toContractView(r, shares.get(r.contract.id), mayReadShareToken(caller, scope, r.property.clientId)));
}

/** Checked after the scoped lookup, so another tenant's record is a 404 before anything is refused. */
function requireEditor(caller: Caller): void {
  if (!canManageContracts(subjectOf(caller))) throw forbidden();
}

async function contractInScope(deps: AppDeps, caller: Caller, id: string, scope?: Scope) {
  const row = await repo.findContract(deps.db, id, scope ?? (await scopeOf(deps.db, caller)));
  if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
  return row;
}

export async function listPropertyContracts(deps: AppDeps, caller: Caller, filter: z.output<typeof ZContractListQuery>) {
  const scope = await scopeOf(deps.db, caller);
  const rows = await repo.listContracts(deps.db, scope, filter);
  return withShares(deps, caller, scope, rows);
}

export async function getPropertyContract(deps: AppDeps, caller: Caller, id: string): Promise<TPropertyContract> {
  const scope = await scopeOf(deps.db, caller);
  const [view] = await withShares(deps, caller, scope, [await contractInScope(deps, caller, id, scope)]);
  return view;
}

async function propertyForContract(deps: AppDeps, caller: Caller, propertyId: string) {
  const property = await repo.findPropertyInScope(deps.db, propertyId, await scopeOf(deps.db, caller));
  if (!property) throw notFound(CONTRACT_MESSAGES.propertyNotFound);
  if (!property.clientId || !property.clientName) {
    throw badRequest(CONTRACT_MESSAGES.needsClient, [{ path: 'propertyId', message: CONTRACT_MESSAGES.needsClient }]);
  }
  return { ...property, clientId: property.clientId, clientName: property.clientName };
}

/** Terms that state another deposit than the contract's are refused where they are typed (422 on terms). */
function requireMatchingDeposit(terms: string, depositPence: number): void {
  const stated = depositMismatch(terms, depositPence);
  if (stated === null) return;
  const message = depositMismatchMessage(stated, depositPence, 'editor');
  throw badRequest(message, [{ path: 'terms', message }]);
}

/** A contract whose terms state another deposit is not sent or signed (409). */
export function refuseDepositMismatch(contract: { terms: string; depositAmountPence: number }, reader: 'editor' | 'signer'): void {
  const stated = depositMismatch(contract.terms, contract.depositAmountPence);
  if (stated !== null) throw conflict(depositMismatchMessage(stated, contract.depositAmountPence, reader));
}

/** What the create form starts from: the default title, a £100.00 deposit and the terms template. */
export async function contractTemplate(deps: AppDeps, caller: Caller, propertyId: string): Promise<TContractTemplate> {
  const property = await propertyForContract(deps, caller, propertyId);
  requireEditor(caller);
  return {
    title: DEFAULT_CONTRACT_TITLE,
    deposit: DEFAULT_DEPOSIT_POUNDS.toFixed(2),
    terms: defaultContractTerms({ clientName: property.clientName, propertyName: property.name, depositPence: poundsToPence(DEFAULT_DEPOSIT_POUNDS) }),
    propertyName: property.name,
    clientName: property.clientName,
  };
}

export async function createPropertyContract(
  deps: AppDeps,
  actor: RequestContext,
  input: z.output<typeof ZCreatePropertyContract>,
): Promise<TPropertyContract> {
  const property = await propertyForContract(deps, actor.caller, input.propertyId);
  requireEditor(actor.caller);
  const depositPence = poundsToPence(input.deposit ?? DEFAULT_DEPOSIT_POUNDS);
  const terms = input.terms?.trim()
    ? input.terms
    : defaultContractTerms({ clientName: property.clientName, propertyName: property.name, depositPence });
  requireMatchingDeposit(terms, depositPence);
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.insertContract(tx, {
      propertyId: property.id,
      clientId: property.clientId,
      userId: actor.caller.user.id,
      title: input.title?.trim() || DEFAULT_CONTRACT_TITLE,
      terms,
      depositAmountPence: depositPence,
      lateChangeoverPence: input.lateChangeover ?? null,
      lateChangeoverEveryDays: input.lateChangeoverEveryDays ?? null,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, actor, {
      action: 'contract.created',
      entityType: 'property_contract',
      entityId: row.id,
      details: {
        propertyId: property.id,
        title: row.title,
        depositAmountPence: depositPence,
        lateChangeoverPence: row.lateChangeoverPence,
        lateChangeoverEveryDays: row.lateChangeoverEveryDays,
      },
    });
    return row;
  });
  return getPropertyContract(deps, actor.caller, created.id);
}

export async function updatePropertyContract(
  deps: AppDeps,
  actor: RequestContext,
  id: string,
  input: z.output<typeof ZUpdatePropertyContract>,
): Promise<TPropertyContract> {
  const existing = await contractInScope(deps, actor.caller, id);
  requireEditor(actor.caller);
  if (isContractFinal(existing.contract.status)) throw conflict(CONTRACT_MESSAGES.cannotEditSigned);
  await deps.db.transaction(async (tx) => {
    // The deposit check and the phrase rewrite work on the row as it is now, locked until saved.
    const before = await repo.lockContract(tx, id);
    if (!before) throw notFound(CONTRACT_MESSAGES.notFound);
    if (isContractFinal(before.status)) throw conflict(CONTRACT_MESSAGES.cannotEditSigned);
    const patch: Parameters<typeof repo.updateUnsignedContract>[2] = {};
    if (input.title !== undefined) patch.title = input.title;
    // Editing the terms leaves the contract's share links active on purpose: public signing must send
    // the termsSha256 of the terms it showed (required by ZPublicSignContract), so a page opened before
    // this edit gets a 409 asking to reload, and a reloaded page signs exactly the new terms.
    if (input.terms !== undefined) patch.terms = input.terms;
    if (input.deposit !== undefined) patch.depositAmountPence = poundsToPence(input.deposit);
    if (input.status !== undefined) patch.status = input.status;
    if (input.lateChangeover !== undefined) patch.lateChangeoverPence = input.lateChangeover;
    if (input.lateChangeoverEveryDays !== undefined) patch.lateChangeoverEveryDays = input.lateChangeoverEveryDays;
    const deposit = patch.depositAmountPence ?? before.depositAmountPence;
    // A new deposit alone moves the template's deposit phrase with it (as the form does).
    if (patch.terms === undefined && deposit !== before.depositAmountPence) {
      const retargeted = retargetDepositTerms(before.terms, before.depositAmountPence, deposit);
      if (retargeted !== before.terms) patch.terms = retargeted;
    }
    const terms = patch.terms ?? before.terms;
    // Checked when the terms or deposit change, or the contract is marked sent; a title-only edit of an
    // older contract that disagrees still saves (sharing and signing refuse it).
    if (terms !== before.terms || deposit !== before.depositAmountPence || (patch.status === 'sent' && before.status !== 'sent')) {
      requireMatchingDeposit(terms, deposit);
    }
    const now = deps.now();
    const updated = await repo.updateUnsignedContract(tx, id, patch, now);
    if (!updated) throw conflict(CONTRACT_MESSAGES.cannotEditSigned);
    // Cancelling ends every link for good (S8): reopening the contract as a draft needs a new link.
    const revokedLinks = updated.status === 'cancelled' ? await repo.revokeShares(tx, id, now) : 0;
    await audit(tx, actor, {
      action: 'contract.updated',
      entityType: 'property_contract',
      entityId: id,
      details: {
        fields: Object.keys(patch),
        status: updated.status,
        // Issue 18: a change of the contract's hire-clock terms, before and after.
        ...('lateChangeoverPence' in patch || 'lateChangeoverEveryDays' in patch
          ? {
              lateChangeover: {
                before: { pence: before.lateChangeoverPence, everyDays: before.lateChangeoverEveryDays },
                after: { pence: updated.lateChangeoverPence, everyDays: updated.lateChangeoverEveryDays },
              },
            }
          : {}),
        ...(revokedLinks > 0 ? { revokedLinks } : {}),
      },
    });
  });
  return getPropertyContract(deps, actor.caller, id);
}

export async function deletePropertyContract(deps: AppDeps, actor: RequestContext, id: string): Promise<void> {
  const existing = await contractInScope(deps, actor.caller, id);
  requireEditor(actor.caller);
  if (isContractFinal(existing.contract.status)) throw conflict(CONTRACT_MESSAGES.cannotDeleteSigned);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteUnsignedContract(tx, id))) {
      const again = await repo.findContract(tx, id, { all: true });
      if (!again) throw notFound(CONTRACT_MESSAGES.notFound);
      throw conflict(CONTRACT_MESSAGES.cannotDeleteSigned);
    }
    await audit(tx, actor, {
      action: 'contract.deleted',
      entityType: 'property_contract',
      entityId: id,
      details: { propertyId: existing.contract.propertyId, title: existing.contract.title },
    });
  });
}

// ── Signing ───────────────────────────────────────────────────────────────────────────────────────

export interface SigningFacts {
  contractId: string;
  propertyId: string;
  name: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  termsSha256: string;
  via: SignedVia;
  actorUserId: string | null;
  share?: { id: string; token: string };
}

export function signatureDataOf(facts: SigningFacts): SignatureData & { via: SignedVia } {
  return {
    signature: facts.name,
    signed_date: facts.signedAt.toISOString(),
    signed_by: facts.name,
    ip_address: facts.ip,
    user_agent: facts.userAgent,
    terms_sha256: facts.termsSha256,
    via: facts.via,
  };
}

/**
 * 'Contract signed' to the owner (the client's primary e-mail, with the PDF link) and to the provider's
 * admins (active super admins and PROVIDER_ADMIN_EMAILS), in the signing transaction: once per signing.
 */
async function queueSignedMails(tx: Tx, deps: AppDeps, facts: SigningFacts): Promise<void> {
  const row = await repo.findContract(tx, facts.contractId, { all: true });
  if (!row) return;
  const origin = deps.env.appUrl.replace(/\/+$/, '');
  const viaLink = facts.share !== undefined;
  const mail = {
    title: row.contract.title,
    clientName: row.client?.name ?? 'Client',
    propertyName: row.property.name,
    depositAmountPence: row.contract.depositAmountPence,
    signerName: facts.name,
    signedAt: facts.signedAt,
    via: facts.via,
    pdfUrl: facts.share
      ? `${origin}/api/public/contracts/${encodeURIComponent(facts.share.token)}/pdf`
      : `${origin}/api/property-contracts/${facts.contractId}/pdf`,
    pdfNeedsSignIn: !viaLink,
  };
  const owner = row.client?.primaryEmail?.trim();
  const admins = await providerAdminAddresses(tx, deps.env.providerAdminEmails);
  await enqueueMail(
    tx,
    about(
      [...(owner ? [contractSignedOwnerMail(owner, mail)] : []), ...admins.map((to) => contractSignedAdminMail(to, mail, origin))],
      { clientId: row.property.clientId },
    ),
  );
}

/** What every signature does besides the status change: the audit row, onboarding task 4 and the e-mails. */
export async function afterSigning(tx: Tx, deps: AppDeps, facts: SigningFacts): Promise<void> {
  await queueSignedMails(tx, deps, facts);
  await recordAudit(tx, {
    actorUserId: facts.actorUserId,
    action: 'contract.signed',
    entityType: 'property_contract',
    entityId: facts.contractId,
    details: {
      signerName: facts.name,
      signedAt: facts.signedAt.toISOString(),
      termsSha256: facts.termsSha256,
      via: facts.via,
      ...(facts.share ? { shareId: facts.share.id, shareTokenSuffix: tokenSuffix(facts.share.token) } : {}),
    },
    ipAddress: facts.ip,
    userAgent: facts.userAgent,
  });
  await setPropertyTask(tx, facts.propertyId, 4, true, facts.signedAt, { contractSigned: true });
}

/** Signs a draft from the property panel (spec: only drafts sign there). */
export async function signFromPanel(
  deps: AppDeps,
  actor: RequestContext,
  id: string,
  input: z.output<typeof ZPanelSignContract>,
): Promise<TPropertyContract> {
  const { caller } = actor;
  const mayRecordSignatures = canManageContracts(subjectOf(caller));
  // The existence check comes first, so another tenant's contract stays a 404.
  await contractInScope(deps, caller, id);
  if (!canSignContract(subjectOf(caller))) throw forbidden();
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockContract(tx, id);
    if (!locked) throw notFound(CONTRACT_MESSAGES.notFound);
    if (isContractFinal(locked.status)) throw conflict(CONTRACT_MESSAGES.alreadySigned);
    if (!canSignFromPanel(locked.status)) throw conflict(CONTRACT_MESSAGES.onlyDraftsSign);
    refuseDepositMismatch(locked, mayRecordSignatures ? 'editor' : 'signer');
    const termsSha256 = sha256Hex(locked.terms);
    if (input.termsSha256 && input.termsSha256 !== termsSha256) throw conflict(CONTRACT_MESSAGES.changedSinceOpened);
    const facts: SigningFacts = {
      contractId: id,
      propertyId: locked.propertyId,
      name: input.name,
      signedAt: deps.now(),
      ip: actor.ip,
      userAgent: actor.userAgent,
      termsSha256,
      via: isOwnerScoped(caller) ? 'owner' : 'panel',
      actorUserId: caller.user.id,
    };
    const signed = await repo.markContractSigned(tx, id, {
      from: ['draft'],
      to: 'signed',
      signedDate: facts.signedAt,
      signatureData: signatureDataOf(facts),
    });
    if (!signed) throw conflict(CONTRACT_MESSAGES.alreadySigned);
    // Signed in the app: its unsigned links can no longer sign and are not offered (C9).
    await repo.deactivateUnsignedSharesOf(tx, id);
    await afterSigning(tx, deps, facts);
  });
  return getPropertyContract(deps, caller, id);
}

// ── Share links ───────────────────────────────────────────────────────────────────────────────────

function refuseUnshareable(status: repo.ContractRow['status']): void {
  if (canCreateShare(status)) return;
  throw conflict(status === 'cancelled' ? CONTRACT_MESSAGES.cancelledNotShared : CONTRACT_MESSAGES.signedNotShared);
}

export async function createShare(deps: AppDeps, actor: RequestContext, contractId: string): Promise<{ share: TContractShare; url: string }> {
  const existing = await contractInScope(deps, actor.caller, contractId);
  requireEditor(actor.caller);
  refuseUnshareable(existing.contract.status);
  refuseDepositMismatch(existing.contract, 'editor');
  const share = await deps.db.transaction(async (tx) => {
    // Checked again on the locked row: a signature or cancellation meanwhile wins, and no link is made.
    const locked = await repo.lockContract(tx, contractId);
    if (!locked) throw notFound(CONTRACT_MESSAGES.notFound);
    refuseUnshareable(locked.status);
    // One open link per contract (issue 19 L1; a unique index holds it): sharing again hands it back.
    const reused = await repo.activeUnsignedShareOf(tx, contractId);
    if (reused) return reused;
    const row = await repo.insertShare(tx, contractId, newShareToken(), deps.now());
    await audit(tx, actor, {
      action: 'contract.shared',
      entityType: 'property_contract',
      entityId: contractId,
      details: { shareId: row.id, shareTokenSuffix: tokenSuffix(row.shareToken) },
    });
    return row;
  });
  return { share: toShareView(share), url: shareLink(deps.env.appUrl, share.shareToken) };
}

/**
 * 'Send by e-mail': the contract link to the client's primary e-mail, through the outbox. Reuses the
 * contract's active unsigned link, or makes one. Same rules as sharing (properties_edit, unsigned, not
 * cancelled, deposit in the terms agreeing).
 */
export async function emailContractLink(
  deps: AppDeps,
  actor: RequestContext,
  contractId: string,
  input: z.output<typeof ZEmailContractLink>,
): Promise<{ share: TContractShare; url: string; sentTo: string }> {
  const existing = await contractInScope(deps, actor.caller, contractId);
  requireEditor(actor.caller);
  refuseUnshareable(existing.contract.status);
  refuseDepositMismatch(existing.contract, 'editor');
  const to = existing.client?.primaryEmail?.trim();
  if (!to) throw conflict(CONTRACT_MESSAGES.noClientEmail);
  const share = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockContract(tx, contractId);
    if (!locked) throw notFound(CONTRACT_MESSAGES.notFound);
    refuseUnshareable(locked.status);
    refuseDepositMismatch(locked, 'editor');
    const reused = await repo.activeUnsignedShareOf(tx, contractId);
    const row = reused ?? (await repo.insertShare(tx, contractId, newShareToken(), deps.now()));
    const url = shareLink(deps.env.appUrl, row.shareToken);
    const link = contractLinkMail(
      to,
      { title: locked.title, clientName: existing.client?.name ?? 'Client', propertyName: existing.property.name, depositAmountPence: locked.depositAmountPence },
      url,
      input.note ?? null,
    );
    await enqueueMail(tx, about([link], { clientId: existing.property.clientId }));
    await audit(tx, actor, {
      action: 'contract.emailed',
      entityType: 'property_contract',
      entityId: contractId,
      details: { to, shareId: row.id, shareTokenSuffix: tokenSuffix(row.shareToken), newLink: !reused },
    });
    return row;
  });
  return { share: toShareView(share), url: shareLink(deps.env.appUrl, share.shareToken), sentTo: to };
}

export async function deactivateContractShare(deps: AppDeps, actor: RequestContext, shareId: string): Promise<TContractShare> {
  const share = await repo.findShareInScope(deps.db, shareId, await scopeOf(deps.db, actor.caller));
  if (!share) throw notFound(CONTRACT_MESSAGES.invalidLink);
  requireEditor(actor.caller);
  // The link a contract was signed through keeps its signed page reachable (C9).
  if (share.signedAt) throw conflict(CONTRACT_MESSAGES.signedLinkStays);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await repo.deactivateUnsignedShare(tx, shareId);
    if (!row) throw conflict(CONTRACT_MESSAGES.signedLinkStays);
    await audit(tx, actor, {
      action: 'contract.share_deactivated',
      entityType: 'property_contract',
      entityId: share.contractId,
      details: { shareId, shareTokenSuffix: tokenSuffix(share.shareToken) },
    });
    return row;
  });
  return toShareView(updated);
}

// ── PDF ───────────────────────────────────────────────────────────────────────────────────────────

export interface ContractPdf {
  bytes: Uint8Array;
  fileName: string;
}

/** The PDF of a signed contract; an unsigned one has none (409). */
export async function pdfOf(deps: AppDeps, row: repo.JoinedContract): Promise<ContractPdf> {
  const c = row.contract;
  const data = c.signatureData as StoredSignature | null;
  if (!isContractFinal(c.status) || !data) throw conflict(CONTRACT_MESSAGES.notSigned);
  const signedShare = await repo.signedShareOf(deps.db, c.id);
  const signedAt = c.signedDate ?? new Date(data.signed_date);
  const bytes = await buildContractPdf({
    contractId: c.id,
    title: c.title,
    clientName: row.client?.name ?? 'Client',
    clientEmail: row.client?.primaryEmail ?? null,
    propertyName: row.property.name,
    propertyAddress: row.property.address,
    depositAmountPence: c.depositAmountPence,
    terms: c.terms,
    currentTermsSha256: sha256Hex(c.terms),
    createdAt: c.createdAt,
    signature: {
      name: data.signed_by,
      signedAt,
      ipAddress: data.ip_address,
      userAgent: data.user_agent,
      termsSha256: data.terms_sha256,
      via: data.via ?? (signedShare ? 'share' : null),
      shareTokenSuffix: signedShare ? tokenSuffix(signedShare.shareToken) : null,
    },
    generatedAt: deps.now(),
  });
  return { bytes, fileName: contractPdfFileName({ propertyName: row.property.name, title: c.title, signedAt }) };
}

export async function contractPdfFor(deps: AppDeps, caller: Caller, id: string): Promise<ContractPdf> {
  return pdfOf(deps, await contractInScope(deps, caller, id));
}
