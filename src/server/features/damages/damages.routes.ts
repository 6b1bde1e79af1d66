/** /api/damages (issue 10, damages stream). */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const damagesRoutes = new Hono<AppEnv>();
