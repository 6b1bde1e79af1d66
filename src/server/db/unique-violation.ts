/**
 * Which of the given unique indexes a database error violated (a race lost to a parallel insert), or null
 * for any other error. Walks the error's causes (Drizzle wraps the driver's error) and reads the index from
 * the constraint name (node-postgres) or the message (PGlite).
 */
export function violatedUniqueIndex<T extends string>(error: unknown, indexes: readonly T[]): T | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    const found = indexes.find((index) => constraint === index || (typeof message === 'string' && message.includes(index)));
    if (found) return found;
  }
  return null;
}
