/**
 * The audit trail: who changed what, from where. Every change a person or the system makes to
 * records that matter writes one row here, in the same transaction as the change. Details never hold
 * passwords or secrets.
 */
import type { AuditAction } from '@shared/domain/audit-events';
import { isUuid, normaliseId } from '@shared/schemas/ids';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { RequestContext, RequestOrigin } from './context';

export interface AuditEntry {
  actorUserId: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** One audited event: what happened (one of AUDIT_ACTIONS, src/shared/domain/audit-events.ts) to which record. */
export interface AuditEvent {
  action: AuditAction;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
}

/** A record's id as the audit log keeps it: a UUID in lower case however the path spelt it (issue 19 L7). */
export const auditEntityId = (id: string) => (isUuid(id) ? normaliseId(id) : id);

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: auditEntityId(entry.entityId), details: entry.details ?? {} });
}

/**
 * The audit row of an event done by a signed-in caller (a RequestContext), by someone not signed in
 * from a known origin (a RequestOrigin: sign-in attempts, signing a shared contract), or by the system
 * (null: the hire clock, webhooks).
 */
export function audit(db: DbOrTx, who: RequestContext | RequestOrigin | null, event: AuditEvent): Promise<void> {
  return recordAudit(db, {
    actorUserId: who && 'caller' in who ? who.caller.user.id : null,
    ...event,
    ipAddress: who?.ip ?? null,
    userAgent: who?.userAgent ?? null,
  });
}
