import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { CURSOR_PART, decodeCursor, encodeCursor } from './keyset-cursor';

const ID = '0b7f5a2e-4c1d-4e8a-9f3b-2d6c8e1a5b7c';
const TIME = '2026-11-26T10:15:30.123456Z';

describe('keyset cursors', () => {
  it('give back the parts they were made of', () => {
    const cursor = encodeCursor(['2026-12-01', TIME, ID]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, [CURSOR_PART.day, CURSOR_PART.time, CURSOR_PART.uuid])).toEqual(['2026-12-01', TIME, ID]);
  });

  it('refuse anything else as bad input (422 Invalid cursor), never reaching SQL', () => {
    const shapes = [CURSOR_PART.time, CURSOR_PART.uuid];
    for (const cursor of [
      '',
      'not base64!',
      encodeCursor([TIME]),
      encodeCursor([TIME, ID, 'more']),
      encodeCursor(['2026-11-26T10:15:30Z', ID]),
      encodeCursor([TIME, "x' or 1=1 --"]),
      encodeCursor(['2026-13-01', ID]),
    ]) {
      const error = (() => {
        try {
          decodeCursor(cursor, shapes);
        } catch (e) {
          return e;
        }
      })();
      expect(error, cursor).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).message).toBe('Invalid cursor');
    }
  });
});
