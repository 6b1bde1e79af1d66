import { describe, expect, it } from 'vitest';
import { findInvalidText, isValidText } from './text';

describe('the text rule', () => {
  it('accepts ordinary text, accents, emoji (paired surrogates), tabs and line breaks', () => {
    for (const ok of ['', 'Flat 2, 1 High St', 'Zoë Brontë', 'Ünïcødé ✓ 😀', 'line one\nline two\r\n\tindented']) {
      expect(isValidText(ok), JSON.stringify(ok)).toBe(true);
    }
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001B[31m', '\u007F', 'a\uD800', '\uDC00b', 'x\uDBFFy', '\uDE00\uD83D']) {
      expect(isValidText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('finds the first bad text anywhere in a parsed input, keys included', () => {
    expect(findInvalidText({ a: 'fine', b: [1, { c: 'x\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findInvalidText({ ['k\uD800']: 1 })).toEqual(['k\uD800']);
    expect(findInvalidText({ a: 'fine', n: 3, d: new Date(), nested: { list: ['ok', null, true] } })).toBeNull();
    expect(findInvalidText('\u0000')).toEqual([]);
  });
});
