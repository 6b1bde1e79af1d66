/**
 * Which reminder e-mails a user gets: every kind is on until switched off (a notification_opt_outs
 * row). Switched in Settings by the signed-in user, or off through the signed link in each mail.
 */
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS, REMINDER_MESSAGES } from '@shared/domain/reminders';
import type { NotificationKind, TNotificationSetting } from '@shared/schemas/requests';
import { recordAudit } from '../../lib/audit';
import type { AppDeps, RequestContext, RequestOrigin } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { findUserById } from '../users';
import { addOptOut, listOptOuts, removeOptOut } from './reminders.repo';
import { readUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

type Deps = Pick<AppDeps, 'db'>;

export async function notificationSettings(deps: Deps, userId: string): Promise<TNotificationSetting[]> {
  const off = new Set(await listOptOuts(deps.db, userId));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_KIND_INFO[kind], enabled: !off.has(kind) }));
}

/** A user switches their own kind (signed in, or through their signed link): they are the audit row's actor. */
async function setEnabled(deps: Deps, userId: string, origin: RequestOrigin, kind: NotificationKind, enabled: boolean, via: string) {
  await deps.db.transaction(async (tx) => {
    const changed = enabled ? await removeOptOut(tx, userId, kind) : await addOptOut(tx, userId, kind);
    if (!changed) return;
    await recordAudit(tx, {
      actorUserId: userId,
      action: enabled ? 'notifications.opt_in' : 'notifications.opt_out',
      entityType: 'user',
      entityId: userId,
      details: { kind, via },
      ipAddress: origin.ip,
      userAgent: origin.userAgent,
    });
  });
}

export async function saveNotificationSetting(
  deps: Deps,
  ctx: RequestContext,
  input: { kind: NotificationKind; enabled: boolean },
): Promise<TNotificationSetting[]> {
  const userId = ctx.caller.user.id;
  await setEnabled(deps, userId, ctx, input.kind, input.enabled, 'settings');
  return notificationSettings(deps, userId);
}

/** The public unsubscribe: the token's own user stops the token's own kind. Idempotent. */
export async function unsubscribe(
  deps: Deps,
  token: string,
  origin: RequestOrigin,
): Promise<{ kind: NotificationKind; label: string }> {
  const read = readUnsubscribeToken(await unsubscribeKey(deps.db), token);
  if (!read || !(await findUserById(deps.db, read.userId))) throw badRequest(REMINDER_MESSAGES.unsubscribeInvalid);
  await setEnabled(deps, read.userId, origin, read.kind, false, 'link');
  return { kind: read.kind, label: NOTIFICATION_KIND_INFO[read.kind].label };
}
