/** The business details the bench's seeded invoices carry (their snapshot, as numbering writes it). */
import type { DocumentBusiness } from '../../src/server/db/schema';

export const BENCH_BUSINESS: DocumentBusiness = {
  legalName: 'Bench Linen Ltd',
  address: '1 Bench Street\nLondon\nE1 1AA',
  vatRegistered: true,
  vatNumber: 'GB123456782',
  vatRateBasisPoints: 2000,
  paymentTermsText: 'Payment due within 14 days',
  paymentTermsDays: 14,
  logoId: null,
  version: 1,
};
