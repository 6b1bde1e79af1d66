/**
 * An owner's own data (issue 10 item 12; decisions 0145, 0146): one ZIP of JSON files and the signed
 * contracts' PDFs, and the erasure of their personal data. Only property owners (never staff, never a
 * super admin); only the caller's own clients (the scope). Both audited without personal data.
 */
import { canUseMyData } from '@shared/domain/abilities';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { isContractFinal } from '@shared/domain/contracts';
import { confirmsEmail, erasedUserEmail, personalStrings } from '@shared/domain/erasure';
import { MY_DATA_MESSAGES as M } from '@shared/schemas/my-data';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, forbidden, tooManyRequests } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { forgetAccountThrottles, rateLimitCounters as limits } from '../auth';
import { listContracts } from '../contracts';
import { pdfOf } from '../contracts';
import {
  anonymiseClients,
  anonymiseUser,
  archiveOwnerProperties,
  deleteMailTo,
  endContractShares,
  personalFieldsOf,
  signerNamesOf,
} from './erasure.repo';
import { clearOwnerNotes, redactOwnerMail, scrubAuditTrail, type ErasedOwner } from './erasure-redact.repo';
import { EXPORT_MAX_ROWS, readOwnerRecords } from './my-data.repo';
import { audit } from '../../lib/audit';

/** Exports per owner per hour: enough to retry, not enough to load the server with archives. */
export const EXPORT_LIMIT = { max: 5, windowSeconds: 60 * 60 };

function ownClientIds(scope: Awaited<ReturnType<typeof scopeOf>>): string[] {
  return scope.all ? [] : scope.clientIds;
}

function requireOwner(caller: Caller): void {
  if (!canUseMyData(subjectOf(caller))) throw forbidden(M.ownersOnly);
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

export interface DataExport {
  bytes: Uint8Array;
  fileName: string;
}

export async function exportMyData(deps: AppDeps, ctx: RequestContext): Promise<DataExport> {
  const { caller } = ctx;
  requireOwner(caller);
  const now = deps.now();
  const hits = await limits.hit(deps.db, `data-export:${caller.user.id}`, EXPORT_LIMIT.windowSeconds, now);
  if (hits > EXPORT_LIMIT.max) throw tooManyRequests(M.tooManyExports);
  const scope = await scopeOf(deps.db, caller);
  const clientIds = ownClientIds(scope);
  const records = await readOwnerRecords(deps.db, caller.user.id, clientIds);
  const contracts = clientIds.length ? await listContracts(deps.db, scope, { limit: EXPORT_MAX_ROWS, offset: 0 }) : [];
  const files: Zippable = {
    'README.txt': strToU8(
      `Your data from the linen service, exported ${now.toISOString()}.\n` +
        'Each .json file holds one kind of record; money is in pence; times are UTC (ISO 8601).\n' +
        'contracts/ holds the PDF of each signed contract.\n',
    ),
    'account.json': json(records.account),
    'clients.json': json(records.clients),
    'properties.json': json(records.properties),
    'contracts.json': json(contracts.map((c) => ({ ...c.contract, propertyName: c.property.name }))),
    'client-contracts.json': json(records.clientContracts),
    'linen-requests.json': json(records.linenRequests),
    'collections.json': json(records.collections),
    'damages.json': json(records.damages),
    'payments.json': json(records.orders),
    'subscriptions.json': json(records.subscriptions),
  };
  const pdfs: Zippable = {};
  for (const row of contracts) {
    if (!isContractFinal(row.contract.status) || !row.contract.signatureData) continue;
    const pdf = await pdfOf(deps, row);
    pdfs[`${row.contract.id.slice(0, 8)}-${pdf.fileName}`] = pdf.bytes;
  }
  if (Object.keys(pdfs).length) files.contracts = pdfs;
  const bytes = zipSync(files, { level: 6, mtime: now });
  await audit(deps.db, ctx, {
    action: 'data.exported',
    entityType: 'user',
    entityId: caller.user.id,
    details: { clients: clientIds.length, contractPdfs: Object.keys(pdfs).length, bytes: bytes.length },
  });
  return { bytes, fileName: `my-data-${now.toISOString().slice(0, 10)}.zip` };
}

/**
 * Erases the caller's personal data once they typed their account's e-mail; their sessions end with it.
 * Exactly what ERASURE_SUMMARY (the confirmation dialog) lists: decision 0146.
 */
export async function eraseMyAccount(deps: AppDeps, ctx: RequestContext, confirmEmail: string): Promise<void> {
  const { caller } = ctx;
  requireOwner(caller);
  if (!confirmsEmail(confirmEmail, caller.user.email)) {
    throw badRequest(M.emailMismatch, [{ path: 'confirmEmail', message: M.emailMismatch }]);
  }
  const scope = await scopeOf(deps.db, caller);
  const clientIds = ownClientIds(scope);
  const now = deps.now();
  const user = { id: caller.user.id, email: caller.user.email };
  // Mail and audit rows keyed by an address are touched only for the caller's verified login address:
  // a client's other addresses are free text, never verified, and may name other people (issue 19 H3).
  // Every other row is found by id (the login, its clients and their properties).
  const emails = caller.user.emailVerified ? [user.email.trim().toLowerCase()] : [];
  await deps.db.transaction(async (tx) => {
    const personal = await personalFieldsOf(tx, user.id, clientIds);
    const propertyIds = clientIds.length ? await archiveOwnerProperties(tx, clientIds, now) : [];
    const who: ErasedOwner = {
      userId: user.id,
      clientIds,
      propertyIds,
      ownAddresses: [...new Set([...emails, ...personal.primaryEmails.map((e) => e.trim().toLowerCase())])],
      verifiedEmails: emails,
      strings: personalStrings([...personal.values, ...(await signerNamesOf(tx, propertyIds))]),
      erasedEmail: erasedUserEmail(user.id),
    };
    const linked = await clearOwnerNotes(tx, who);
    const sharesEnded = await endContractShares(tx, propertyIds);
    const mails = await redactOwnerMail(tx, who);
    await deleteMailTo(tx, emails);
    await scrubAuditTrail(tx, who, linked);
    if (clientIds.length) await anonymiseClients(tx, clientIds, user.id, now);
    await anonymiseUser(tx, user, now);
    await forgetAccountThrottles(tx, user.email);
    await audit(tx, ctx, {
      action: 'data.erased',
      entityType: 'user',
      entityId: user.id,
      details: {
        clients: clientIds,
        properties: propertyIds.length,
        contractsKept: linked.contractIds.length,
        shareLinksEnded: sharesEnded,
        mails,
      },
    });
  });
}
