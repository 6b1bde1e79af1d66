import { describe, expect, it } from 'vitest';
import {
  applyOnboardingFacts,
  canOverrideTask,
  canTickTask,
  clientProgress,
  defaultOnboardingTasks,
  overrideNote,
  overrideReasonProblem,
  ONBOARDING_MESSAGES,
  servicesSaved,
  setTaskOverride,
  type TaskOverride,
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

  it('lets owners tick task 1 only, editors 1 and 2, and nobody 3, 4 or 5 (the facts do them)', () => {
    const owner = { isPropertyOwner: true, canEditProperties: false };
    const editor = { isPropertyOwner: false, canEditProperties: true };
    expect([1, 2, 3, 4, 5].filter((id) => canTickTask(id, owner))).toEqual([1]);
    expect([1, 2, 3, 4, 5].filter((id) => canTickTask(id, editor))).toEqual([1, 2]);
    expect(canTickTask(1, { isPropertyOwner: false, canEditProperties: false })).toBe(false);
    expect([1, 2, 3, 4, 5].filter((id) => canOverrideTask(id, { canEditProperties: true }))).toEqual([4, 5]);
    expect(canOverrideTask(4, { canEditProperties: false })).toBe(false);
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

  it('counts services as saved with at least one', () => {
    expect(servicesSaved(['svc'])).toBe(true);
    expect(servicesSaved([])).toBe(false);
    expect(servicesSaved(undefined)).toBe(false);
  });
});

describe('tasks 3, 4 and 5 follow the facts (issue 19 M1)', () => {
  const none = { depositReceived: false, contractSigned: false, servicesSaved: false };
  const all = { depositReceived: true, contractSigned: true, servicesSaved: true };
  const done = (tasks: { id: number; completed: boolean }[]) => tasks.filter((t) => t.completed).map((t) => t.id);
  const override: TaskOverride = { reason: 'Signed a paper contract', byName: 'Mia Manager', byUserId: 'u1', at: '2026-11-26T12:00:00.000Z' };

  it('unticks hand ticks of 3, 4 and 5 without the facts, and ticks them with the facts, leaving 1 and 2 alone', () => {
    const handTicked = defaultOnboardingTasks({ 1: true, 2: true, 3: true, 4: true, 5: true });
    expect(done(applyOnboardingFacts(handTicked, none))).toEqual([1, 2]);
    expect(done(applyOnboardingFacts(defaultOnboardingTasks(), all))).toEqual([3, 4, 5]);
    expect(done(applyOnboardingFacts(defaultOnboardingTasks({ 1: true }), { ...none, servicesSaved: true }))).toEqual([1, 5]);
  });

  it('counts an override of 4 or 5 as done until the fact holds, then drops it; 3 takes no override', () => {
    const marked = setTaskOverride(defaultOnboardingTasks(), 4, override);
    const applied = applyOnboardingFacts(marked, none);
    expect(done(applied)).toEqual([4]);
    expect(applied.find((t) => t.id === 4)?.override).toEqual(override);
    const signed = applyOnboardingFacts(applied, { ...none, contractSigned: true });
    expect(done(signed)).toEqual([4]);
    expect(signed.find((t) => t.id === 4)?.override).toBeUndefined();
    expect(setTaskOverride(defaultOnboardingTasks(), 3, override).find((t) => t.id === 3)?.completed).toBe(false);
    const taken = applyOnboardingFacts(setTaskOverride(applied, 4, null), none);
    expect(done(taken)).toEqual([]);
  });

  it('needs a reason of a few words, and reads as marked by hand, never as the fact', () => {
    expect(overrideReasonProblem(undefined)).toBe(ONBOARDING_MESSAGES.reasonRequired);
    expect(overrideReasonProblem('  ')).toBe(ONBOARDING_MESSAGES.reasonRequired);
    expect(overrideReasonProblem('ok')).toBe(ONBOARDING_MESSAGES.reasonTooShort);
    expect(overrideReasonProblem('x'.repeat(201))).toBe(ONBOARDING_MESSAGES.reasonTooLong);
    expect(overrideReasonProblem('Signed a paper contract')).toBeNull();
    expect(overrideNote(override)).toBe('Marked done by Mia Manager: Signed a paper contract');
    expect(overrideNote({ ...override, byName: null })).toBe('Marked done by hand: Signed a paper contract');
  });
});
