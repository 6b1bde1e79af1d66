/** The audit log for super admins (issue 10 item 11): a page of entries with who, what, when and from where. */
import { auditKindOf, auditRange, auditSummary } from '@shared/domain/audit';
import { type TAuditLogPage, type ZAuditLogQuery } from '@shared/schemas/audit';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { pageCursor } from '../../lib/page-cursor';
import { listAuditEntries } from './audit-log.repo';

/** The log's page cursor: the last entry's (created_at to the microsecond, id). */
const CURSOR = pageCursor({ createdAt: 'time', id: 'uuid' });

export async function auditLogPage(db: DbOrTx, query: z.output<typeof ZAuditLogQuery>): Promise<TAuditLogPage> {
  const rows = await listAuditEntries(
    db,
    {
      actorUserId: query.user,
      kind: query.kind,
      ...auditRange(query.from, query.to),
      after: CURSOR.decode(query.cursor),
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      action: r.action,
      kind: auditKindOf(r.action),
      summary: auditSummary(r.action, r.details),
      actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' } : null,
      entityType: r.entityType,
      entityId: r.entityId,
      entityName: r.entityName,
      ipAddress: r.ipAddress,
    })),
    nextCursor: rows.length > query.limit && last ? CURSOR.encode({ createdAt: last.createdAtText, id: last.id }) : null,
  };
}
