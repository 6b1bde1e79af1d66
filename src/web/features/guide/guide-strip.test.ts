import { describe, expect, it } from 'vitest';
import { completedModules, hideStrip, isStripHidden, stripHiddenKey } from './guide-strip';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('guide reference strip', () => {
  it('remembers hiding per user', () => {
    const storage = memoryStorage();
    expect(isStripHidden(storage, 'u1')).toBe(false);
    hideStrip(storage, 'u1');
    expect(isStripHidden(storage, 'u1')).toBe(true);
    expect(isStripHidden(storage, 'u2')).toBe(false);
    expect(stripHiddenKey('u1')).not.toBe(stripHiddenKey('u2'));
  });

  it('treats an unavailable or failing storage as not hidden', () => {
    expect(isStripHidden(undefined, 'u1')).toBe(false);
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isStripHidden(failing, 'u1')).toBe(false);
    expect(() => hideStrip(failing, 'u1')).not.toThrow();
  });

  it('counts the completed modules out of six', () => {
    expect(completedModules([])).toBe(0);
    expect(completedModules([1, 3, 3, 9, 0])).toBe(2);
    expect(completedModules([1, 2, 3, 4, 5, 6])).toBe(6);
  });
});
