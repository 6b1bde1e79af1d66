/** Answers many routes share (zod, for GET /api/openapi.json and the web's typed client). */
import { z } from 'zod';

/** A change that answers only that it was done (a delete), sometimes with a message to show. */
export const ZOk = z.object({ ok: z.literal(true), message: z.string().optional() });
