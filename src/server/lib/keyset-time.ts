/**
 * A timestamp as a keyset cursor. PostgreSQL keeps microseconds and a JS Date only milliseconds, so a
 * cursor taken from a Date repeats or skips rows whose times share a millisecond: pages compare on the
 * full-precision text instead (read with `timeKey`, compared with `afterTimeKey`).
 */
import { sql, type SQL } from 'drizzle-orm';

/** The column's instant as ISO text to the microsecond, in UTC. */
export const timeKey = (column: SQL | unknown): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The text form back as a timestamptz, for a (time, id) comparison. */
export const timeKeyValue = (key: string): SQL => sql`${key}::timestamptz`;

/** A row's place in a list paged newest first by (time, id): its time as `timeKey` wrote it, and its id. */
export interface TimeIdKey {
  timeKey: string;
  id: string;
}
