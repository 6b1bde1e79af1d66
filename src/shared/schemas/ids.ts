/** Record ids: UUIDs, stored and compared in lower case. The one home of the pattern. */
import { z } from 'zod';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** An id as the database keeps it (an upper-case UUID in a path names the same record). */
export const normaliseId = (id: string): string => id.toLowerCase();

/** A required id field whose every failure says `message` (e.g. 'Card not found'). */
export const ZIdField = (message: string) => z.string({ error: message }).trim().regex(UUID_PATTERN, message);
