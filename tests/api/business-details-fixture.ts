/** The business details the invoice tests issue under (issue 23): VAT registered at 20%, INV- and CN-. */
export const HARBOUR_LINEN = {
  legalName: 'Harbour Linen Ltd',
  address: '1 Quay Street\nFalmouth\nTR11 3HH',
  vatRegistered: true,
  vatNumber: 'GB123456782',
  vatRateBasisPoints: 2000,
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  paymentTermsText: 'Payment due within 14 days',
  paymentTermsDays: 14,
};
