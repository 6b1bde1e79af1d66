import { describe, expect, it } from 'vitest';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';
import { pageCursor } from './page-cursor';

const ID = '0b7f5a2e-4c1d-4e8a-9f3b-2d6c8e1a5b7c';
const TIME = '2026-11-26T10:15:30.123456Z';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('page cursors', () => {
  it('give back the key they were made of, in opaque url-safe text', () => {
    const cursor = pageCursor({ date: 'day', createdAt: 'time', id: 'uuid' });
    const text = cursor.encode({ date: '2026-12-01', createdAt: TIME, id: ID });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor.decode(text)).toEqual({ date: '2026-12-01', createdAt: TIME, id: ID });
  });

  it('hold any text (a property name with a bar, quotes or accents) and a missing time', () => {
    const byName = pageCursor({ name: 'text', id: 'uuid' });
    expect(byName.decode(byName.encode({ name: 'Rose | "Café" Cottage', id: ID }))).toEqual({ name: 'Rose | "Café" Cottage', id: ID });
    const archived = pageCursor({ archivedAt: 'timeOrNone', createdAt: 'time', id: 'uuid' });
    expect(archived.decode(archived.encode({ archivedAt: null, createdAt: TIME, id: ID }))).toEqual({ archivedAt: null, createdAt: TIME, id: ID });
    expect(archived.decode(raw([TIME, TIME, ID]))).toEqual({ archivedAt: TIME, createdAt: TIME, id: ID });
  });

  it('read an id in upper case as the same id', () => {
    expect(pageCursor({ timeKey: 'time', id: 'uuid' }).decode(raw([TIME, ID.toUpperCase()]))).toEqual({ timeKey: TIME, id: ID });
  });

  it('read no cursor as the first page', () => {
    expect(pageCursor({ timeKey: 'time', id: 'uuid' }).decode(undefined)).toBeUndefined();
    expect(pageCursor({ timeKey: 'time', id: 'uuid' }).decode('')).toBeUndefined();
  });

  it('refuse anything else as bad input (422 on the cursor field, one message), never reaching SQL', () => {
    const cursor = pageCursor({ timeKey: 'time', id: 'uuid' });
    for (const bad of [
      'not base64!',
      'bm9uc2Vuc2U', // 'nonsense'
      Buffer.from(`${TIME}|${ID}`).toString('base64url'), // the old bar-joined form
      raw([TIME]),
      raw([TIME, ID, 'more']),
      raw({ 0: TIME, 1: ID }),
      raw(['2026-11-26T10:15:30Z', ID]),
      raw(['2026-13-45T10:15:30.123456Z', ID]),
      raw([TIME, "x' or 1=1 --"]),
      raw([null, ID]),
      raw([12, ID]),
    ]) {
      expect(() => cursor.decode(bad), bad).toThrow(
        expect.objectContaining({ status: 422, code: 'invalid_input', message: PAGE_LINK_INVALID, issues: [{ path: 'cursor', message: PAGE_LINK_INVALID }] }),
      );
    }
    expect(() => pageCursor({ day: 'day', id: 'uuid' }).decode(raw(['2026-02-30', ID]))).toThrow(PAGE_LINK_INVALID);
    expect(() => pageCursor({ name: 'text', id: 'uuid' }).decode(raw(['x'.repeat(501), ID]))).toThrow(PAGE_LINK_INVALID);
  });
});
