import { describe, expect, it } from 'vitest';
import { dropTargetFor } from './board-dnd';

describe('dropTargetFor', () => {
  it('is the next column of the cycle: New drops on On Beds (Deliver)', () => {
    expect(dropTargetFor('new')).toBe('on_beds');
    expect(dropTargetFor('on_beds')).toBe('changeover_due');
    expect(dropTargetFor('changeover_due')).toBe('in_transit');
    expect(dropTargetFor('in_transit')).toBe('on_beds');
    expect(dropTargetFor(undefined)).toBeNull();
  });
});
