/**
 * Charges for the bench (issue 18): two per linen card (10,000 over the last 120 days: late changeover
 * charges and late payment fees, a third paid, a tenth waived, the rest pending), so the charges view
 * reads a real set. Keys of their own, so the hire clock still makes its own charges beside them.
 */
import type { Db } from '../../src/server/db/client';
import { charges, linenCards } from '../../src/server/db/schema';

export const BENCH_CHARGES_PER_CARD = 2;

export async function seedBenchCharges(db: Db): Promise<void> {
  const cards = await db.select({ id: linenCards.id, propertyId: linenCards.propertyId, clientId: linenCards.clientId }).from(linenCards);
  const now = Date.now();
  const rows = cards.flatMap((card, c) =>
    Array.from({ length: BENCH_CHARGES_PER_CARD }, (_, k) => {
      const i = c * BENCH_CHARGES_PER_CARD + k;
      const createdAt = new Date(now - (i % 120) * 86_400_000 - (i % 24) * 3_600_000);
      const status = i % 10 === 0 ? ('waived' as const) : i % 3 === 0 ? ('paid' as const) : ('pending' as const);
      const lateChangeover = k === 0;
      return {
        kind: lateChangeover ? ('late_changeover' as const) : ('late_payment' as const),
        dedupeKey: `bench:${i}`,
        clientId: card.clientId,
        propertyId: card.propertyId,
        linenCardId: lateChangeover ? card.id : null,
        period: lateChangeover ? 1 : null,
        amountPence: lateChangeover ? 2500 : 1000,
        reason: lateChangeover ? 'Linen on beds for more than 14 days (period 1)' : 'Invoice unpaid after the deadline',
        status,
        paidAt: status === 'paid' ? new Date(createdAt.getTime() + 86_400_000) : null,
        paidVia: status === 'paid' ? 'checkout' : null,
        waivedAt: status === 'waived' ? new Date(createdAt.getTime() + 3_600_000) : null,
        waiveReason: status === 'waived' ? 'Agreed by phone' : null,
        createdAt,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 1000) await db.insert(charges).values(rows.slice(i, i + 1000));
}
