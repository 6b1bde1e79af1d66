import { describe, expect, it } from 'vitest';
import {
  canPayDeposit,
  canTickTask,
  clientProgress,
  completesServicesTask,
  defaultOnboardingTasks,
  depositTaskNote,
  offersDepositPayment,
  onboardingProgress,
  reachedCompletion,
  setTask,
} from './onboarding';

describe('onboarding', () => {
  it('starts with the five tasks in order, none complete', () => {
    const tasks = defaultOnboardingTasks();
    expect(tasks.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(tasks.every((t) => !t.completed)).toBe(true);
    expect(onboardingProgress(tasks)).toBe(0);
  });

  it('computes progress as completed over total, rounded', () => {
    let tasks = setTask(defaultOnboardingTasks(), 1, true);
    expect(onboardingProgress(tasks)).toBe(20);
    tasks = setTask(setTask(tasks, 2, true), 4, true);
    expect(onboardingProgress(tasks)).toBe(60);
    expect(onboardingProgress([{ id: 1, title: 'a', completed: true }, { id: 2, title: 'b', completed: false }, { id: 3, title: 'c', completed: false }])).toBe(33);
    expect(onboardingProgress([])).toBe(0);
  });

  it('toggles a task either way and ignores unknown ids', () => {
    const on = setTask(defaultOnboardingTasks(), 3, true);
    expect(on.find((t) => t.id === 3)?.completed).toBe(true);
    expect(setTask(on, 3, false).find((t) => t.id === 3)?.completed).toBe(false);
    expect(setTask(on, 9, true)).toEqual(on);
  });

  it('lets owners tick tasks 1, 3 and 5 only, and editors any task', () => {
    const owner = { isPropertyOwner: true, canEditProperties: false };
    expect([1, 2, 3, 4, 5].filter((id) => canTickTask(id, owner))).toEqual([1, 3, 5]);
    expect([1, 2, 3, 4, 5].every((id) => canTickTask(id, { isPropertyOwner: false, canEditProperties: true }))).toBe(true);
    expect(canTickTask(1, { isPropertyOwner: false, canEditProperties: false })).toBe(false);
  });

  it('reaches completion only when crossing into 100', () => {
    expect(reachedCompletion(80, 100)).toBe(true);
    expect(reachedCompletion(100, 100)).toBe(false);
    expect(reachedCompletion(60, 80)).toBe(false);
  });

  it('averages property progress for the client', () => {
    expect(clientProgress([])).toBe(0);
    expect(clientProgress([100, 40])).toBe(70);
  });

  it('completes task 5 on a save with at least one service', () => {
    expect(completesServicesTask(['svc'])).toBe(true);
    expect(completesServicesTask([])).toBe(false);
    expect(completesServicesTask(undefined)).toBe(false);
  });

  it('completes task 5 only when the saved services change to a non-empty set', () => {
    expect(completesServicesTask(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(completesServicesTask(['a'], ['a'])).toBe(false);
    expect(completesServicesTask(['a', 'b'], ['a'])).toBe(true);
    expect(completesServicesTask(['b'], ['a'])).toBe(true);
    expect(completesServicesTask(['a'], [])).toBe(true);
    expect(completesServicesTask([], ['a'])).toBe(false);
    expect(completesServicesTask(undefined, ['a'])).toBe(false);
  });

  describe('the damage deposit', () => {
    const flags = (is_property_owner: boolean, properties_edit: boolean) => ({ is_property_owner, properties_edit });
    const owner = { isSuperadmin: false, flags: flags(true, false) };
    const manager = { isSuperadmin: false, flags: flags(false, true) };
    const courier = { isSuperadmin: false, flags: flags(false, false) };
    const superAdmin = { isSuperadmin: true, flags: flags(false, true) };

    it('may be paid by the owner or staff who edit properties, not by read-only staff such as couriers', () => {
      expect([owner, manager, courier, superAdmin].map(canPayDeposit)).toEqual([true, true, false, true]);
      // A super admin is never treated as an owner.
      expect(canPayDeposit({ isSuperadmin: true, flags: flags(true, false) })).toBe(false);
    });

    it("keeps 'Pay £100' while unpaid, whether or not task 3 was ticked by hand", () => {
      expect(offersDepositPayment({ depositPaid: false }, owner)).toBe(true);
      expect(offersDepositPayment({ depositPaid: true }, owner)).toBe(false);
      expect(offersDepositPayment({ depositPaid: false }, courier)).toBe(false);
    });

    it('never says a deposit was received unless it was paid', () => {
      const due = 'Still to pay';
      expect(depositTaskNote({ completed: false }, { depositPaid: false }, due)).toBe(due);
      expect(depositTaskNote({ completed: true }, { depositPaid: false }, due)).toBe('Marked complete — deposit not yet received');
      expect(depositTaskNote({ completed: true }, { depositPaid: false }, due)).not.toMatch(/our team/);
      expect(depositTaskNote({ completed: true }, { depositPaid: true }, due)).toBe('Refundable deposit paid');
    });
  });
});
