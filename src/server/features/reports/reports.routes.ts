/** /api/reports (issue 10, reports stream). */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const reportsRoutes = new Hono<AppEnv>();
