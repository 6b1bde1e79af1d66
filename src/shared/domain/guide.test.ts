import { describe, expect, it } from 'vitest';
import { completeGuideStep, completeGuideSteps, GUIDE_STEPS } from './guide';

describe('startup guide', () => {
  it('has six steps ending at Damages', () => {
    expect(GUIDE_STEPS).toHaveLength(6);
    expect(GUIDE_STEPS.map((s) => s.path)).toEqual(['/clients', '/properties', '/kanban', '/calendar', '/collections', '/damages']);
  });
  it('adds a step once and keeps the others (one-way)', () => {
    expect(completeGuideStep([3, 1], 2)).toEqual([1, 2, 3]);
    expect(completeGuideStep([1, 2], 2)).toEqual([1, 2]);
  });
  it('ignores steps outside 1 to 6', () => {
    expect(completeGuideStep([1], 7)).toEqual([1]);
    expect(completeGuideStep([1], 0)).toEqual([1]);
  });
});

describe('completeGuideSteps', () => {
  it('adds the steps walked to those already done, once each, ignoring unknown ones', () => {
    expect(completeGuideSteps([], [1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(completeGuideSteps([4], [2, 1, 2, 9, 0])).toEqual([1, 2, 4]);
    expect(completeGuideSteps([3, 5], [])).toEqual([3, 5]);
  });
});
