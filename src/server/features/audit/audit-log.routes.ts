/** /api/admin/audit-log (issue 10, audit and my-data stream). */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const auditLogRoutes = new Hono<AppEnv>();
