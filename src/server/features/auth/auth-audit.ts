/** The audit trail of sign-ins and password events, each with the client's IP and user agent. */
import type { AuditAction } from '@shared/domain/audit-events';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { RequestOrigin } from '../../lib/context';

export type AuthEvent = Extract<
  AuditAction,
  'auth.sign_in' | 'auth.sign_in_failed' | 'auth.sign_in_locked' | 'user.password_change' | 'user.password_reset'
>;

/**
 * One auth event. userId: the account's id when it exists (also the actor for the user's own actions,
 * though nobody is signed in yet, so this writes the row itself rather than through audit());
 * for a failed sign-in to an unknown e-mail the entity is that e-mail.
 */
export async function auditAuthEvent(
  db: DbOrTx,
  event: AuthEvent,
  who: { userId: string | null; email?: string },
  request: RequestOrigin,
  details: Record<string, unknown> = {},
): Promise<void> {
  const ownAction = event === 'auth.sign_in' || event === 'user.password_change' || event === 'user.password_reset';
  await recordAudit(db, {
    actorUserId: ownAction ? who.userId : null,
    action: event,
    entityType: who.userId ? 'user' : 'email',
    entityId: who.userId ?? (who.email ?? '').trim().toLowerCase(),
    details: who.email ? { email: who.email.trim().toLowerCase(), ...details } : details,
    ipAddress: request.ip,
    userAgent: request.userAgent,
  });
}
