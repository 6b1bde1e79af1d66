/**
 * /api/reports?start=&end= -> TReportResponse (the first page of each table), /api/reports/{turns,exceptions,damages}
 * ?start=&end=&cursor= -> the next page of a table (decision 0173), and /api/reports/{turns,exceptions,damages}.csv?start=&end=
 * (rows=each for one line per collection / damage record). reports_view; owners see their own
 * properties only (decision 0135).
 */
import { canViewReports } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { ZDamagePage, ZExceptionPage, ZReportCsvQuery, ZReportPageQuery, ZReportQuery, ZReportResponse, ZTurnPage } from '@shared/schemas/reports';
import { type AppEnv, callerOf, requireAbility } from '../../lib/context';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { reportCsv } from './reports-csv';
import * as service from './reports.service';

export const reportsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZReportResponse))
  .get('/', requireAbility(canViewReports), validate('query', ZReportQuery), async (c) => {
    return c.json(await service.getReport(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  .get('/turns', responds(ZTurnPage))
  .get('/turns', requireAbility(canViewReports), validate('query', ZReportPageQuery), async (c) => {
    return c.json(await service.turnsPage(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  .get('/exceptions', responds(ZExceptionPage))
  .get('/exceptions', requireAbility(canViewReports), validate('query', ZReportPageQuery), async (c) => {
    return c.json(await service.exceptionsPage(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  .get('/damages', responds(ZDamagePage))
  .get('/damages', requireAbility(canViewReports), validate('query', ZReportPageQuery), async (c) => {
    return c.json(await service.damagesPage(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  .get('/turns.csv', respondsFile('text/csv', 'The turns report as CSV'))
  .get('/turns.csv', requireAbility(canViewReports), validate('query', ZReportCsvQuery), (c) =>
    reportCsv(c.get('deps'), callerOf(c), 'turns', c.req.valid('query')),
  )
  .get('/exceptions.csv', respondsFile('text/csv', 'The exceptions report as CSV'))
  .get('/exceptions.csv', requireAbility(canViewReports), validate('query', ZReportCsvQuery), (c) =>
    reportCsv(c.get('deps'), callerOf(c), 'exceptions', c.req.valid('query')),
  )
  .get('/damages.csv', respondsFile('text/csv', 'The damages report as CSV'))
  .get('/damages.csv', requireAbility(canViewReports), validate('query', ZReportCsvQuery), (c) =>
    reportCsv(c.get('deps'), callerOf(c), 'damages', c.req.valid('query')),
  );
