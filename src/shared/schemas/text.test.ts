import { describe, expect, it } from 'vitest';
import { findInputProblem, findInvalidText, isValidText, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from './text';

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

  it('refuses input nested deeper than the limit, at any depth, without recursing', () => {
    const nest = (levels: number, inner: unknown = 'x') => {
      let v: unknown = inner;
      for (let i = 0; i < levels; i++) v = [v];
      return v;
    };
    expect(findInputProblem(nest(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nest(MAX_INPUT_DEPTH + 1))).toMatchObject({ message: TOO_DEEP_MESSAGE });
    // 100,000 levels: a recursive walk overflowed the stack here; this one stops at the limit.
    expect(findInputProblem(nest(100_000))?.path).toHaveLength(MAX_INPUT_DEPTH);
    expect(findInputProblem({ a: { b: nest(MAX_INPUT_DEPTH) } })?.path.slice(0, 2)).toEqual(['a', 'b']);
  });

  it('costs time linear in the size of a deep input (the path is built only for the problem)', () => {
    const wide = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `row ${i}`, tags: ['a', 'b'] }));
    expect(findInputProblem(wide)).toBeNull();
    wide[4999].tags.push('bad\u0000');
    expect(findInputProblem(wide)?.path).toEqual([4999, 'tags', 2]);
  });
});
