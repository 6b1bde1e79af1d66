/**
 * The one codec of every list's page cursor (issue 21, decision 0181): the last row's keyset position, a
 * typed key of named parts (a time to the microsecond, a calendar day, an id, a text, or a time or none),
 * written as base64url of a JSON array, so a text part may hold any character. A cursor that does not
 * decode to parts of the declared kinds, one each, is the caller's error: 422 invalid_input with the
 * field and PAGE_LINK_INVALID, never a 500 and never reaching SQL. No cursor ('' or undefined) is the
 * first page.
 *
 *   const CURSOR = pageCursor({ timeKey: 'time', id: 'uuid' });
 *   CURSOR.encode({ timeKey: row.createdAtKey, id: row.id });
 *   const after = CURSOR.decode(query.cursor); // { timeKey, id } | undefined
 */
import { isCalendarDay } from '@shared/domain/linen-requests';
import { isUuid } from '@shared/schemas/ids';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';
import { badRequest } from './errors';

/** The microsecond UTC text lib/keyset-time's timeKey writes. */
const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Longer than any name the app stores; a text part is compared in SQL, never spliced into it. */
const TEXT_MAX = 500;

/** A well-formed time key that names a real instant (no 2026-13-45), or the ::timestamptz cast would fail in SQL. */
function isTimeKey(value: string): boolean {
  if (!TIME_KEY.test(value)) return false;
  const instant = new Date(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 19) === value.slice(0, 19);
}

/** Each kind of part: its value in the key, read from what JSON gave back (undefined: not a part of this kind). */
const KINDS = {
  time: (v: unknown) => (typeof v === 'string' && isTimeKey(v) ? v : undefined),
  /** A time, or null where the row has none (e.g. a property not archived). */
  timeOrNone: (v: unknown) => (v === null ? null : typeof v === 'string' && isTimeKey(v) ? v : undefined),
  day: (v: unknown) => (typeof v === 'string' && isCalendarDay(v) ? v : undefined),
  /** Ids are compared in lower case, as the database keeps them. */
  uuid: (v: unknown) => (typeof v === 'string' && isUuid(v) ? v.toLowerCase() : undefined),
  text: (v: unknown) => (typeof v === 'string' && v.length <= TEXT_MAX ? v : undefined),
} satisfies Record<string, (v: unknown) => string | null | undefined>;

export type CursorPart = keyof typeof KINDS;
/** A key's shape: each field's kind, in the order the cursor holds them. */
export type KeyShape = Readonly<Record<string, CursorPart>>;
/** The key a cursor of this shape holds. */
export type CursorKey<S extends KeyShape> = { -readonly [F in keyof S]: Exclude<ReturnType<(typeof KINDS)[S[F]]>, undefined> };

export interface PageCursor<S extends KeyShape> {
  encode(key: CursorKey<S>): string;
  /** The key of `cursor`, undefined for none; a 422 (PAGE_LINK_INVALID on 'cursor') for anything else. */
  decode(cursor: string | undefined): CursorKey<S> | undefined;
}

const refuse = () => badRequest(PAGE_LINK_INVALID, [{ path: 'cursor', message: PAGE_LINK_INVALID }]);

function parse(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The codec of a list's cursor whose key has these fields of these kinds (written in this order). */
export function pageCursor<const S extends KeyShape>(shape: S): PageCursor<S> {
  const fields = Object.keys(shape) as (keyof S & string)[];
  return {
    encode: (key) => Buffer.from(JSON.stringify(fields.map((f) => key[f])), 'utf8').toString('base64url'),
    decode(cursor) {
      if (!cursor) return undefined;
      const parts = parse(cursor);
      if (!Array.isArray(parts) || parts.length !== fields.length) throw refuse();
      const key: Record<string, string | null> = {};
      for (const [i, f] of fields.entries()) {
        const value = KINDS[shape[f]](parts[i]);
        if (value === undefined) throw refuse();
        key[f] = value;
      }
      return key as CursorKey<S>;
    },
  };
}
