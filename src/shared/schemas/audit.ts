/** GET /api/admin/audit-log?user=&kind=&from=&to=&cursor=&limit= -> TAuditLogPage (super admins). */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import { AUDIT_KINDS } from '../domain/audit';
import { isCalendarDay } from '../domain/linen-requests';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

export const AUDIT_MESSAGES = {
  loadFailed: 'Failed to load the audit log',
  empty: 'No audit entries yet',
  noMatch: 'No entries match these filters',
  badRange: 'The end date must be on or after the start date',
} as const;

const ZDay = (message: string) => z.string().trim().refine(isCalendarDay, message).optional();

export const ZAuditLogQuery = z
  .object({
    user: z.string().trim().min(1).max(100, 'Choose a user from the list').optional(),
    kind: z.enum(AUDIT_KINDS, { error: 'Choose a kind from the list' }).optional(),
    from: ZDay('Enter the start date as YYYY-MM-DD'),
    to: ZDay('Enter the end date as YYYY-MM-DD'),
    cursor: ZPageCursor,
    limit: z.coerce
      .number({ error: `The page size must be a whole number from 1 to ${AUDIT_PAGE_MAX}` })
      .int(`The page size must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
      .min(1, `The page size must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
      .max(AUDIT_PAGE_MAX, `The page size must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
      .default(AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MESSAGES.badRange, path: ['to'] });
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

export const ZAuditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  kind: z.enum(AUDIT_KINDS),
  summary: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  entityType: z.string(),
  entityId: z.string(),
  /** The subject's name (a user's, client's, property's, or the property a card, contract or charge belongs to); null where it has none or is gone. */
  entityName: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogPage = z.object({
  entries: z.array(ZAuditEntry),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
