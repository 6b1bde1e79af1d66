/**
 * Paying a damage charge (issue 10 item 3): the 'damage' purpose of a checkout. Registered with
 * payments at start (boot.ts), which calls it to price the checkout and, in the webhook's
 * transaction, to mark the record charged.
 */
import { CHECKOUT_MESSAGES, damageCheckoutLine } from '@shared/domain/checkout';
import { canChargeDamages, canPayDamageCharge } from '@shared/domain/abilities';
import { DAMAGE_MESSAGES } from '@shared/domain/damages';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { subjectOf } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import { NOTHING_TO_APPLY, type PaymentPurposeHandler } from '../payments';
import * as repo from './damages.repo';

export const damagePayments: PaymentPurposeHandler = {
  /**
   * Staff who record damages (super admins hold every flag), or the owner of the record's client once
   * staff requested the payment (POST /api/damages/:id/charge). A caller's open checkout for the
   * record is handed back rather than a second one made.
   */
  async checkout(deps, { caller }, activityId) {
    const staff = canChargeDamages(subjectOf(caller));
    if (!canPayDamageCharge(subjectOf(caller))) throw forbidden();
    const activity = await repo.findDamageForPayment(deps.db, activityId, await scopeOf(deps.db, caller));
    if (!activity) throw notFound('Damage record not found');
    if (activity.chargedAt) throw conflict(CHECKOUT_MESSAGES.damageAlreadyCharged);
    if (!staff && !activity.chargeRequestedAt) throw conflict(DAMAGE_MESSAGES.notRequested);
    // One payment-mode line named after the item: a stock item's damage too (ad-hoc price data, decision 0163).
    const charge = damageCheckoutLine(activity);
    if (!charge.ok) throw badRequest(charge.message);
    const reference = { activityId: activity.id, propertyId: activity.propertyId, propertyName: activity.propertyName, clientId: activity.clientId };
    return { lines: [charge.line], reference, subjectId: activity.id };
  },

  /** uncharged → charged; a record already charged (paid twice, or settled from the deposit) is a duplicate payment. */
  async applyPaid(tx, { reference }, now) {
    if (!reference.activityId) return NOTHING_TO_APPLY;
    const applied = await repo.markDamageCharged(tx, reference.activityId, now);
    const duplicate = !applied && (await repo.damageAlreadyCharged(tx, reference.activityId));
    return { applied, duplicate };
  },
};
