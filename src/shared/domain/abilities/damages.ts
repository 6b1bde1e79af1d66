/** The damages ledger's abilities (docs/product.md §1.6). */
import { canRecordDamages } from './board';
import { canManageCharges } from './charges';
import { isPropertyOwner, type FlagsOf, type SubjectWith } from './subject';

/** The damages list and its photos: damages_view. */
export const canListDamages = (who: FlagsOf<'damages_view'>): boolean => who.flags.damages_view;

/** Requesting or taking payment for a damage, and editing its photos: staff who record damages. */
export const canChargeDamages = (who: FlagsOf<'kanban_record_damages'>): boolean => canRecordDamages(who);

/** Paying a damage charge (POST /api/payments/damage): staff who charge damages, or the owner of the record's client. */
export const canPayDamageCharge = (who: SubjectWith<'kanban_record_damages' | 'is_property_owner'>): boolean =>
  canChargeDamages(who) || isPropertyOwner(who);

/**
 * The variance list of courier counts (issue 22, decision 0192) and its 'Charge replacement' and 'Resolved':
 * staff who see the damages, charge them and manage charges; owners never.
 */
export const canHandleVariances = (who: FlagsOf<'damages_view' | 'kanban_record_damages' | 'is_property_owner' | 'kanban_edit'>): boolean =>
  canListDamages(who) && canChargeDamages(who) && canManageCharges(who);
