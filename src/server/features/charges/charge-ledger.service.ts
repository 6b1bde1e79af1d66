/**
 * The charges after they exist (issue 18 items 3, 4, 6): the provider's charges view and its CSV, the
 * waive, the late payment fee (by hand and by the automatic policy), and applying a paid checkout.
 * Each change of money is a conditional update or a unique key in the database, with its audit row in
 * the same transaction, so it happens exactly once whatever the races.
 */
import { CHARGE_KIND_LABELS, CHARGE_MESSAGES, CHARGE_STATUS_LABELS, type LateFeeSubject } from '@shared/domain/charges';
import { canManageCharges, canViewCharges } from '@shared/domain/abilities';
import { autoLateFeeEnteredBefore, autoLateFeeReason, AUTO_LATE_FEE_LOOKBACK_DAYS, chargeDeadline, isLateFeeEligible } from '@shared/domain/charge-rules';
import { csvDate, csvFilename, csvMoney, csvText } from '@shared/domain/csv';
import { lateFeeKey } from '@shared/domain/hire-clock';
import { isPaymentOverdue } from '@shared/domain/payment-deadline';
import { londonToday } from '@shared/domain/london-time';
import { rollingPeriodStart } from '@shared/domain/rolling-period';
import type { TCharge } from '@shared/schemas/charges';
import type { TChargeFilters, TChargesResponse, TLateFee, TListChargesArgs } from '@shared/schemas/charge-ledger';
import type { Tx } from '../../db/client';
import { aboutOwners, enqueueMail, ownerRecipients } from '../mail';
import { audit } from '../../lib/audit';
import { csvResponse, keysetBatches } from '../../lib/csv-response';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { pageCursor } from '../../lib/page-cursor';
import { scopeOf, type Scope } from '../../lib/scope';
import { creditInvoiceOf } from '../invoices';
import type { DbOrTx } from '../../db/client';
import { readChargeSettings } from './charge-settings.repo';
import * as repo from './charge-ledger.repo';
import { makeCharges } from './add-charge';
import { lockCharge, type ChargeRow } from './charges.repo';
import { lateFeeMail } from './late-fee-mail';
import { logError } from '../../lib/log-error';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type MailDeps = Pick<AppDeps, 'db' | 'now'> & { env: Pick<AppDeps['env'], 'appUrl'> };

export function toCharge(r: repo.ChargeListRow): TCharge {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    amountPence: r.amountPence,
    reason: r.reason,
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    clientId: r.clientId,
    clientName: r.clientName,
    linenCardId: r.linenCardId,
    period: r.period,
    subjectType: r.subjectType === 'collection' || r.subjectType === 'damage' ? r.subjectType : null,
    subjectId: r.subjectId,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    deadline: chargeDeadline(r.createdAt).toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    paidVia: r.paidVia,
    waivedAt: r.waivedAt?.toISOString() ?? null,
    waiveReason: r.waiveReason,
  };
}

// ── The provider's charges view ───────────────────────────────────────────────────────────────────
function queryOf(filters: TChargeFilters, now: Date): repo.ChargeQuery {
  return {
    kind: filters.kind === 'all' ? undefined : filters.kind,
    status: filters.status === 'all' ? undefined : filters.status,
    since: rollingPeriodStart(filters.period, now),
    search: filters.search || undefined,
  };
}

/** The ledger's page cursor: the last charge's place (repo.ChargeKey). */
const CURSOR = pageCursor({ createdAtKey: 'time', id: 'uuid' });

function requireView(caller: Caller): void {
  if (!canViewCharges(subjectOf(caller))) throw forbidden();
}

function requireManage(caller: Caller): void {
  if (!canManageCharges(subjectOf(caller))) throw forbidden();
}

/** GET /api/charges: newest first by keyset, with the totals of the whole filtered set. */
export async function listCharges(deps: Deps, caller: Caller, input: TListChargesArgs): Promise<TChargesResponse> {
  requireView(caller);
  const after = CURSOR.decode(input.cursor);
  const scope = await scopeOf(deps.db, caller);
  const q = queryOf(input, deps.now());
  const [rows, summary] = await Promise.all([repo.listCharges(deps.db, scope, q, input.limit + 1, after), repo.summariseCharges(deps.db, scope, q)]);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  const now = deps.now();
  return {
    charges: page.map((r) => ({ ...toCharge(r), overdue: r.status === 'pending' && isPaymentOverdue({ enteredAt: r.createdAt, paid: false }, now) })),
    summary,
    nextCursor: rows.length > input.limit && last ? CURSOR.encode({ createdAtKey: last.createdAtKey, id: last.id }) : null,
  };
}

