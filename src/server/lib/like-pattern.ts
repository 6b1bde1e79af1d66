/** An ILIKE pattern for "contains": '%', '_' and '\' typed by the user match themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
