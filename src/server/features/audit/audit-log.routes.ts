/**
 * GET /api/admin/audit-log?user=&kind=&from=&to=&cursor=&limit= (super admins): the audit trail,
 * newest first, paged by keyset -> TAuditLogPage. The users for the filter come from GET /api/users.
 */
import { canReadAuditLog } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { ZAuditLogPage, ZAuditLogQuery } from '@shared/schemas/audit';
import { requireAbility, type AppEnv } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { auditLogPage } from './audit-log.service';

export const auditLogRoutes = new Hono<AppEnv>()
  .get('/', responds(ZAuditLogPage))
  .get('/', requireAbility(canReadAuditLog), validate('query', ZAuditLogQuery), async (c) => c.json(await auditLogPage(c.get('deps').db, c.req.valid('query'))));
