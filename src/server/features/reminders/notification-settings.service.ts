/**
 * Which reminder e-mails a user gets: every kind is on until switched off (a notification_opt_outs
 * row). Switched in Settings by the signed-in user, or off through the signed link in each mail.
 */
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS, REMINDER_MESSAGES } from '@shared/domain/reminders';
import type { NotificationKind, TNotificationSetting } from '@shared/schemas/requests';
import type { AppDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { findUserById } from '../users';
import { addOptOut, listOptOuts, removeOptOut } from './reminders.repo';
import { readUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

export interface SettingsActor {
  userId: string;
  ip: string | null;
  userAgent: string | null;
}

type Deps = Pick<AppDeps, 'db'>;

export async function notificationSettings(deps: Deps, userId: string): Promise<TNotificationSetting[]> {
  const off = new Set(await listOptOuts(deps.db, userId));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_KIND_INFO[kind], enabled: !off.has(kind) }));
}

async function setEnabled(deps: Deps, actor: SettingsActor, userId: string, kind: NotificationKind, enabled: boolean, via: string) {
  await deps.db.transaction(async (tx) => {
    const changed = enabled ? await removeOptOut(tx, userId, kind) : await addOptOut(tx, userId, kind);
    if (!changed) return;
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: enabled ? 'notifications.opt_in' : 'notifications.opt_out',
      entityType: 'user',
      entityId: userId,
      details: { kind, via },
      ipAddress: actor.ip,
      userAgent: actor.userAgent,
    });
  });
}

export async function saveNotificationSetting(
  deps: Deps,
  actor: SettingsActor,
  input: { kind: NotificationKind; enabled: boolean },
): Promise<TNotificationSetting[]> {
  await setEnabled(deps, actor, actor.userId, input.kind, input.enabled, 'settings');
  return notificationSettings(deps, actor.userId);
}

/** The public unsubscribe: the token's own user stops the token's own kind. Idempotent. */
export async function unsubscribe(
  deps: Deps,
  token: string,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ kind: NotificationKind; label: string }> {
  const read = readUnsubscribeToken(await unsubscribeKey(deps.db), token);
  if (!read || !(await findUserById(deps.db, read.userId))) throw badRequest(REMINDER_MESSAGES.unsubscribeInvalid);
  await setEnabled(deps, { userId: read.userId, ...meta }, read.userId, read.kind, false, 'link');
  return { kind: read.kind, label: NOTIFICATION_KIND_INFO[read.kind].label };
}
