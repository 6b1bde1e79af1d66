/**
 * /api/invoice-exports (issue 23 item 6; decision 0195): the bookkeeper's accounting exports.
 *   GET /?format=xero|quickbooks|quickbooks-credit-notes|csv&from=YYYY-MM-DD&to=YYYY-MM-DD[&salesAccount=&depositAccount=]
 *       a period's issued invoices and credit notes (London issue dates, both included, at most 366
 *       days) as a streamed CSV (canExportInvoices: admin_access); bad input is a 422 and no file.
 *       [&part=N]: where the importer takes only so many documents a file (Xero 500, QuickBooks
 *       invoices 100), part N of the file (1 by default); a part beyond the last is a 422.
 *   GET /parts?format=&from=&to=   how many documents the file holds and its parts, for the panel.
 */
import { Hono } from 'hono';
import { canExportInvoices } from '@shared/domain/abilities';
import { ZInvoiceExportParts, ZInvoiceExportPartsQuery, ZInvoiceExportQuery } from '@shared/schemas/invoice-exports';
import { type AppEnv, callerOf, requireAbility } from '../../lib/context';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { exportInvoices, invoiceExportParts } from './invoice-exports';

export const invoiceExportRoutes = new Hono<AppEnv>()
  .get('/', respondsFile('text/csv', 'The period’s invoices and credit notes in the chosen import layout'))
  .get('/', requireAbility(canExportInvoices), validate('query', ZInvoiceExportQuery), async (c) =>
    exportInvoices(c.get('deps'), callerOf(c), c.req.valid('query')),
  )
  .get('/parts', responds(ZInvoiceExportParts))
  .get('/parts', requireAbility(canExportInvoices), validate('query', ZInvoiceExportPartsQuery), async (c) =>
    c.json(await invoiceExportParts(c.get('deps'), callerOf(c), c.req.valid('query'))),
  );