export const CHARGES_CSV_HEADER = [
  'Date',
  'Kind',
  'Property',
  'Client',
  'Reason',
  'Amount',
  'Status',
  'Due By',
  'Paid Date',
  'Waived Date',
  'Waive Reason',
  'Added By',
] as const;

/** GET /api/charges/export.csv: every charge the filters match, streamed a batch at a time. */
export async function exportCharges(deps: Deps, caller: Caller, filters: TChargeFilters): Promise<Response> {
  requireView(caller);
  const now = deps.now();
  const scope = await scopeOf(deps.db, caller);
  const q = queryOf(filters, now);
  const fetchPage = (after: repo.ChargeListRow | undefined, size: number) =>
    repo.listCharges(deps.db, scope, q, size, after ? { createdAtKey: after.createdAtKey, id: after.id } : undefined);
  const toCsv = (r: repo.ChargeListRow) => [
    csvDate(r.createdAt),
    CHARGE_KIND_LABELS[r.kind],
    csvText(r.propertyName),
    csvText(r.clientName),
    csvText(r.reason),
    csvMoney(r.amountPence),
    CHARGE_STATUS_LABELS[r.status],
    csvDate(chargeDeadline(r.createdAt)),
    csvDate(r.paidAt),
    csvDate(r.waivedAt),
    csvText(r.waiveReason),
    csvText(r.createdByName ?? 'Automatic'),
  ];
  return csvResponse({ filename: csvFilename('charges', londonToday(now)), header: CHARGES_CSV_HEADER, batches: keysetBatches(fetchPage, toCsv) });
}

// ── Waive ─────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/charges/:id/waive: pending -> waived with the reason; a paid or waived charge is 409. */
export async function waiveCharge(deps: Deps, ctx: RequestContext, id: string, reason: string): Promise<TCharge> {
  const { caller } = ctx;
  requireManage(caller);
  const scope = await scopeOf(deps.db, caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, id);
    if (!charge || !(await repo.findCharge(tx, scope, id))) throw notFound(CHARGE_MESSAGES.notFound);
    if (charge.status === 'paid') throw conflict(CHARGE_MESSAGES.alreadyPaid);
    if (charge.status === 'waived' || !(await repo.markChargeWaived(tx, id, caller.user.id, reason, now))) {
      throw conflict(CHARGE_MESSAGES.alreadyWaived);
    }
    // Its invoice is credited in full (a credit note), or withdrawn if it was never numbered (issue 23).
    await creditInvoiceOf(tx, 'charge', id, { reason: 'waived', key: `waive:${id}`, note: reason, actorUserId: caller.user.id }, now);
    await audit(tx, ctx, {
      action: 'charge.waived',
      entityType: 'charge',
      entityId: id,
      details: { kind: charge.kind, amountPence: charge.amountPence, reason, clientId: charge.clientId, propertyId: charge.propertyId },
    });
  });
  return toCharge((await repo.findCharge(deps.db, scope, id))!);
}

// ── Late payment fees ─────────────────────────────────────────────────────────────────────────────
/** The fee's row: one per overdue item, ever (lateFeeKey), so a manual fee and the policy's are the same fee. */
function lateFeeRow(input: {
  subjectType: LateFeeSubject;
  subjectId: string;
  clientId: string;
  propertyId: string;
  amountPence: number;
  reason: string;
  createdBy: string | null;
  now: Date;
}) {
  return {
    kind: 'late_payment' as const,
    dedupeKey: lateFeeKey(input.subjectType, input.subjectId),
    clientId: input.clientId,
    propertyId: input.propertyId,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    amountPence: input.amountPence,
    reason: input.reason,
    createdBy: input.createdBy,
    createdAt: input.now,
  };
}

/** The owners' e-mails and the audit row of a new fee, in the transaction that made it (`who` null: the automatic policy). */
async function announceLateFee(
  tx: DbOrTx,
  deps: MailDeps,
  fee: ChargeRow,
  ctx: { propertyName: string; enteredAt: Date; who: RequestContext | null },
): Promise<number> {
  const recipients = await ownerRecipients(tx, [fee.clientId]);
  await enqueueMail(
    tx,
    aboutOwners(
      recipients,
      recipients.map((to) =>
        lateFeeMail({
          to,
          amountPence: fee.amountPence,
          subjectType: fee.subjectType as LateFeeSubject,
          propertyName: ctx.propertyName,
          enteredAt: ctx.enteredAt,
          reason: fee.reason,
          deadline: chargeDeadline(fee.createdAt),
          appUrl: deps.env.appUrl,
        }),
      ),
    ),
  );
  await audit(tx, ctx.who, {
    action: 'charge.created',
    entityType: 'charge',
    entityId: fee.id,
    details: {
      kind: fee.kind,
      amountPence: fee.amountPence,
      reason: fee.reason,
      subjectType: fee.subjectType,
      subjectId: fee.subjectId,
      clientId: fee.clientId,
      propertyId: fee.propertyId,
      automatic: ctx.who === null,
      emailed: recipients.length,
    },
  });
  return recipients.length;
}

