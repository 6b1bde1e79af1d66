/**
 * /api/collections (collections_view; owners see only their own clients' collections):
 *   GET /?period=&status=&search=&limit=&cursor=  -> TCollectionsResponse
 *   GET /export.csv?period=&status=&search=       -> the streamed CSV (spec §9 columns)
 *   GET /:id                                       -> TCollectionDetail (404 when missing or another owner's)
 * /api/payments-due (property owners only)         -> TPaymentsDueResponse
 */
import { canListCollections } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { ZCollectionDetail, ZCollectionFilters, ZCollectionsResponse, ZListCollectionsQuery, ZPaymentsDueResponse } from '@shared/schemas/collections';
import { callerOf, requireAbility, type AppEnv } from '../../lib/context';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './collections.service';

export const collectionsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZCollectionsResponse))
  .get('/', requireAbility(canListCollections), validate('query', ZListCollectionsQuery), async (c) =>
    c.json(await service.listCollections(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/export.csv', respondsFile('text/csv'))
  .get('/export.csv', requireAbility(canListCollections), validate('query', ZCollectionFilters), async (c) =>
    service.exportCollections(c.get('deps'), callerOf(c), c.req.valid('query')),
  )
  .get('/:id', responds(ZCollectionDetail))
  .get('/:id', requireAbility(canListCollections), async (c) => c.json(await service.getCollection(c.get('deps'), callerOf(c), c.req.param('id'))));

export const paymentsDueRoutes = new Hono<AppEnv>()
  .get('/', responds(ZPaymentsDueResponse))
  .get('/', async (c) => c.json(await service.listPaymentsDue(c.get('deps'), callerOf(c))));
