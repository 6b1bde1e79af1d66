/**
 * Issue 10: 100,000 audit rows over a year (read by seed.ts's bench super admin),
 * spread across a dozen actions and the bench's users, so the viewer reads its newest page from a big table.
 * The card, property, client and user entries name real records, so the page resolves its subjects' names
 * (issue 19) as it would in use; the rest keep ids with nothing to resolve.
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

/** Real records for the entries' subjects, by the entity type their action names. */
export interface AuditSubjects {
  linen_card: string[];
  property: string[];
  client: string[];
  user: string[];
}

export async function seedBenchAudit(db: Db, actors: string[], subjects: AuditSubjects): Promise<void> {
  const now = Date.now();
  const chunk = 2_000;
  for (let start = 0; start < BENCH_AUDIT_ROWS; start += chunk) {
    await db.insert(auditLog).values(
      Array.from({ length: chunk }, (_, j) => {
        const i = start + j;
        const action = ACTIONS[i % ACTIONS.length];
        const entityType = action.split('.')[0];
        const real = entityType in subjects ? subjects[entityType as keyof AuditSubjects] : [];
        return {
          actorUserId: i % 7 === 0 ? null : actors[i % actors.length],
          action,
          entityType,
          entityId: real.length ? real[i % real.length] : `bench-${i}`,
          details: action.startsWith('linen_card.move') ? { from: 'on_beds', to: 'changeover_due' } : {},
          ipAddress: `10.0.${(i >> 8) & 255}.${i & 255}`,
          createdAt: new Date(now - i * 315_000),
        };
      }),
    );
  }
}
