/**
 * /api/stock (super admins only; decision 0130):
 *   GET ?search=&category=&par=spec|properties  -> TStockResponse (par: decision 0197) (rows, shelf items, summary cards, alerts)
 *   PUT { items: [{ id, version, onShelf }] } -> TStockResponse, or 409 TStockConflict when an item
 *   moved on since it was read (nothing saved).
 */
import { canManageStock } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { STOCK_MESSAGES as M } from '@shared/domain/stock-rows';
import { type TStockConflict, ZSaveStock, ZStockQuery, ZStockResponse } from '@shared/schemas/stock';
import { type AppEnv, requestContext, requireAbility } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './stock.service';

export const stockRoutes = new Hono<AppEnv>()
  .get('/', responds(ZStockResponse))
  .get('/', requireAbility(canManageStock), validate('query', ZStockQuery), async (c) => {
    return c.json(await service.readStock(c.get('deps'), c.req.valid('query')));
  })
  .put('/', responds(ZStockResponse))
  .put('/', requireAbility(canManageStock), validate('json', ZSaveStock), async (c) => {
    const result = await service.saveStock(c.get('deps'), requestContext(c), c.req.valid('json'));
    if (!result.ok) {
      const body: TStockConflict = { error: { code: 'stock_changed', message: M.changed, items: result.items } };
      return c.json(body, 409);
    }
    return c.json(await service.readStock(c.get('deps'), { category: 'all' }));
  });
