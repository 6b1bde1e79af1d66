/**
 * /api/charges (issue 18 items 3, 4, 6):
 *   GET  /?kind=&status=&period=&search=&limit=&cursor=  the provider's charges view (canViewCharges)
 *   GET  /export.csv?kind=&status=&period=&search=       the same, as a streamed CSV
 *   POST /late-fee                                        a late payment fee on an overdue item (canManageCharges)
 *   POST /:id/waive                                       waive a pending charge with a reason (canManageCharges)
 * Paying a charge: POST /api/payments/charge-checkout (payments feature).
 */
import { Hono } from 'hono';
import { ZChargeFilters, ZChargeId, ZChargesResponse, ZLateFee, ZListChargesQuery, ZWaiveCharge } from '@shared/schemas/charge-ledger';
import { ZCharge } from '@shared/schemas/charges';
import { callerOf, requestContext, type AppEnv } from '../../lib/context';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './charge-ledger.service';

export const chargesRoutes = new Hono<AppEnv>()
  .get('/', responds(ZChargesResponse))
  .get('/', validate('query', ZListChargesQuery), async (c) => c.json(await service.listCharges(c.get('deps'), callerOf(c), c.req.valid('query'))))
  .get('/export.csv', respondsFile('text/csv'))
  .get('/export.csv', validate('query', ZChargeFilters), async (c) => service.exportCharges(c.get('deps'), callerOf(c), c.req.valid('query')))
  .post('/late-fee', responds(ZCharge, 201))
  .post('/late-fee', validate('json', ZLateFee), async (c) =>
    c.json(await service.addLateFee(c.get('deps'), requestContext(c), c.req.valid('json')), 201),
  )
  .post('/:id/waive', responds(ZCharge))
  .post('/:id/waive', validate('param', ZChargeId), validate('json', ZWaiveCharge), async (c) =>
    c.json(await service.waiveCharge(c.get('deps'), requestContext(c), c.req.valid('param').id, c.req.valid('json').reason)),
  );
