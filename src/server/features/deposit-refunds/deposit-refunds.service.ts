/**
 * Refunding a property's deposit (issue 18 point 5): when the property is archived or its latest
 * contract is cancelled, staff who handle billing (canRefundDeposit) see the deposit, the unpaid items
 * and the balance, and refund it once. In one transaction the property is locked, the refund row is
 * written (one per property), every unpaid item is settled from the deposit, the audit row is written
 * and the payment provider is asked for the refund (our refund id is its idempotency key): if the
 * provider refuses, all of it rolls back. A deposit received another way goes back outside the app
 * ('manual', with a note). The test provider's refund event follows the commit, through the webhook.
 */
import { DAMAGE_DEPOSIT_PENCE } from '@shared/constants';
import { CHARGE_KIND_LABELS, DEPOSIT_REFUND_MESSAGES } from '@shared/domain/charges';
import { canRefundDeposit } from '@shared/domain/abilities';
import { refundBalance, refundRefusal, type WithheldItem } from '@shared/domain/deposit-refund';
import { PROPERTY_MESSAGES } from '@shared/domain/properties';
import { formatDate } from '@shared/format-dates';
import type {
  DepositRefundProvider,
  TDepositRefund,
  TDepositRefundListItem,
  TDepositRefundOwnerView,
  TDepositRefundSummary,
  TDepositRefundView,
  TRefundDeposit,
} from '@shared/schemas/deposit-refunds';
import { markChargePaid, pendingChargesOfProperty } from '../charges';
import { settleInvoiceFromDeposit, unpaidInvoicesOfProperty } from '../collections';
import { markDamageCharged, requestedDamagesOfProperty } from '../damages';
import { findDepositPayment, sendTestRefundEvent } from '../payments';
import { findProperty, latestContracts, lockProperty, type PropertyRow } from '../properties';
import { creditInvoiceOf, recordInvoicePayment } from '../invoices';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import * as repo from './deposit-refunds.repo';
import { logError } from '../../lib/log-error';

/** The deposit a property holds and where a refund of it goes. */
interface HeldDeposit {
  amountPence: number;
  paidAt: Date | null;
  via: 'checkout' | 'recorded';
  provider: DepositRefundProvider;
  paymentIntentId: string | null;
}

/**
 * The deposit: paid through a checkout (the order's amount, refunded through the provider that took
 * it), or recorded by staff as received another way (DAMAGE_DEPOSIT_PENCE, refunded outside the app).
 * A paid deposit whose payment the current provider cannot refund (no order, no payment intent, or
 * another provider) goes back manually too.
 */
async function heldDeposit(db: DbOrTx, deps: AppDeps, property: PropertyRow): Promise<HeldDeposit | null> {
  if (property.depositPaid) {
    const payment = await findDepositPayment(db, property.id);
    const refundable = payment?.paymentIntentId && payment.provider === deps.payments.kind;
    return {
      amountPence: payment?.amountPence || DAMAGE_DEPOSIT_PENCE,
      paidAt: payment?.paidAt ?? null,
      via: 'checkout',
      provider: refundable ? (deps.payments.kind as DepositRefundProvider) : 'manual',
      paymentIntentId: refundable ? payment.paymentIntentId : null,
    };
  }
  if (property.depositRecordedAt) {
    return { amountPence: DAMAGE_DEPOSIT_PENCE, paidAt: property.depositRecordedAt, via: 'recorded', provider: 'manual', paymentIntentId: null };
  }
  return null;
}

/** The property's unpaid items: collection invoices (what is still owed), requested damage charges, pending charges. */
async function unpaidItems(db: DbOrTx, propertyId: string, lock: boolean): Promise<WithheldItem[]> {
  const invoices = await unpaidInvoicesOfProperty(db, propertyId, { lock });
  const damages = await requestedDamagesOfProperty(db, propertyId, { lock });
  const charges = await pendingChargesOfProperty(db, propertyId, { lock });
  return [
    ...invoices.map((i) => ({
      type: 'collection' as const,
      id: i.id,
      label: `Collection invoice, ${formatDate(i.collectedAt)}`,
      amountPence: Math.max(i.amountPence - i.amountPaidPence, 0),
    })),
    ...damages.map((d) => ({
      type: 'damage' as const,
      id: d.id,
      label: `Damage: ${d.itemName || 'item'}${d.quantity > 1 ? ` × ${d.quantity}` : ''}`,
      amountPence: d.amountPence,
    })),
    ...charges.map((c) => ({
      type: 'charge' as const,
      id: c.id,
      label: c.reason ? `${CHARGE_KIND_LABELS[c.kind]}: ${c.reason}` : CHARGE_KIND_LABELS[c.kind],
      amountPence: c.amountPence,
    })),
  ];
}

