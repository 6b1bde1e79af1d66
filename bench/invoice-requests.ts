/**
 * The owner's invoice reads (issue 23; decision 0194), beside the bare handlers running the same SQL
 * (bench/bare/invoices.ts): the first page of GET /api/invoices and one invoice with its lines, a card
 * payment and a credit note. The data is bench/lib/seed-invoices.ts's (seeded when one of these is
 * measured): the bench owner's client has about 100 of them at every size, among 5,000 × the scale.
 */
import { BENCH_OWNER_EMAIL } from './lib/seed';
import { BENCH_OWNER_INVOICE_ID } from './lib/seed-invoices';
import { ownerInvoiceDetail, ownerInvoicesPage } from './bare/invoices';

export const INVOICE_REQUESTS = [
  {
    name: "GET /api/invoices (owner's first page of 50 of ~100, among 5,000 invoices × the scale)",
    path: '/api/invoices',
    bare: ownerInvoicesPage,
    email: BENCH_OWNER_EMAIL,
    screen: 'owner invoices',
  },
  {
    name: 'GET /api/invoices/{id} (owner, one invoice: 2 lines, a card payment, a credit note)',
    path: `/api/invoices/${BENCH_OWNER_INVOICE_ID}`,
    bare: ownerInvoiceDetail(BENCH_OWNER_INVOICE_ID),
    email: BENCH_OWNER_EMAIL,
    screen: 'owner invoice',
  },
];
