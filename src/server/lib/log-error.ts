/**
 * The one way the server logs an unexpected error: without the query parameters a failed query
 * carries (drizzle puts them in the message after 'params:'; they can hold session tokens, password
 * hashes or personal data), also in its cause and stack (issue 19 L3).
 */
const PARAMS = /\n?params:[\s\S]*$/;

const clean = (text: string) => text.replace(PARAMS, '');

/** The error as safe text: its name, message and cause without parameters, and the stack frames. */
export function describeUnexpected(err: unknown): string {
  if (!(err instanceof Error)) return clean(String(err));
  const cause = err.cause instanceof Error ? ` (cause: ${clean(err.cause.message)})` : '';
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 5)
    .join('\n');
  return `${err.name}: ${clean(err.message)}${cause}${frames ? `\n${frames}` : ''}`;
}

/** Logs what failed and why, safely. */
export function logError(what: string, err: unknown): void {
  console.error(`${what}: ${describeUnexpected(err)}`);
}
