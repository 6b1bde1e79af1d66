/**
 * An opaque keyset cursor made of a row's time (the microsecond text of `timeKey`, lib/keyset-time.ts)
 * and its uuid: base64url of 'time|id'. A cursor that does not decode to exactly that is a 400.
 */
import { UUID_CHARS } from '@shared/schemas/ids';
import { badRequest } from './errors';

const TIME = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z';
const CURSOR = new RegExp(`^(${TIME})\\|(${UUID_CHARS})$`);

export interface TimeIdKey {
  /** The time as `timeKey` wrote it. */
  at: string;
  id: string;
}

export const INVALID_CURSOR = 'This page link is no longer valid: start from the first page';

export const encodeTimeIdCursor = (key: TimeIdKey): string => Buffer.from(`${key.at}|${key.id}`, 'utf8').toString('base64url');

/** The key of a cursor, undefined when there is none; a malformed one is a 400 naming `cursor`. */
export function decodeTimeIdCursor(cursor: string | undefined): TimeIdKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw badRequest(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
  return { at: m[1], id: m[2].toLowerCase() };
}
