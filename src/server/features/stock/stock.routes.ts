/** /api/stock (issue 10, stock stream). */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const stockRoutes = new Hono<AppEnv>();
