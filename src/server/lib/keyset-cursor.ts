/**
 * An opaque keyset cursor: the last row's key parts (each checked against its pattern before it reaches
 * SQL), joined and base64url-encoded. A cursor that does not decode to parts of the expected shapes is
 * the caller's error (the app's bad-input answer, 422 'Invalid cursor'), never a 500.
 */
import { UUID_CHARS } from '@shared/schemas/ids';
import { badRequest } from './errors';

/** The shapes a part may take. */
export const CURSOR_PART = {
  /** A timestamp as keyset-time's timeKey writes it (UTC, to the microsecond). */
  time: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  /** A calendar day, 'YYYY-MM-DD'. */
  day: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  uuid: new RegExp(`^${UUID_CHARS}$`, 'i'),
} as const;

export const INVALID_CURSOR = 'Invalid cursor';

export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

/** The parts of `cursor`, one per pattern, or a 422 naming the cursor. */
export function decodeCursor(cursor: string, patterns: readonly RegExp[]): string[] {
  const parts = /^[A-Za-z0-9_-]*$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8').split('|') : [];
  if (parts.length !== patterns.length || parts.some((part, i) => !patterns[i].test(part))) {
    throw badRequest(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
  }
  return parts;
}