const summaryOf = (row: repo.DepositRefundRow): TDepositRefundSummary => ({
  status: row.status,
  amountPence: row.amountPence,
  refundedAt: row.refundedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const refundOf = (row: repo.DepositRefundRow): TDepositRefund => ({
  ...summaryOf(row),
  id: row.id,
  depositPence: row.depositPence,
  withheldPence: row.withheldPence,
  withheld: row.withheld,
  provider: row.provider,
  note: row.note,
});

/** What a property's refund would be (or was): facts, refusal, unpaid items and the balance. */
async function refundFacts(db: DbOrTx, deps: AppDeps, property: PropertyRow, lock: boolean) {
  const existing = await repo.findRefundOfProperty(db, property.id);
  const contracts = await latestContracts(db, [property.id]);
  const deposit = await heldDeposit(db, deps, property);
  const unpaid = await unpaidItems(db, property.id, lock);
  const refusal = refundRefusal({
    archived: property.archived,
    latestContractStatus: contracts.get(property.id)?.status ?? null,
    depositReceived: deposit !== null,
    refunded: existing !== undefined,
  });
  const balance = refundBalance(deposit?.amountPence ?? 0, unpaid);
  return { existing, deposit, refusal, balance };
}

/**
 * GET /api/properties/:id/deposit-refund. Staff who refund deposits get the whole picture; anyone else
 * who may see the property (its owner included) reads only the refund's status, amount and date.
 * Another owner's property is a 404.
 */
export async function getDepositRefund(deps: AppDeps, caller: Caller, propertyId: string): Promise<TDepositRefundView | TDepositRefundOwnerView> {
  const scope = await scopeOf(deps.db, caller);
  const found = await findProperty(deps.db, scope, propertyId);
  if (!found) throw notFound(PROPERTY_MESSAGES.notFound);
  if (!canRefundDeposit(subjectOf(caller))) {
    const refund = await repo.findRefundOfProperty(deps.db, propertyId);
    return { refund: refund ? summaryOf(refund) : null };
  }
  const { existing, deposit, refusal, balance } = await refundFacts(deps.db, deps, found.property, false);
  const nothingToRefund = !refusal && balance.balancePence <= 0;
  return {
    deposit: deposit ? { amountPence: deposit.amountPence, paidAt: deposit.paidAt?.toISOString() ?? null, via: deposit.via } : null,
    eligible: !refusal && !nothingToRefund,
    reason: refusal ?? (nothingToRefund ? DEPOSIT_REFUND_MESSAGES.nothingToRefund : null),
    provider: deposit?.provider ?? null,
    unpaid: balance.withheld,
    withheldPence: balance.withheldPence,
    balancePence: balance.balancePence,
    refund: existing ? refundOf(existing) : null,
  };
}

/** GET /api/deposit-refunds: an owner's own properties' refunds; every refund for staff who refund deposits. */
export async function listDepositRefunds(deps: AppDeps, caller: Caller): Promise<{ refunds: TDepositRefundListItem[] }> {
  const scope = await scopeOf(deps.db, caller);
  if (scope.all && !canRefundDeposit(subjectOf(caller))) throw forbidden();
  const rows = await repo.listRefunds(deps.db, scope);
  return {
    refunds: rows.map((r) => ({
      propertyId: r.propertyId,
      propertyName: r.propertyName,
      status: r.status,
      amountPence: r.amountPence,
      refundedAt: r.refundedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Settles one unpaid item from the deposit; false when it was settled meanwhile (it is locked, so never). */
function settleItem(tx: DbOrTx, item: WithheldItem, now: Date): Promise<boolean> {
  switch (item.type) {
    case 'collection':
      return settleInvoiceFromDeposit(tx, item.id, now);
    case 'damage':
      return markDamageCharged(tx, item.id, now);
    case 'charge':
      return markChargePaid(tx, item.id, 'deposit', now);
  }
}

/**
 * The refund on the invoices (issue 23): each unpaid item settled from the deposit is paid 'from the
 * deposit' on its invoice, and the deposit's receipt gets a credit note for what was applied and one for
 * what goes back to the owner.
 */
async function invoiceDepositRefund(
  tx: DbOrTx,
  r: { refundId: string; propertyId: string; withheld: WithheldItem[]; refundPence: number; actorUserId: string; now: Date },
): Promise<void> {
  for (const item of r.withheld) {
    const source = item.type === 'damage' ? 'damage' : item.type;
    await recordInvoicePayment(tx, {
      source,
      sourceId: item.id,
      amountPence: item.amountPence,
      via: 'deposit',
      key: `deposit-refund:${r.refundId}:${item.type}:${item.id}`,
      paidAt: r.now,
      actorUserId: r.actorUserId,
    });
  }
  const withheldPence = r.withheld.reduce((s, i) => s + i.amountPence, 0);
  if (withheldPence > 0) {
    const note = `Applied to ${r.withheld.map((i) => i.label).join('; ')}`.slice(0, 500);
    await creditInvoiceOf(tx, 'deposit', r.propertyId, { reason: 'deposit_applied', amountPence: withheldPence, key: `deposit-applied:${r.refundId}`, note, actorUserId: r.actorUserId }, r.now);
  }
  if (r.refundPence > 0) {
    await creditInvoiceOf(
      tx,
      'deposit',
      r.propertyId,
      { reason: 'deposit_refund', amountPence: r.refundPence, refundPence: r.refundPence, key: `deposit-refund:${r.refundId}`, actorUserId: r.actorUserId },
      r.now,
    );
  }
}

/** POST /api/properties/:id/deposit-refund: refunds the deposit less the unpaid items, once. */
export async function refundDeposit(deps: AppDeps, ctx: RequestContext, propertyId: string, input: TRefundDeposit): Promise<TDepositRefundView> {
  const { caller } = ctx;
  const scope = await scopeOf(deps.db, caller);
  if (!(await findProperty(deps.db, scope, propertyId))) throw notFound(PROPERTY_MESSAGES.notFound);
  if (!canRefundDeposit(subjectOf(caller))) throw forbidden();
  const now = deps.now();
  const note = input.note?.trim() || null;

  const made = await deps.db.transaction(async (tx) => {
    // The property's lock makes parallel refunds queue: the first inserts the refund, the rest see it.
    const property = await lockProperty(tx, scope, propertyId);
    if (!property) throw notFound(PROPERTY_MESSAGES.notFound);
    const { deposit, refusal, balance } = await refundFacts(tx, deps, property, true);
    if (refusal || !deposit) throw conflict(refusal ?? DEPOSIT_REFUND_MESSAGES.notPaid);
    if (balance.balancePence <= 0) throw conflict(DEPOSIT_REFUND_MESSAGES.nothingToRefund);
    if (deposit.provider === 'manual' && !note) {
      throw badRequest(DEPOSIT_REFUND_MESSAGES.noteRequired, [{ path: 'note', message: DEPOSIT_REFUND_MESSAGES.noteRequired }]);
    }
    const manual = deposit.provider === 'manual';
    const row = await repo.insertRefund(tx, {
      propertyId,
      clientId: property.clientId,
      depositPence: deposit.amountPence,
      withheldPence: balance.withheldPence,
      amountPence: balance.balancePence,
      withheld: balance.withheld,
      provider: deposit.provider,
      paymentIntentId: deposit.paymentIntentId,
      status: manual ? 'succeeded' : 'pending',
      note,
      requestedBy: caller.user.id,
      refundedAt: manual ? now : null,
    });
    if (!row) throw conflict(DEPOSIT_REFUND_MESSAGES.alreadyRefunded);
    for (const item of balance.withheld) {
      if (!(await settleItem(tx, item, now))) throw conflict(DEPOSIT_REFUND_MESSAGES.failed);
    }
    await invoiceDepositRefund(tx, { refundId: row.id, propertyId, withheld: balance.withheld, refundPence: row.amountPence, actorUserId: caller.user.id, now });
    await audit(tx, ctx, {
      action: 'deposit.refund',
      entityType: 'property',
      entityId: propertyId,
      details: {
        refundId: row.id,
        depositPence: deposit.amountPence,
        depositVia: deposit.via,
        withheld: balance.withheld,
        withheldPence: balance.withheldPence,
        amountPence: balance.balancePence,
        provider: deposit.provider,
        paymentIntentId: deposit.paymentIntentId,
        note,
      },
    });
    if (manual || !deposit.paymentIntentId) return row;
    let answer;
    try {
      answer = await deps.payments.refund({ paymentIntentId: deposit.paymentIntentId, amountPence: row.amountPence, refundId: row.id, attempt: 1 });
    } catch (err) {
      logError('Deposit refund refused by the payment provider', err);
      throw new AppError(502, 'refund_failed', DEPOSIT_REFUND_MESSAGES.failed);
    }
    return repo.setProviderAnswer(tx, row.id, { providerRefundId: answer.providerRefundId, succeeded: answer.status === 'succeeded' }, now);
  });

  // The test provider's refund event, once the refund is committed: through the webhook, like Stripe's.
  // Should this process stop before it is applied, the scheduled job sends it (deliverTestRefundEvents).
  if (made.provider === 'test' && made.status === 'pending') await deliverTestRefundEvents(deps);
  return (await getDepositRefund(deps, caller, propertyId)) as TDepositRefundView;
}

/** How many unacknowledged test refund events one run sends at most. */
const TEST_REFUND_BATCH = 50;

/**
 * Sends the test provider's result event of every refund still pending, through the webhook: the refund
 * row is the outbox, and the event is sent again on each run until the webhook has settled the refund
 * (a crash between the refund's commit and its event loses nothing). Returns how many were applied.
 * Nothing to do unless the test provider is the app's provider.
 */
export async function deliverTestRefundEvents(deps: AppDeps): Promise<number> {
  if (deps.payments.kind !== 'test') return 0;
  let applied = 0;
  for (const r of await repo.pendingTestRefunds(deps.db, TEST_REFUND_BATCH)) {
    if (!r.providerRefundId || !r.paymentIntentId) continue;
    try {
      await sendTestRefundEvent(deps, { providerRefundId: r.providerRefundId, refundId: r.refundId, amountPence: r.amountPence, paymentIntentId: r.paymentIntentId });
      applied++;
    } catch (err) {
      logError('The test refund event could not be applied (sent again on the next run)', err);
    }
  }
  return applied;
}
