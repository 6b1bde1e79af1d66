/**
 * Demo invoices (issue 23): the demo provider's business details (a made-up company, clearly a demo) and
 * the invoices of what the demo data already holds, issued through the invoices feature in the order
 * the records arose: each collection, each requested or paid damage charge and each charge; the paid
 * ones paid on the day they were, the waived charge credited. Times come from the records themselves.
 */
import { asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { CHARGE_KIND_LABELS } from '@shared/domain/charges';
import type { BusinessDetails } from '@shared/domain/business-details';
import type { Db } from '../db/client';
import { appState, changeovers, charges, invoices, linenActivities, linenCards } from '../db/schema';
import { creditInvoiceOf, issueInvoice, recordInvoicePayment, type InvoiceRequest } from '../features/invoices';

const DEMO_BUSINESS: Omit<BusinessDetails, 'updatedAt'> = {
  legalName: 'Demo Linen Services Ltd',
  address: 'Unit 4, Riverside Trading Estate\nMiddlesbrough\nTS2 1RH',
  vatRegistered: true,
  vatNumber: 'GB123456782',
  vatRateBasisPoints: 2000,
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  paymentTermsText: 'Payment due within 14 days. Pay online from your portal.',
  paymentTermsDays: 14,
  depositsAsReceipts: true,
  logo: null,
  version: 1,
};

interface Pending {
  at: Date;
  request: InvoiceRequest;
  paid?: { at: Date; pence: number };
  waived?: { at: Date; reason: string };
}

export async function seedDemoInvoices(db: Db, ids: { adminId: string }): Promise<void> {
  await db
    .insert(appState)
    .values({ key: 'business_details', value: DEMO_BUSINESS as unknown as Record<string, unknown>, updatedAt: new Date(Date.now() - 60 * 86_400_000) })
    .onConflictDoNothing();
  const pending: Pending[] = [];
  for (const c of await db.select().from(changeovers).where(isNotNull(changeovers.collectedAt))) {
    const lines = (c.invoiceLines ?? [{ name: 'Collection invoice', amountPence: c.amountPence }]).map((l) => ({ description: l.name, grossPence: l.amountPence }));
    pending.push({
      at: c.collectedAt!,
      request: { source: 'collection', sourceId: c.id, clientId: c.clientId, propertyId: c.propertyId, lines },
      paid: c.paidAt && c.amountPaidPence > 0 ? { at: c.paidAt, pence: c.amountPaidPence } : undefined,
    });
  }
  const damages = await db
    .select({ d: linenActivities, clientId: linenCards.clientId, propertyId: linenCards.propertyId })
    .from(linenActivities)
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .where(or(isNotNull(linenActivities.chargeRequestedAt), isNotNull(linenActivities.chargedAt)));
  for (const { d, clientId, propertyId } of damages) {
    const quantity = Math.max(1, d.quantity);
    const pence = d.unitPricePence * quantity;
    pending.push({
      at: d.chargeRequestedAt ?? d.chargedAt!,
      request: {
        source: 'damage',
        sourceId: d.id,
        clientId,
        propertyId,
        lines: [{ description: `Damaged linen: ${d.productName ?? 'item'}`, quantity, grossPence: pence }],
      },
      paid: d.chargedAt ? { at: d.chargedAt, pence } : undefined,
    });
  }
  for (const ch of await db.select().from(charges).orderBy(asc(charges.createdAt))) {
    pending.push({
      at: ch.createdAt,
      request: {
        source: 'charge',
        sourceId: ch.id,
        clientId: ch.clientId,
        propertyId: ch.propertyId,
        lines: [{ description: `${CHARGE_KIND_LABELS[ch.kind]}: ${ch.reason}`, grossPence: ch.amountPence }],
      },
      paid: ch.paidAt ? { at: ch.paidAt, pence: ch.amountPence } : undefined,
      waived: ch.waivedAt ? { at: ch.waivedAt, reason: ch.waiveReason ?? 'Waived' } : undefined,
    });
  }
  pending.sort((a, b) => a.at.getTime() - b.at.getTime());
  // The demo's history is not news: its invoices count as announced, so a first start e-mails nobody.
  for (const p of pending) {
    await db.transaction(async (tx) => {
      const made = await issueInvoice(tx, p.request, p.at);
      if (!made) return;
      const key = { source: p.request.source, sourceId: p.request.sourceId };
      if (p.paid) {
        await recordInvoicePayment(tx, { ...key, amountPence: p.paid.pence, via: 'card', key: `demo:${p.request.sourceId}`, paidAt: p.paid.at, actorUserId: null });
      }
      if (p.waived) {
        await creditInvoiceOf(tx, key.source, key.sourceId, { reason: 'waived', key: `waive:${key.sourceId}`, note: p.waived.reason, actorUserId: ids.adminId }, p.waived.at);
      }
    });
  }
  await db.update(invoices).set({ announcedAt: sql`${invoices.issuedAt}` }).where(isNotNull(invoices.seq));
}