/** POST /api/charges/late-fee: one fee on an overdue collection invoice or requested damage charge, once. */
export async function addLateFee(deps: MailDeps, ctx: RequestContext, input: TLateFee): Promise<TCharge> {
  const { caller } = ctx;
  requireManage(caller);
  const now = deps.now();
  const subject = await repo.findLateFeeSubject(deps.db, input.subjectType, input.subjectId);
  if (!subject) throw notFound(input.subjectType === 'collection' ? 'Collection Not Found' : 'Damage record not found');
  if (subject.item.type === 'collection' && subject.item.owedPence <= 0) throw conflict(CHARGE_MESSAGES.lateFeeNothingOwed);
  if (!isLateFeeEligible(subject.item, now)) throw conflict(CHARGE_MESSAGES.lateFeeNotOverdue);
  const id = await deps.db.transaction(async (tx) => {
    const [fee] = await makeCharges(tx, [
      lateFeeRow({ ...input, reason: input.reason.trim(), clientId: subject.clientId, propertyId: subject.propertyId, createdBy: caller.user.id, now }),
    ]);
    if (!fee) throw conflict(CHARGE_MESSAGES.lateFeeExists);
    await announceLateFee(tx, deps, fee, {
      propertyName: subject.propertyName,
      enteredAt: subject.type === 'collection' ? (subject.collectedAt ?? subject.createdAt) : subject.createdAt,
      who: ctx,
    });
    return fee.id;
  });
  return toCharge((await repo.findCharge(deps.db, { all: true }, id))!);
}

/** At most this many items of each kind per run of the automatic policy. */
export const AUTO_LATE_FEE_BATCH = 200;
/** How often the automatic policy runs (LATE_FEE_INTERVAL_MS overrides it). */
export const AUTO_LATE_FEE_EVERY_MS = 15 * 60_000;

/**
 * The automatic late payment fee (off by default): one fee per overdue item whose deadline plus the
 * settings' days has passed, once (the same key as a manual fee). Each fee is inserted, mailed and
 * audited in its own savepoint, so instances running it together add each fee once. Returns how many
 * fees this call added.
 */
export async function runAutoLateFees(deps: MailDeps): Promise<number> {
  const settings = await readChargeSettings(deps.db);
  if (!settings.latePaymentAuto) return 0;
  const now = deps.now();
  const before = autoLateFeeEnteredBefore(now, settings.latePaymentAfterDays);
  const since = new Date(before.getTime() - AUTO_LATE_FEE_LOOKBACK_DAYS * 86_400_000);
  const candidates = await repo.autoLateFeeCandidates(deps.db, { since, before }, AUTO_LATE_FEE_BATCH);
  let added = 0;
  for (const c of candidates) {
    try {
      const made = await deps.db.transaction(async (tx: Tx) => {
        const [fee] = await makeCharges(tx, [
          lateFeeRow({
            subjectType: c.subjectType,
            subjectId: c.subjectId,
            clientId: c.clientId,
            propertyId: c.propertyId,
            amountPence: settings.latePaymentPence,
            reason: autoLateFeeReason(c.subjectType, settings.latePaymentAfterDays),
            createdBy: null,
            now,
          }),
        ]);
        if (!fee) return false;
        await announceLateFee(tx, deps, fee, { propertyName: c.propertyName, enteredAt: c.enteredAt, who: null });
        return true;
      });
      if (made) added += 1;
    } catch (err) {
      // This item is tried again on the next run; the others go on.
      logError(`Automatic late fee for ${c.subjectType} ${c.subjectId} failed`, err);
    }
  }
  return added;
}

// ── Owners' payments due and paying ───────────────────────────────────────────────────────────────
/** The pending charges of the caller's scope (the portal's Payments due). */
export async function pendingChargesOf(db: DbOrTx, scope: Scope): Promise<TCharge[]> {
  return (await repo.pendingCharges(db, scope)).map(toCharge);
}
