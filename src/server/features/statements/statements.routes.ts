/**
 * /api/statements (issue 23 item 5; decision 0196): an owner's statement for a period.
 *   GET /      ?from=YYYY-MM-DD&to=YYYY-MM-DD[&clientId=]   -> TStatement
 *   GET /pdf   the same as a PDF
 *   GET /csv   the same as a CSV (one row per statement row, with opening and closing balances)
 * canReadInvoices: an owner their own client (clientId may be left out with one client; another
 * owner's is a 404), staff with collections_view the client they name. A bad period is a 422.
 */
import { Hono } from 'hono';
import { canReadInvoices } from '@shared/domain/abilities';
import { ZStatement, ZStatementQuery } from '@shared/schemas/statements';
import { type AppEnv, callerOf, requireAbility } from '../../lib/context';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './statements.service';

export const statementRoutes = new Hono<AppEnv>()
  .get('/', responds(ZStatement))
  .get('/', requireAbility(canReadInvoices), validate('query', ZStatementQuery), async (c) =>
    c.json(service.statementJson(await service.statementOf(c.get('deps'), callerOf(c), c.req.valid('query')))),
  )
  .get('/pdf', respondsFile('application/pdf', 'The statement as a PDF'))
  .get('/pdf', requireAbility(canReadInvoices), validate('query', ZStatementQuery), async (c) => {
    const { bytes, filename } = await service.statementPdf(c.get('deps'), callerOf(c), c.req.valid('query'));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    });
  })
  .get('/csv', respondsFile('text/csv', 'The statement as CSV'))
  .get('/csv', requireAbility(canReadInvoices), validate('query', ZStatementQuery), (c) => service.statementCsv(c.get('deps'), callerOf(c), c.req.valid('query')));
