import { describe, expect, it } from 'vitest';
import { decodeTimeIdCursor, encodeTimeIdCursor } from './time-id-cursor';

const key = { timeKey: '2026-11-26T10:15:30.123456Z', id: '0b7e9c1a-2f4d-4c3b-9a8e-1d2c3b4a5f60' };
const raw = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('time-id cursor', () => {
  it('gives back the key it was made from, and nothing for no cursor', () => {
    expect(decodeTimeIdCursor(encodeTimeIdCursor(key))).toEqual(key);
    expect(decodeTimeIdCursor(undefined)).toBeUndefined();
    expect(decodeTimeIdCursor('')).toBeUndefined();
  });

  it('refuses (bad input) anything that is not a cursor, or names no real instant', () => {
    for (const bad of [
      'nonsense',
      raw('2026-11-26T10:15:30.123456Z|not-an-id'),
      raw(`2026-13-45T10:15:30.123456Z|${key.id}`),
      raw(`${key.timeKey}|${key.id}|x`),
    ]) {
      expect(() => decodeTimeIdCursor(bad)).toThrow(expect.objectContaining({ status: 422, message: 'Invalid cursor' }));
    }
  });
});
