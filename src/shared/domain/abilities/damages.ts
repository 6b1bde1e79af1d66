/** The damages ledger's abilities (docs/product.md §1.6). */
import { canRecordDamages } from './board';
import type { FlagsOf } from './subject';

/** The damages list and its photos: damages_view. */
export const canListDamages = (who: FlagsOf<'damages_view'>): boolean => who.flags.damages_view;

/** Requesting or taking payment for a damage, and editing its photos: staff who record damages. */
export const canChargeDamages = (who: FlagsOf<'kanban_record_damages'>): boolean => canRecordDamages(who);
