/**
 * Issue 10: 100,000 audit rows over a year (read by seed.ts's bench super admin),
 * spread across a dozen actions and the bench's users, so the viewer reads its newest page from a big table.
 */
import type { Db } from '../../src/server/db/client';
import { auditLog } from '../../src/server/db/schema';

export const BENCH_AUDIT_ROWS = 100_000;

const ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'linen_card.move-to-changeover',
  'linen_card.collect',
  'linen_card.return',
  'linen_card.damages',
  'payment.completed',
  'contract.signed',
  'property.update',
  'client.update',
  'user.role',
  'stock.updated',
];

export async function seedBenchAudit(db: Db, actors: string[]): Promise<void> {
  const now = Date.now();
  const chunk = 2_000;
  for (let start = 0; start < BENCH_AUDIT_ROWS; start += chunk) {
    await db.insert(auditLog).values(
      Array.from({ length: chunk }, (_, j) => {
        const i = start + j;
        const action = ACTIONS[i % ACTIONS.length];
        return {
          actorUserId: i % 7 === 0 ? null : actors[i % actors.length],
          action,
          entityType: action.split('.')[0],
          entityId: `bench-${i}`,
          details: action.startsWith('linen_card.move') ? { from: 'on_beds', to: 'changeover_due' } : {},
          ipAddress: `10.0.${(i >> 8) & 255}.${i & 255}`,
          createdAt: new Date(now - i * 315_000),
        };
      }),
    );
  }
}
