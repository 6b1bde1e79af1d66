/**
 * Demo audit trail (issue 10): the audit rows the app writes for each card event the demo seeded
 * (created, moved, damages), with the same actor, card and time, so /admin/audit shows the demo's own
 * history and not only the sign-ins made since the start.
 */
import { asc } from 'drizzle-orm';
import { linenMoveAction, type AuditAction } from '@shared/domain/audit-events';
import { moveFrom } from '@shared/domain/linen';
import type { DbOrTx } from '../db/client';
import { auditLog, linenCardEvents } from '../db/schema';

function actionOf(event: { kind: string; fromStatus: string | null }): AuditAction | null {
  if (event.kind === 'created') return 'linen_card.create';
  if (event.kind === 'damage') return 'linen_card.damages';
  if (event.kind !== 'moved' || !event.fromStatus) return null;
  const move = moveFrom(event.fromStatus as Parameters<typeof moveFrom>[0]);
  return move ? linenMoveAction(move) : null;
}

export async function seedDemoAudit(db: DbOrTx): Promise<void> {
  const events = await db.select().from(linenCardEvents).orderBy(asc(linenCardEvents.createdAt));
  const rows = events.flatMap((e) => {
    const action = actionOf(e);
    if (!action) return [];
    const details = e.kind === 'moved' ? { from: e.fromStatus, to: e.toStatus, ...e.details } : e.details;
    return [{ actorUserId: e.actorUserId, action, entityType: 'linen_card', entityId: e.linenCardId, details, createdAt: e.createdAt }];
  });
  if (rows.length) await db.insert(auditLog).values(rows);
}
