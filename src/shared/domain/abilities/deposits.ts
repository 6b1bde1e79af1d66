/** Who may pay or record a property's £100 deposit (docs/product.md §1.4 task 3, issue 7). */
import { isPropertyOwner, type SubjectWith } from './subject';

/** Who is asking, as far as the deposit is concerned. */
export type DepositCaller = SubjectWith<'is_property_owner' | 'properties_edit'>;

/**
 * Who may start a property's £100 deposit checkout: its owner (a property owner who is not a super
 * admin; the server also checks the property is theirs) or the provider's staff who may edit properties.
 */
export function canPayDeposit(caller: DepositCaller): boolean {
  return isPropertyOwner(caller) || caller.flags.properties_edit;
}

/** Recording a deposit received another way: the provider's staff who may edit properties, never an owner. */
export function canRecordDeposit(caller: DepositCaller): boolean {
  return !isPropertyOwner(caller) && caller.flags.properties_edit;
}
