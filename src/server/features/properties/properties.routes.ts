/**
 * /api/properties: list and read (properties_view, owner-scoped), add (properties_create, or an owner
 * for their own client), edit, details, services, client assignment and onboarding ticks (properties_edit,
 * or an owner on their own property; task 3 only through a paid deposit or 'Record deposit received',
 * POST /:id/deposit/record, staff with properties_edit), archive and restore (properties_delete or properties_edit).
 * Another owner's property is a 404 before any permission check.
 */
import { canListProperties } from '@shared/domain/abilities';
import { Hono, type Context } from 'hono';
import {
  ZAssignClient,
  ZCreatePropertyRequest,
  ZListPropertiesQuery,
  ZPropertyAnswer,
  ZPropertyList,
  ZPropertyPage,
  ZPropertyPageQuery,
  ZServiceOptionList,
  ZStockItemList,
  ZPropertyDetails,
  ZRecordDeposit,
  ZSelectServices,
  ZSetTask,
  ZUpdateProperty,
} from '@shared/schemas/properties';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './properties.service';
import { idParam } from '../../lib/ids';

/** The :id parameter; anything but a UUID is simply not found. */
export const propertyId = (c: Context<AppEnv>): string => idParam(c, M.notFound);

export const propertiesRoutes = new Hono<AppEnv>()
  .use('*', requireAbility(canListProperties))
  .get('/', responds(ZPropertyList))
  .get('/', validate('query', ZListPropertiesQuery), async (c) => {
    return c.json(await service.listProperties(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  /** The /properties screen: a keyset page of the rows its table shows, with capped tab counts (issue 21). */
  .get('/page', responds(ZPropertyPage))
  .get('/page', validate('query', ZPropertyPageQuery), async (c) => {
    return c.json(await service.listPropertyPage(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  /** The catalogue services a property may select. */
  .get('/service-options', responds(ZServiceOptionList))
  .get('/service-options', async (c) => c.json({ services: await service.listServiceOptions(c.get('deps'), callerOf(c)) }))
  .post('/', responds(ZPropertyAnswer, 201))
  .post('/', validate('json', ZCreatePropertyRequest), async (c) => {
    return c.json({ property: await service.createProperty(c.get('deps'), requestContext(c), c.req.valid('json')) }, 201);
  })
  .get('/:id', responds(ZPropertyAnswer))
  .get('/:id', async (c) => c.json({ property: await service.getProperty(c.get('deps'), callerOf(c), propertyId(c)) }))
  .patch('/:id', responds(ZPropertyAnswer))
  .patch('/:id', validate('json', ZUpdateProperty), async (c) => {
    return c.json({ property: await service.updateProperty(c.get('deps'), requestContext(c), propertyId(c), c.req.valid('json')) });
  })
  .post('/:id/archive', responds(ZPropertyAnswer))
  .post('/:id/archive', async (c) => c.json({ property: await service.archiveProperty(c.get('deps'), requestContext(c), propertyId(c)) }))
  .post('/:id/restore', responds(ZPropertyAnswer))
  .post('/:id/restore', async (c) => c.json({ property: await service.restoreProperty(c.get('deps'), requestContext(c), propertyId(c)) }))
  .put('/:id/details', responds(ZPropertyAnswer))
  .put('/:id/details', validate('json', ZPropertyDetails), async (c) => {
    return c.json({ property: await service.savePropertyDetails(c.get('deps'), requestContext(c), propertyId(c), c.req.valid('json')) });
  })
  .put('/:id/services', responds(ZPropertyAnswer))
  .put('/:id/services', validate('json', ZSelectServices), async (c) => {
    return c.json({ property: await service.saveServices(c.get('deps'), requestContext(c), propertyId(c), c.req.valid('json').services) });
  })
  .post('/:id/assign-client', responds(ZPropertyAnswer))
  .post('/:id/assign-client', validate('json', ZAssignClient), async (c) => {
    return c.json({ property: await service.assignClient(c.get('deps'), requestContext(c), propertyId(c), c.req.valid('json')) });
  })
  /** 'Record deposit received' (staff with properties_edit): completes task 3 with a reason. */
  .post('/:id/deposit/record', responds(ZPropertyAnswer))
  .post('/:id/deposit/record', validate('json', ZRecordDeposit), async (c) => {
    return c.json({ property: await service.recordDeposit(c.get('deps'), requestContext(c), propertyId(c), c.req.valid('json').reason) });
  })
  .post('/:id/onboarding/:taskId', responds(ZPropertyAnswer))
  .post('/:id/onboarding/:taskId', validate('json', ZSetTask), async (c) => {
    const id = propertyId(c);
    const taskId = Number(c.req.param('taskId'));
    if (!Number.isInteger(taskId) || taskId < 1 || taskId > 5) throw notFound('Task not found');
    const { completed, reason } = c.req.valid('json');
    return c.json({ property: await service.setOnboardingTask(c.get('deps'), requestContext(c), id, taskId, completed, reason) });
  });

/** /api/stock-items: the shelf stock the property form assigns from (staff who may add or edit properties). */
export const stockItemsRoutes = new Hono<AppEnv>().get('/', responds(ZStockItemList)).get('/', async (c) => {
  return c.json({ stockItems: await service.listStockItems(c.get('deps'), callerOf(c)) });
});
