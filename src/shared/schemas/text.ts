/**
 * One rule for every text the API accepts: no control characters (tab, line feed and carriage return
 * excepted) and no lone UTF-16 surrogates. PostgreSQL cannot store a NUL byte or an unpaired
 * surrogate, so such text would otherwise fail deep in a query instead of getting a clear message.
 * The server's `validate` helper and the auth routes apply it to every validated input.
 */
export const INVALID_TEXT_MESSAGE = 'Text must not contain control characters or invalid characters';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isValidText = (text: string): boolean => !INVALID_TEXT.test(text);

/**
 * The path of the first string (or object key) in a parsed input that breaks the rule, or null
 * when every text is valid. Walks objects and arrays to any depth (cycles are not expected in
 * parsed JSON but are skipped).
 */
export function findInvalidText(value: unknown, path: (string | number)[] = [], seen = new Set<object>()): (string | number)[] | null {
  if (typeof value === 'string') return isValidText(value) ? null : path;
  if (value === null || typeof value !== 'object' || seen.has(value)) return null;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInvalidText(value[i], [...path, i], seen);
      if (found) return found;
    }
    return null;
  }
  if (value instanceof Date || (typeof Blob !== 'undefined' && value instanceof Blob)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isValidText(key)) return [...path, key];
    const found = findInvalidText(item, [...path, key], seen);
    if (found) return found;
  }
  return null;
}
