/** The audit log for super admins (issue 10 item 11): a page of entries with who, what, when and from where. */
import { UUID_CHARS } from '@shared/schemas/ids';
import { auditKindOf, auditRange, auditSummary } from '@shared/domain/audit';
import { AUDIT_MESSAGES, type TAuditLogPage, type ZAuditLogQuery } from '@shared/schemas/audit';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { listAuditEntries } from './audit-log.repo';

const CURSOR = new RegExp(`^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z)\\|(${UUID_CHARS})$`);

const encodeCursor = (createdAt: string, id: string) => Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw badRequest(AUDIT_MESSAGES.badCursor, [{ path: 'cursor', message: AUDIT_MESSAGES.badCursor }]);
  return { createdAt: m[1], id: m[2] };
}

export async function auditLogPage(db: DbOrTx, query: z.output<typeof ZAuditLogQuery>): Promise<TAuditLogPage> {
  const rows = await listAuditEntries(
    db,
    {
      actorUserId: query.user,
      kind: query.kind,
      ...auditRange(query.from, query.to),
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
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
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAtText, last.id) : null,
  };
}
