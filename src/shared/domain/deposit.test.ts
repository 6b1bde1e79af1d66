import { describe, expect, it } from 'vitest';
import {
  applyDepositRule,
  depositReasonProblem,
  depositReceived,
  depositState,
  depositView,
  DEPOSIT_MESSAGES,
  offersDepositPayment,
  offersDepositRecord,
} from './deposit';
import { canPayDeposit, canRecordDeposit } from './abilities';
import { defaultOnboardingTasks, onboardingProgress, setTask } from './onboarding';

const flags = (is_property_owner: boolean, properties_edit: boolean) => ({ is_property_owner, properties_edit });
const owner = { isSuperadmin: false, flags: flags(true, false) };
const manager = { isSuperadmin: false, flags: flags(false, true) };
const courier = { isSuperadmin: false, flags: flags(false, false) };
const superAdmin = { isSuperadmin: true, flags: flags(false, true) };

const due = { depositPaid: false, depositRecorded: null };
const paid = { depositPaid: true, depositRecorded: null };
const recorded = { depositPaid: false, depositRecorded: { reason: 'Paid by bank transfer', recordedAt: '2026-11-23T10:00:00.000Z' } };

describe('the deposit rule', () => {
  it('is received when paid or recorded, and only then', () => {
    expect([due, paid, recorded].map(depositState)).toEqual(['due', 'paid', 'recorded']);
    expect([due, paid, recorded].map(depositReceived)).toEqual([false, true, true]);
    // A payment after a record shows as paid.
    expect(depositState({ ...recorded, depositPaid: true })).toBe('paid');
  });

  it('sets task 3 from the deposit, whatever was asked', () => {
    const allTicked = [1, 2, 3, 4, 5].reduce((t, id) => setTask(t, id, true), defaultOnboardingTasks());
    const withoutDeposit = applyDepositRule(allTicked, false);
    expect(withoutDeposit.find((t) => t.id === 3)?.completed).toBe(false);
    // So a property without a deposit never reaches 100%.
    expect(onboardingProgress(withoutDeposit)).toBe(80);
    expect(onboardingProgress(applyDepositRule(withoutDeposit, true))).toBe(100);
  });

  it('uses one wording everywhere', () => {
    expect(depositView(paid)).toMatchObject({ label: 'Deposit paid', short: 'Paid', tone: 'success', note: 'Refundable £100 deposit paid' });
    expect(depositView(recorded)).toMatchObject({ label: 'Deposit recorded', tone: 'success', note: 'Deposit received: Paid by bank transfer' });
    expect(depositView(due)).toMatchObject({ label: 'Deposit due', short: 'Pending', tone: 'warning' });
    expect(depositView(due).note).toMatch(/completes itself when the deposit is paid/);
  });

  it('lets the owner or property editors pay, never read-only staff; a super admin is never an owner', () => {
    expect([owner, manager, courier, superAdmin].map(canPayDeposit)).toEqual([true, true, false, true]);
    expect(canPayDeposit({ isSuperadmin: true, flags: flags(true, false) })).toBe(false);
    expect(offersDepositPayment(due, owner)).toBe(true);
    expect(offersDepositPayment(paid, owner)).toBe(false);
    expect(offersDepositPayment(recorded, owner)).toBe(false);
    expect(offersDepositPayment(due, courier)).toBe(false);
  });

  it('lets only staff who edit properties record a deposit received another way', () => {
    expect([owner, manager, courier, superAdmin].map(canRecordDeposit)).toEqual([false, true, false, true]);
    // An owner who somehow holds properties_edit is still an owner.
    expect(canRecordDeposit({ isSuperadmin: false, flags: flags(true, true) })).toBe(false);
    expect(offersDepositRecord(due, manager)).toBe(true);
    expect(offersDepositRecord(paid, manager)).toBe(false);
    expect(offersDepositRecord(recorded, manager)).toBe(false);
  });

  it('needs a reason of a few words, at most 200 characters', () => {
    expect(depositReasonProblem('')).toBe(DEPOSIT_MESSAGES.reasonRequired);
    expect(depositReasonProblem('   ')).toBe(DEPOSIT_MESSAGES.reasonRequired);
    expect(depositReasonProblem('ok')).toBe(DEPOSIT_MESSAGES.reasonTooShort);
    expect(depositReasonProblem('x'.repeat(201))).toBe(DEPOSIT_MESSAGES.reasonTooLong);
    expect(depositReasonProblem('Paid by bank transfer')).toBeNull();
  });
});
