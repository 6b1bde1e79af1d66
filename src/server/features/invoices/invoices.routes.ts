/**
 * /api/invoices and /api/credit-notes (issue 23; decision 0194):
 *   GET  /api/invoices                     a page, newest first (owners their own; staff with collections_view all)
 *   GET  /api/invoices/{id}                one invoice with its lines, payments and credit notes
 *   GET  /api/invoices/{id}/pdf            its PDF (?inline=1 opens it in the browser)
 *   POST /api/invoices/{id}/credit-notes   a credit note in full or in part (billing: admin_access)
 *   GET  /api/credit-notes/{id}/pdf        a credit note's PDF
 * Another owner's invoice is 404, as a missing one is.
 */
import { Hono, type Context } from 'hono';
import { canIssueCreditNotes, canReadInvoices } from '@shared/domain/abilities';
import { INVOICE_MESSAGES } from '@shared/domain/invoices';
import { ZCreditNoteBody, ZInvoiceDetail, ZInvoicePage, ZListInvoicesQuery } from '@shared/schemas/invoices';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { idParam } from '../../lib/ids';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { creditNotePdf, getInvoice, invoicePdf, issueCreditNote, listInvoices } from './invoices.service';

function pdfResponse(c: Context<AppEnv>, pdf: { bytes: Uint8Array; filename: string }) {
  const disposition = c.req.query('inline') === '1' ? 'inline' : 'attachment';
  return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `${disposition}; filename="${pdf.filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

const invoiceId = (c: Context<AppEnv>) => idParam(c, INVOICE_MESSAGES.notFound);

export const invoiceRoutes = new Hono<AppEnv>()
  .get('/', responds(ZInvoicePage))
  .get('/', requireAbility(canReadInvoices), validate('query', ZListInvoicesQuery), async (c) =>
    c.json(await listInvoices(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/:id', responds(ZInvoiceDetail))
  .get('/:id', requireAbility(canReadInvoices), async (c) => c.json(await getInvoice(c.get('deps'), callerOf(c), invoiceId(c))))
  .get('/:id/pdf', respondsFile('application/pdf', 'The invoice as a PDF'))
  .get('/:id/pdf', requireAbility(canReadInvoices), async (c) => pdfResponse(c, await invoicePdf(c.get('deps'), callerOf(c), invoiceId(c))))
  .post('/:id/credit-notes', responds(ZInvoiceDetail))
  .post('/:id/credit-notes', requireAbility(canIssueCreditNotes), validate('json', ZCreditNoteBody), async (c) =>
    c.json(await issueCreditNote(c.get('deps'), requestContext(c), invoiceId(c), c.req.valid('json'))),
  );

export const creditNoteRoutes = new Hono<AppEnv>()
  .get('/:id/pdf', respondsFile('application/pdf', 'The credit note as a PDF'))
  .get('/:id/pdf', requireAbility(canReadInvoices), async (c) =>
    pdfResponse(c, await creditNotePdf(c.get('deps'), callerOf(c), idParam(c, INVOICE_MESSAGES.creditNoteNotFound))),
  );
