/** /api/me/data: an owner's data export and erasure (issue 10, audit and my-data stream). */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const myDataRoutes = new Hono<AppEnv>();
