/**
 * The admin consoles (docs/product.md §2.2), super admins only (every route; others 403):
 *
 * | route                                   | what                                                     |
 * |-----------------------------------------|----------------------------------------------------------|
 * | GET  /admin/clients                     | cards, System Overview, the clients page (search, status) |
 * | POST /admin/clients/:id/toggle-status   | customer -> lead, anything else -> customer; audited      |
 * | GET  /admin/roles                       | users, roles, assignments, matrix, caller, system info    |
 * | PUT  /admin/roles/:roleId/permissions   | set some of a role's flags; audited                       |
 * | GET  /admin/database                    | kind, host, database, user, secret tail, table counts     |
 * | POST /admin/database/test               | the connectivity test                                     |
 *
 * Convert and delete are /api/clients/:id/convert and DELETE /api/clients/:id (the clients feature).
 */
import { canUseAdminConsole } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { CLIENT_MESSAGES } from '@shared/constants';
import { ADMIN_MESSAGES } from '@shared/domain/admin-console';
import {
  ZAdminClientsQuery,
  ZAdminClientsResponse,
  ZAdminClientStatusResponse,
  ZDatabaseInfo,
  ZDatabaseTestResult,
  ZRolePermissionsResponse,
  ZRolePermissionsUpdate,
  ZRolesResponse,
} from '@shared/schemas/admin';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { requireUuidId } from '../../lib/ids';
import { adminClients, toggleClientStatus } from './admin-clients.service';
import { databaseInfo, testConnection } from './admin-database.service';
import { changeRolePermissions, rolesOverview } from './admin-roles.service';

const requireRoleId = requireUuidId(ADMIN_MESSAGES.roleNotFound, 'roleId');

export const adminRoutes = new Hono<AppEnv>()
  .get('/clients', responds(ZAdminClientsResponse))
  .get('/clients', requireAbility(canUseAdminConsole), validate('query', ZAdminClientsQuery), async (c) => {
    return c.json(await adminClients(c.get('deps').db, c.req.valid('query')));
  })
  .post('/clients/:id/toggle-status', responds(ZAdminClientStatusResponse))
  .post('/clients/:id/toggle-status', requireAbility(canUseAdminConsole), requireUuidId(CLIENT_MESSAGES.clientNotFound), async (c) => {
    return c.json({ client: await toggleClientStatus(c.get('deps'), requestContext(c), c.req.param('id')) });
  })
  .get('/roles', responds(ZRolesResponse))
  .get('/roles', requireAbility(canUseAdminConsole), async (c) => c.json(await rolesOverview(c.get('deps'), callerOf(c))))
  .put('/roles/:roleId/permissions', responds(ZRolePermissionsResponse))
  .put('/roles/:roleId/permissions', requireAbility(canUseAdminConsole), requireRoleId, validate('json', ZRolePermissionsUpdate), async (c) => {
    const role = await changeRolePermissions(c.get('deps'), requestContext(c), c.req.param('roleId'), c.req.valid('json').permissions);
    return c.json({ role });
  })
  .get('/database', responds(ZDatabaseInfo))
  .get('/database', requireAbility(canUseAdminConsole), async (c) => c.json(await databaseInfo(c.get('deps'))))
  .post('/database/test', responds(ZDatabaseTestResult))
  .post('/database/test', requireAbility(canUseAdminConsole), async (c) => c.json(await testConnection(c.get('deps'))));
