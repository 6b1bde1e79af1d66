import { describe, expect, it } from 'vitest';
import {
  canTickTask,
  clientProgress,
  completesServicesTask,
  defaultOnboardingTasks,
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

  it('lets owners tick tasks 1 and 5 only, editors any task but 3, and nobody task 3 (the deposit does it)', () => {
    const owner = { isPropertyOwner: true, canEditProperties: false };
    const editor = { isPropertyOwner: false, canEditProperties: true };
    expect([1, 2, 3, 4, 5].filter((id) => canTickTask(id, owner))).toEqual([1, 5]);
    expect([1, 2, 3, 4, 5].filter((id) => canTickTask(id, editor))).toEqual([1, 2, 4, 5]);
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
});
