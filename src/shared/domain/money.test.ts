import { describe, expect, it } from 'vitest';
import { formatPence } from './money';

describe('formatPence', () => {
  it('writes pounds as the en-GB currency format does', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const pence of [0, 1, 9, 10, 99, 100, 105, 2500, 99999, 100000, 123456, 100000000, 123456789012, -1, -250, -123456])
      expect(formatPence(pence), String(pence)).toBe(intl.format(pence / 100));
  });

  it('writes a negative amount that rounds to nothing as zero', () => {
    expect(formatPence(-0.4)).toBe('£0.00');
  });
});
