/**
 * The business details invoices carry (issue 23 item 1; decision 0193): super admins and admins
 * (admin_access) read them, a super admin changes them and the logo. Every change is one more version
 * and one audit row with before and after; invoices snapshot the version they are issued with, so a
 * change applies to new invoices only.
 */
import { canEditBusinessDetails, canReadBusinessDetails } from '@shared/domain/abilities';
import { LOGO_MAX_HEIGHT, LOGO_MAX_WIDTH, businessDetailsReady, type BusinessDetails } from '@shared/domain/business-details';
import { avatarFileProblem } from '@shared/domain/avatar';
import type { TBusinessDetailsAnswer, TBusinessDetailsSaved } from '@shared/schemas/business-details';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { toLogoPng } from '../../lib/images';
import { findLogo, lockBusinessDetails, readBusinessDetails, saveLogo, writeBusinessDetails } from './business-details.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** The logo's address; its id changes with the picture, so browsers may keep each one. */
export const logoUrl = (d: BusinessDetails): string | null => (d.logo ? `/api/business-details/logo?v=${d.logo.id}` : null);

const answer = (details: BusinessDetails): TBusinessDetailsAnswer => ({ details, ready: businessDetailsReady(details), logoUrl: logoUrl(details) });

/** Without the logo's bytes or the timestamps: what the audit row records. */
const auditView = ({ updatedAt: _u, ...d }: BusinessDetails) => d;

export async function getBusinessDetails(deps: Deps, caller: Caller): Promise<TBusinessDetailsAnswer> {
  if (!canReadBusinessDetails(subjectOf(caller))) throw forbidden();
  return answer(await readBusinessDetails(deps.db));
}

/** Applies `change` to the locked details as the next version, audited; answers the details saved. */
async function change(
  deps: Deps,
  ctx: RequestContext,
  action: 'business_details.update' | 'business_details.logo_upload' | 'business_details.logo_remove',
  apply: (before: BusinessDetails, tx: DbOrTx) => Promise<Omit<BusinessDetails, 'version' | 'updatedAt'>>,
): Promise<TBusinessDetailsAnswer> {
  if (!canEditBusinessDetails(subjectOf(ctx.caller))) throw forbidden();
  const saved = await deps.db.transaction(async (tx) => {
    const before = await lockBusinessDetails(tx);
    const now = deps.now();
    const after: BusinessDetails = { ...(await apply(before, tx)), version: before.version + 1, updatedAt: now.toISOString() };
    await writeBusinessDetails(tx, after, now);
    await audit(tx, ctx, {
      action,
      entityType: 'business_details',
      entityId: 'business_details',
      details: { before: auditView(before), after: auditView(after) },
    });
    return after;
  });
  return answer(saved);
}

export function updateBusinessDetails(deps: Deps, ctx: RequestContext, input: TBusinessDetailsSaved): Promise<TBusinessDetailsAnswer> {
  return change(deps, ctx, 'business_details.update', async (before) => ({
    legalName: input.legalName,
    address: input.address,
    vatRegistered: input.vatRegistered,
    vatNumber: input.vatNumber,
    vatRateBasisPoints: input.vatRateBasisPoints,
    invoicePrefix: input.invoicePrefix,
    creditNotePrefix: input.creditNotePrefix,
    paymentTermsText: input.paymentTermsText,
    paymentTermsDays: input.paymentTermsDays,
    depositsAsReceipts: input.depositsAsReceipts ?? before.depositsAsReceipts,
    logo: before.logo,
  }));
}

/** A new logo: refused unless an image under 2 MB; re-encoded to a PNG within 600×200, no metadata kept. */
export async function uploadBusinessLogo(deps: Deps, ctx: RequestContext, file: File): Promise<TBusinessDetailsAnswer> {
  if (!canEditBusinessDetails(subjectOf(ctx.caller))) throw forbidden();
  const problem = avatarFileProblem(file);
  if (problem) throw badRequest(problem, [{ path: 'file', message: problem }]);
  // Encoded before the transaction: the row stays locked only for the write.
  const png = await toLogoPng(Buffer.from(await file.arrayBuffer()), LOGO_MAX_WIDTH, LOGO_MAX_HEIGHT);
  return change(deps, ctx, 'business_details.logo_upload', async (before, tx) => {
    const { version: _v, updatedAt: _u, ...rest } = before;
    return { ...rest, logo: await saveLogo(tx, png.data, png, deps.now()) };
  });
}

export async function removeBusinessLogo(deps: Deps, ctx: RequestContext): Promise<TBusinessDetailsAnswer> {
  if (!canEditBusinessDetails(subjectOf(ctx.caller))) throw forbidden();
  // Nothing to remove: nothing changes (no new version, no audit row).
  const current = await readBusinessDetails(deps.db);
  if (!current.logo) return answer(current);
  return change(deps, ctx, 'business_details.logo_remove', async (before) => {
    const { version: _v, updatedAt: _u, ...rest } = before;
    return { ...rest, logo: null };
  });
}

/** The logo's PNG: the current one, or (with an id) any one an invoice was issued with. */
export async function getBusinessLogo(deps: Deps, caller: Caller, id: string | undefined): Promise<{ contentType: string; data: Buffer }> {
  if (!canReadBusinessDetails(subjectOf(caller))) throw forbidden();
  const logoId = id ?? (await readBusinessDetails(deps.db)).logo?.id;
  const logo = logoId ? await findLogo(deps.db, logoId) : null;
  if (!logo) throw notFound('No logo');
  return logo;
}
