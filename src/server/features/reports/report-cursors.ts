/**
 * The report tables' page cursors (decision 0173): the last row's keyset position, opaque to the browser
 * (base64url of a JSON pair). A cursor that does not decode to a well-formed position is a 400.
 */
import { badRequest } from '../../lib/errors';
import type { CardKey, PropertyKey } from './reports.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The microsecond text lib/keyset-time writes. */
const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const invalid = () => badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);

const encode = (pair: [string, string]) => Buffer.from(JSON.stringify(pair)).toString('base64url');

function decode(cursor: string): [string, string] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string' || !UUID.test(value[1])) {
    throw invalid();
  }
  return [value[0], value[1]];
}

export const propertyCursor = (key: PropertyKey) => encode([key.propertyName, key.propertyId]);

export function propertyKeyOf(cursor: string | undefined): PropertyKey | undefined {
  if (!cursor) return undefined;
  const [propertyName, propertyId] = decode(cursor);
  return { propertyName, propertyId };
}

export const cardCursor = (key: CardKey) => encode([key.updatedAtKey, key.cardId]);

export function cardKeyOf(cursor: string | undefined): CardKey | undefined {
  if (!cursor) return undefined;
  const [updatedAtKey, cardId] = decode(cursor);
  if (!TIME_KEY.test(updatedAtKey)) throw invalid();
  return { updatedAtKey, cardId };
}
