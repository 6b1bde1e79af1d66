/**
 * Stock → Forecast (issue 24 items 2 and 3; decision 0197), for canReadLinenForecast (super admins,
 * managers and admins):
 *   GET /api/stock/forecast        -> TForecastResponse: the next 14 London days
 *   GET /api/stock/forecast.csv    -> the same as CSV
 *   GET /api/stock/par-levels?search=&offset=&limit= -> TParLevelsResponse
 */
import { canReadLinenForecast } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { ZForecastResponse, ZParLevelsQuery, ZParLevelsResponse } from '@shared/schemas/forecast';
import { type AppEnv, requireAbility } from '../../lib/context';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './forecast.service';

export const forecastRoutes = new Hono<AppEnv>()
  .get('/forecast', responds(ZForecastResponse))
  .get('/forecast', requireAbility(canReadLinenForecast), async (c) => c.json(await service.readForecast(c.get('deps'))))
  .get('/forecast.csv', respondsFile('text/csv', 'The linen forecast of the next 14 days as CSV'))
  .get('/forecast.csv', requireAbility(canReadLinenForecast), async (c) => service.forecastCsv(c.get('deps')))
  .get('/par-levels', responds(ZParLevelsResponse))
  .get('/par-levels', requireAbility(canReadLinenForecast), validate('query', ZParLevelsQuery), async (c) =>
    c.json(await service.readParLevels(c.get('deps'), c.req.valid('query'))),
  );
