/** GET /api/health (zod, for GET /api/openapi.json and the web's typed client; nothing parses it). */
import { z } from 'zod';

/** The same body answers 200 (database up and migrated) and 503 (down, not migrated, or not configured). */
export const ZHealth = z.object({
  ok: z.boolean(),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  /** 'not migrated' when the database lacks this build's migrations. */
  schema: z.enum(['current', 'not migrated', 'unknown']).optional(),
  /** Optional: false when the server has no database settings at all. */
  configured: z.boolean().optional(),
});
export type THealth = z.infer<typeof ZHealth>;
