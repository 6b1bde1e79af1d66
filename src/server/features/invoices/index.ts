/** What other features use of invoices (issue 23; decision 0194): issuing, payments and credits in their transactions. */
export { issueInvoice, numberWaitingInvoices, type InvoiceRequest } from './issue-invoice';
export { creditInvoiceOf, recordInvoicePayment, type Credit, type InvoicePayment, type PaymentVia } from './invoice-money';
export { creditNoteRoutes, invoiceRoutes } from './invoices.routes';
export { INVOICE_NUMBERING_EVERY_MS, runInvoiceNumbering } from './numbering-job';
export { invoiceExportRoutes } from './invoice-exports.routes';
export { ANNOUNCE_EVERY_MS, announceInvoices } from './announce-invoices';
export { applyCreditRefundEvent, CREDIT_REFUNDS_EVERY_MS, retryCreditNoteRefunds } from './credit-note-refunds';
