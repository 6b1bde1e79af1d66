/**
 * Paying a charge (a late changeover or a late payment fee, issue 18): the 'charge' purpose of a
 * checkout. Registered with payments at start (boot.ts), which calls it to price the checkout and,
 * in the webhook's transaction, to mark the charge paid.
 */
import { canPayCharge } from '@shared/domain/abilities';
import { CHARGE_KIND_LABELS, CHARGE_MESSAGES } from '@shared/domain/charges';
import { chargePriceId } from '@shared/domain/charge-rules';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { subjectOf } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import { NOTHING_TO_APPLY, type PaidCheckout, type PaymentPurposeHandler, type PurposeOutcome } from '../payments';
import * as repo from './charge-ledger.repo';
import { toCharge } from './charge-ledger.service';
import { lockCharge, markChargePaid } from './charges.repo';

/**
 * Marks the charge paid by checkout. A charge already paid or waived is not applied, and is reported
 * as a duplicate payment (to refund).
 */
async function applyChargePayment(tx: Tx, paid: PaidCheckout, now: Date): Promise<PurposeOutcome> {
  const chargeId = paid.reference.chargeId;
  if (!chargeId) return NOTHING_TO_APPLY;
  const charge = await lockCharge(tx, chargeId);
  if (!charge) return { applied: false, duplicate: false };
  const applied = await markChargePaid(tx, charge.id, 'checkout', now);
  if (applied) {
    await recordAudit(tx, {
      actorUserId: paid.userId,
      action: 'charge.paid',
      entityType: 'charge',
      entityId: charge.id,
      details: { kind: charge.kind, amountPence: charge.amountPence, via: 'checkout', clientId: charge.clientId, propertyId: charge.propertyId },
    });
  }
  return { applied, duplicate: !applied };
}

export const chargePayments: PaymentPurposeHandler = {
  /**
   * The owner of the charge's client, or staff who manage charges. A paid or waived charge is 409; a
   * caller's open checkout for the charge is handed back rather than a second one made.
   */
  async checkout(deps, { caller }, chargeId) {
    if (!canPayCharge(subjectOf(caller))) throw forbidden();
    const row = await repo.findCharge(deps.db, await scopeOf(deps.db, caller), chargeId);
    if (!row) throw notFound(CHARGE_MESSAGES.notFound);
    const charge = toCharge(row);
    if (charge.status === 'paid') throw conflict(CHARGE_MESSAGES.alreadyPaid);
    if (charge.status === 'waived') throw conflict(CHARGE_MESSAGES.alreadyWaived);
    const line = {
      priceId: chargePriceId(charge.kind),
      name: `${CHARGE_KIND_LABELS[charge.kind]}: ${charge.propertyName}`,
      amountPence: charge.amountPence,
      quantity: 1,
      providerPrice: false,
    };
    const reference = { chargeId: charge.id, propertyId: charge.propertyId, propertyName: charge.propertyName, clientId: charge.clientId };
    return { lines: [line], reference, subjectId: charge.id };
  },
  applyPaid: applyChargePayment,
};
