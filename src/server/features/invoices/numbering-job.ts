/**
 * The numbering job (issue 23; decision 0194): invoices recorded while the business details were not
 * set wait for their number; this numbers them, oldest first, once the details are saved. Safe on any
 * number of processes at once: numbering holds the sequence's row lock, so runs take turns and each
 * waiting invoice is numbered once.
 */
import type { AppDeps } from '../../lib/context';
import { numberWaitingInvoices } from './issue-invoice';

export const INVOICE_NUMBERING_EVERY_MS = 60_000;

export function runInvoiceNumbering(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  return deps.db.transaction((tx) => numberWaitingInvoices(tx, deps.now()));
}
