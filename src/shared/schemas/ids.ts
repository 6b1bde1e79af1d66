/** Record ids: UUIDs, stored and compared in lower case. The one home of the pattern. */
import { z } from 'zod';

/** A UUID's characters, to build other patterns from (a cursor, SQL's `~*`). */
export const UUID_CHARS = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const UUID_PATTERN = new RegExp(`^${UUID_CHARS}$`, 'i');

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** An id as the database keeps it (an upper-case UUID in a path names the same record). */
export const normaliseId = (id: string): string => id.toLowerCase();

/** A required id field whose every failure says `message` (e.g. 'Card not found'). */
export const ZIdField = (message: string) => z.string({ error: message }).trim().regex(UUID_PATTERN, message);
