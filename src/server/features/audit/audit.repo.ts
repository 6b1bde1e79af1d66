/** The audit trail: who changed what. Details never hold passwords or secrets. */
import { isUuid, normaliseId } from '@shared/schemas/ids';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** A record's id as the audit log keeps it: a UUID in lower case however the path spelt it (issue 19 L7). */
export const auditEntityId = (id: string) => (isUuid(id) ? normaliseId(id) : id);

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: auditEntityId(entry.entityId), details: entry.details ?? {} });
}
