/**
 * Paying a property's £100 damage deposit (onboarding task 3): the 'deposit' purpose of a checkout.
 * Registered with payments at start (boot.ts), which calls it to price the checkout and, in the
 * webhook's transaction, to mark the deposit paid and its task done.
 */
import { DAMAGE_DEPOSIT_PRICE_ID } from '@shared/catalogue';
import { DAMAGE_DEPOSIT_PENCE } from '@shared/constants';
import { CHECKOUT_MESSAGES } from '@shared/domain/checkout';
import { canPayDeposit } from '@shared/domain/abilities';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { subjectOf } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import { findProductByPriceId, NOTHING_TO_APPLY, type PaymentPurposeHandler } from '../payments';
import * as repo from './deposit-payment.repo';
import { setPropertyTask } from './onboarding.service';

export const depositPayments: PaymentPurposeHandler = {
  /**
   * The property's owner, or staff who may edit properties. A caller who already has an open deposit
   * checkout for the property gets that one back, not a second one, so one deposit is not paid twice
   * from two tabs. (Should two still be paid, the second is a duplicate payment, for a refund.)
   */
  async checkout(deps, { caller }, propertyId) {
    if (!canPayDeposit(subjectOf(caller))) throw forbidden();
    const property = await repo.findPropertyForDeposit(deps.db, propertyId, await scopeOf(deps.db, caller));
    if (!property) throw notFound('Property not found');
    if (property.depositPaid) throw conflict(CHECKOUT_MESSAGES.depositAlreadyPaid);
    const product = await findProductByPriceId(deps.db, DAMAGE_DEPOSIT_PRICE_ID);
    const line = {
      priceId: DAMAGE_DEPOSIT_PRICE_ID,
      name: product?.name ?? 'Damage Deposit',
      amountPence: product?.pricePence || DAMAGE_DEPOSIT_PENCE,
      quantity: 1,
      providerPrice: product?.source === 'stripe',
    };
    const reference: Record<string, string> = { propertyId: property.id, propertyName: property.name };
    if (property.clientId) reference.clientId = property.clientId;
    return { lines: [line], reference, subjectId: property.id };
  },

  /** Marks the deposit paid (task 3 follows); a deposit already paid makes this a duplicate payment. */
  async applyPaid(tx, { reference }, now) {
    const propertyId = reference.propertyId;
    if (!propertyId) return NOTHING_TO_APPLY;
    const property = await repo.lockPropertyDeposit(tx, propertyId);
    const duplicate = property?.depositPaid === true;
    const applied = property !== undefined && !duplicate;
    if (applied) await setPropertyTask(tx, propertyId, 3, true, now, { depositPaid: true });
    return { applied, duplicate };
  },
};
