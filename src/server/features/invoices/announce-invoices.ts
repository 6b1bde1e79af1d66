/**
 * Announcing invoices (issue 23 item 3): every numbered invoice is e-mailed to its owners once, with a
 * link to it in the portal (the PDF is one click there). A scheduled job on every process: an invoice is
 * claimed by a conditional update (announced_at set where it was null) in the transaction that queues
 * its mails, so it is announced once whatever the number of processes, retries or restarts.
 */
import { owedOn } from '@shared/domain/invoices';
import type { AppDeps } from '../../lib/context';
import { about, aboutOwners, enqueueMail, ownerRecipients } from '../mail';
import { invoiceMail } from './invoice-mail';
import * as repo from './invoices.repo';

export const ANNOUNCE_EVERY_MS = 30_000;
const BATCH = 100;

export async function announceInvoices(deps: Pick<AppDeps, 'db' | 'env' | 'now'>): Promise<number> {
  let sent = 0;
  for (const id of await repo.unannouncedInvoiceIds(deps.db, BATCH)) {
    const done = await deps.db.transaction(async (tx) => {
      const inv = await repo.claimAnnouncement(tx, id, deps.now());
      if (!inv?.number || !inv.business) return false;
      const mail = (to: { email: string; name: string }) =>
        invoiceMail({
          to,
          title: inv.kind === 'deposit_receipt' ? 'Deposit receipt' : 'Invoice',
          number: inv.number!,
          businessName: inv.business!.legalName,
          grossPence: inv.grossPence,
          paid: owedOn(inv) === 0,
          dueDate: inv.dueDate,
          propertyName: inv.customer.propertyName,
          invoiceUrl: `${deps.env.appUrl}/invoices/${inv.id}`,
        });
      const owners = inv.clientId ? await ownerRecipients(tx, [inv.clientId]) : [];
      if (owners.length) {
        await enqueueMail(tx, aboutOwners(owners, owners.map((o) => mail(o))));
        return true;
      }
      const buyer = inv.userId ? await repo.buyerOf(tx, inv.userId) : null;
      if (buyer) await enqueueMail(tx, about([mail(buyer)], { userId: inv.userId }));
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
