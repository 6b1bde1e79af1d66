/**
 * Collections for the bench (issue 10, stream A): four per linen card (20,000 over the last 120 days,
 * a third paid, the rest unpaid and so many of them overdue), so the ledger's page and its tiles read
 * a real set.
 */
import type { Db } from '../../src/server/db/client';
import { changeovers, linenCards } from '../../src/server/db/schema';

export const BENCH_COLLECTIONS_PER_CARD = 4;

export async function seedBenchCollections(db: Db): Promise<void> {
  const cards = await db.select({ id: linenCards.id, propertyId: linenCards.propertyId, clientId: linenCards.clientId }).from(linenCards);
  const now = Date.now();
  const rows = cards.flatMap((card, c) =>
    Array.from({ length: BENCH_COLLECTIONS_PER_CARD }, (_, k) => {
      const i = c * BENCH_COLLECTIONS_PER_CARD + k;
      const collectedAt = new Date(now - (i % 120) * 86_400_000 - (i % 24) * 3_600_000);
      const paid = i % 3 === 0;
      return {
        linenCardId: card.id,
        propertyId: card.propertyId,
        clientId: card.clientId,
        collectedAt,
        amountPence: 1500 + (i % 5) * 500,
        amountPaidPence: paid ? 1500 + (i % 5) * 500 : 0,
        invoiceStatus: paid ? ('paid' as const) : ('unpaid' as const),
        paidAt: paid ? new Date(collectedAt.getTime() + 86_400_000) : null,
        notes: i % 4 === 0 ? 'Bags left by the back door' : null,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 1000) await db.insert(changeovers).values(rows.slice(i, i + 1000));
}
