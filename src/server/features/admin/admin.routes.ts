/** /api/admin/clients, /api/admin/roles, /api/admin/database (issue 10, admin consoles stream). */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const adminRoutes = new Hono<AppEnv>();
