/** What other features and the composition roots use of the collections feature. */
export { collectionsRoutes, paymentsDueRoutes } from './collections.routes';
export { collectionPayments } from './collection-payment';
export { settleInvoiceFromDeposit, unpaidInvoicesOfProperty } from './collections.repo';
