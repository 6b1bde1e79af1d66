/**
 * The audit log viewer's read: newest first, filtered by actor, kind and time, one page at a time by
 * keyset on (created_at, id) so a page never shifts when new rows arrive (never OFFSET). The cursor
 * carries created_at to the microsecond as PostgreSQL wrote it (a JS Date would round it to ms).
 */
import { and, eq, gte, like, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { auditKindFilter, type AuditKind, type AuditKindRule } from '@shared/domain/audit';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { timeKey } from '../../lib/keyset-time';
import { auditSubjectName } from './audit-subject';

export interface AuditFilters {
  actorUserId?: string;
  kind?: AuditKind;
  since?: Date;
  before?: Date;
  after?: { createdAt: string; id: string };
}

const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const ruleCondition = (rule: AuditKindRule): SQL =>
  rule.match === 'exact' ? eq(auditLog.action, rule.value) : like(auditLog.action, prefixPattern(rule.value));

function kindCondition(kind: AuditKind): SQL | undefined {
  const { include, exclude } = auditKindFilter(kind);
  return and(include === 'all' ? undefined : or(...include.map(ruleCondition)), exclude.length ? not(or(...exclude.map(ruleCondition))!) : undefined);
}

/** created_at in UTC to the microsecond: the page cursor's half that a Date cannot hold. */
const createdAtText = timeKey(auditLog.createdAt);

export async function listAuditEntries(db: DbOrTx, filters: AuditFilters, limit: number) {
  return (
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        createdAtText,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        entityName: auditSubjectName,
        details: auditLog.details,
        ipAddress: auditLog.ipAddress,
        actorId: users.id,
        actorName: users.name,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(
        and(
          filters.actorUserId ? eq(auditLog.actorUserId, filters.actorUserId) : undefined,
          filters.kind ? kindCondition(filters.kind) : undefined,
          filters.since ? gte(auditLog.createdAt, filters.since) : undefined,
          filters.before ? lt(auditLog.createdAt, filters.before) : undefined,
          filters.after
            ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${filters.after.createdAt}::timestamptz, ${filters.after.id}::uuid)`
            : undefined,
        ),
      )
      // NULLS LAST as the indexes of migration 0006 are built (plain DESC means NULLS FIRST and could not use them).
      .orderBy(sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`)
      .limit(limit)
  );
}
