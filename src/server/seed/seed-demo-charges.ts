/**
 * Demo charges (issue 18): what the hire clock and the late payment fees leave behind, so the owner's
 * Payments due, the provider's /charges and the reports show them on a first start. The demo owner has
 * a pending late changeover charge (an earlier on-beds period of Riverside Apartment); Harbour View has
 * one pending (Dune View, keyed exactly as the hire clock keys it, so the clock never adds it twice) and
 * one waived (Quayside Studio); and an older unpaid collection of Marina House is past its deadline, so
 * a late payment fee can be added. Times are relative to the moment of seeding.
 */
import { eq, inArray } from 'drizzle-orm';
import { lateChangeoverKey } from '@shared/domain/hire-clock';
import type { Db } from '../db/client';
import { changeovers, charges, linenCards, properties } from '../db/schema';

const DAY = 86_400_000;

export async function seedDemoCharges(db: Db, ids: { adminId: string }): Promise<void> {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const cards = await db
    .select({ id: linenCards.id, onBedsSince: linenCards.onBedsSince, clientId: linenCards.clientId, propertyId: linenCards.propertyId, name: properties.name })
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .where(inArray(properties.name, ['Riverside Apartment', 'Dune View', 'Quayside Studio', 'Marina House']));
  const card = (name: string) => cards.find((c) => c.name === name);
  const rows: (typeof charges.$inferInsert)[] = [];
  const lateChangeover = (name: string, onBedsSince: Date, createdAt: Date, over: Partial<typeof charges.$inferInsert> = {}) => {
    const c = card(name);
    if (!c?.clientId) return;
    rows.push({
      kind: 'late_changeover',
      dedupeKey: lateChangeoverKey(c.id, onBedsSince, 1),
      clientId: c.clientId,
      propertyId: c.propertyId,
      linenCardId: c.id,
      period: 1,
      onBedsSince,
      amountPence: 2500,
      reason: 'Linen on beds for more than 14 days (overdue period 1)',
      createdAt,
      ...over,
    });
  };
  lateChangeover('Riverside Apartment', ago(40), ago(3));
  const dune = card('Dune View');
  if (dune?.onBedsSince) lateChangeover('Dune View', dune.onBedsSince, ago(1));
  const quayside = card('Quayside Studio');
  if (quayside?.onBedsSince) {
    lateChangeover('Quayside Studio', quayside.onBedsSince, ago(2), {
      status: 'waived',
      waivedAt: ago(1),
      waivedBy: ids.adminId,
      waiveReason: 'Guests extended their stay; agreed by phone',
    });
  }
  if (rows.length > 0) await db.insert(charges).values(rows).onConflictDoNothing();

  // An earlier cycle of Marina House, collected 18 days ago and still unpaid: overdue.
  const marina = card('Marina House');
  if (marina?.clientId) {
    await db.insert(changeovers).values({
      linenCardId: marina.id,
      propertyId: marina.propertyId,
      clientId: marina.clientId,
      startedAt: ago(32),
      transitAt: ago(18),
      collectedAt: ago(18),
      returnedAt: ago(15),
      scheduledDate: ago(18).toISOString().slice(0, 10),
      amountPence: 2500,
      invoiceStatus: 'unpaid',
      billingTags: ['weekly'],
      notes: 'Invoice reminder sent twice',
      createdAt: ago(18),
    });
  }
}
