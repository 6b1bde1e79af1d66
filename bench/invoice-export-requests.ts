/**
 * The accounting export of the bench (issue 23 Performance): the Xero export of last month's 10,000
 * invoice lines and 500 credit notes (bench/lib/seed-invoices.ts), streamed once from the app and once
 * from the bare baseline that runs the same SQL (bench/bare/invoice-exports.ts), the server's memory
 * watched. Goal: under 2 s and under 100 MB of the process's memory. By the super admin (admin_access).
 * Xero takes 500 documents a file (decision 0195, amended 2026-11-27), so the month is downloaded in
 * parts, and the bench streams the first part (500 documents) on both sides.
 */
import { EXPORT_DOCUMENTS_PER_FILE } from '@shared/domain/invoice-exports';
import { BENCH_INVOICE_MONTH } from './lib/seed-invoices';
import { BENCH_ADMIN_EMAIL } from './lib/seed';
import { xeroExport } from './bare/invoice-exports';

const { from, to } = BENCH_INVOICE_MONTH;

export const INVOICE_DOWNLOADS = [
  {
    name: 'invoice-exports?format=xero&part=1 (the first 500 documents of a month of 10,000 invoice lines and 500 credit notes)',
    path: `/api/invoice-exports?format=xero&from=${from}&to=${to}&part=1`,
    bare: xeroExport(from, to, EXPORT_DOCUMENTS_PER_FILE.xero ?? undefined),
    email: BENCH_ADMIN_EMAIL,
  },
];
