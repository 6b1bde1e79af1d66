/**
 * The opaque cursor of a list paged newest first by (time, id): the last row's time to the microsecond
 * (lib/keyset-time's `timeKey`) and its id, base64url. Anything else the browser sends back, including
 * a well-formed text naming no real instant, is refused as bad input (422 with the field, as validation answers) before it reaches SQL.
 */
import { UUID_CHARS } from '@shared/schemas/ids';
import { badRequest } from './errors';

export interface TimeIdKey {
  /** The row's time as `timeKey` wrote it: YYYY-MM-DDTHH:MM:SS.ffffffZ. */
  timeKey: string;
  id: string;
}

const CURSOR = new RegExp(`^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z)\\|(${UUID_CHARS})$`, 'i');

export const INVALID_CURSOR = 'Invalid cursor';

export const encodeTimeIdCursor = (key: TimeIdKey): string => Buffer.from(`${key.timeKey}|${key.id}`, 'utf8').toString('base64url');

/** A well-formed key names a real instant (no 2026-13-45), or the ::timestamptz cast would fail in SQL. */
function namesAnInstant(key: string): boolean {
  const instant = new Date(`${key.slice(0, 23)}Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 19) === key.slice(0, 19);
}

/** The key of a cursor (undefined for none); 'Invalid cursor' (bad input) for anything that is not one. */
export function decodeTimeIdCursor(cursor: string | undefined): TimeIdKey | undefined {
  if (!cursor) return undefined;
  const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m || !namesAnInstant(m[1])) throw badRequest(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
  return { timeKey: m[1], id: m[2].toLowerCase() };
}
