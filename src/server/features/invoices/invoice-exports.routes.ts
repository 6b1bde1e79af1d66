/**
 * /api/invoice-exports (issue 23 item 6; decision 0195): the bookkeeper's accounting exports.
 *   GET /?format=xero|quickbooks|quickbooks-credit-notes|csv&from=YYYY-MM-DD&to=YYYY-MM-DD[&salesAccount=&depositAccount=]
 *       a period's issued invoices and credit notes (London issue dates, both included, at most 366
 *       days) as a streamed CSV (canExportInvoices: admin_access); bad input is a 422 and no file.
 */
import { Hono } from 'hono';
import { canExportInvoices } from '@shared/domain/abilities';
import { ZInvoiceExportQuery } from '@shared/schemas/invoice-exports';
import { type AppEnv, callerOf, requireAbility } from '../../lib/context';
import { respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { exportInvoices } from './invoice-exports';

export const invoiceExportRoutes = new Hono<AppEnv>()
  .get('/', respondsFile('text/csv', 'The period’s invoices and credit notes in the chosen import layout'))
  .get('/', requireAbility(canExportInvoices), validate('query', ZInvoiceExportQuery), async (c) =>
    exportInvoices(c.get('deps'), callerOf(c), c.req.valid('query')),
  );
