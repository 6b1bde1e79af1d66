import { describe, expect, it } from 'vitest';
import { londonDate, londonDateTime, toDrawable, wordCachedMeasure, wrapText } from './pdf-layout';

/** Every character is 1 unit wide. */
const measure = (s: string) => s.length;

describe('wrapText', () => {
  it('fills lines up to the width and keeps paragraph breaks', () => {
    expect(wrapText('one two three four', 9, measure)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('a\n\nb', 10, measure)).toEqual(['a', '', 'b']);
    expect(wrapText('a\r\nb', 10, measure)).toEqual(['a', 'b']);
  });
  it('collapses runs of spaces and breaks words wider than a line', () => {
    expect(wrapText('x   y', 10, measure)).toEqual(['x y']);
    expect(wrapText('abcdefghij kl', 4, measure)).toEqual(['abcd', 'efgh', 'ij', 'kl']);
    expect(wrapText('ab abcdefghij', 4, measure)).toEqual(['ab', 'abcd', 'efgh', 'ij']);
  });
  it('never loses text', () => {
    const text = 'The provider collects used linen and delivers fresh linen weekly. '.repeat(20);
    const lines = wrapText(text, 37, measure);
    expect(lines.every((l) => l.length <= 37)).toBe(true);
    expect(lines.join(' ').replace(/\s+/g, ' ').trim()).toBe(text.replace(/\s+/g, ' ').trim());
  });
});

describe('toDrawable', () => {
  const latin = new Set(Array.from({ length: 256 }, (_, i) => i).filter((i) => i >= 32));
  it('keeps supported characters, strips accents the font lacks, replaces the rest', () => {
    expect(toDrawable('Zoë £100', latin)).toBe('Zoë £100');
    expect(toDrawable('Dvořák', latin)).toBe('Dvorák');
    expect(toDrawable('Łódź 東京', latin)).toBe('?ódz ??');
    expect(toDrawable('a\tb\nc', latin)).toBe('a    b\nc');
  });
  it('uses the given replacement, keeps line breaks and drops invisible characters the font lacks', () => {
    expect(toDrawable('東京 ok', latin, '\uFFFD')).toBe('\uFFFD\uFFFD ok');
    expect(toDrawable('a\r\nb', latin)).toBe('a\r\nb');
    expect(toDrawable('❤\uFE0F x\u200Dy', latin, '\uFFFD')).toBe('\uFFFD xy');
  });
  it('drops control characters even where the font lists a glyph for them (U+0000 broke the subsetter)', () => {
    const withNul = new Set([0, 1, ...latin]);
    expect(toDrawable('a\u0000b\u0001c\u007f\u0085d', withNul)).toBe('abcd');
  });
});

describe('wordCachedMeasure', () => {
  it('adds up the words and spaces, measuring each distinct word once', () => {
    const measured: string[] = [];
    const measure = wordCachedMeasure((s) => {
      measured.push(s);
      return s.length * 2;
    });
    expect(measure('ab ab  c')).toBe(16);
    expect(measure('ab')).toBe(4);
    expect(measure('')).toBe(0);
    expect(measured.sort()).toEqual([' ', 'ab', 'c']);
    expect(wrapText('aa bb cc dd', 10, measure)).toEqual(['aa bb', 'cc dd']);
  });
});

describe('London times', () => {
  it('shows GMT in winter and BST in summer', () => {
    expect(londonDateTime(new Date('2026-01-15T09:05:03Z'))).toBe('15 January 2026 at 09:05:03 GMT');
    expect(londonDateTime(new Date('2026-07-15T09:05:03Z'))).toBe('15 July 2026 at 10:05:03 BST');
    expect(londonDate(new Date('2026-03-28T23:30:00Z'))).toBe('28 March 2026');
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
  });
});
