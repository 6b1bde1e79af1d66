/** Who is acting on a linen card, from where; and the audit row and history event each change writes. */
import type { DbOrTx } from '../../db/client';
import type { AppDeps, Caller } from '../../lib/context';
import { recordAudit } from '../audit/audit.repo';

export interface LinenActor {
  caller: Caller;
  ip: string | null;
  userAgent: string | null;
}

export type LinenDeps = Pick<AppDeps, 'db' | 'now'>;

export function auditCard(db: DbOrTx, actor: LinenActor | null, action: string, cardId: string, details: Record<string, unknown> = {}) {
  return recordAudit(db, {
    actorUserId: actor?.caller.user.id ?? null,
    action,
    entityType: 'linen_card',
    entityId: cardId,
    details,
    ipAddress: actor?.ip ?? null,
    userAgent: actor?.userAgent ?? null,
  });
}
