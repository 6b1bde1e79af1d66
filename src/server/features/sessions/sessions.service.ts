/** Signed-in devices: list them, sign one out, or sign out every other; each sign-out audited. */
import { describeUserAgent, displayIp } from '@shared/domain/user-agent';
import type { TDeviceSession, TSignOutOthersResult } from '@shared/schemas/sessions';
import type { DbOrTx } from '../../db/client';
import type { AppDeps, Caller, RequestContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { resetFeedIn } from '../calendar';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { deleteOtherSessions, deleteSessionOf, listLiveSessions } from './sessions.repo';
import { audit } from '../../lib/audit';

export async function listDevices(deps: Pick<AppDeps, 'db' | 'now'>, caller: Caller): Promise<TDeviceSession[]> {
  const rows = await listLiveSessions(deps.db, caller.user.id, deps.now());
  const devices = rows.map((r) => ({
    id: r.id,
    ...describeUserAgent(r.userAgent),
    ipAddress: displayIp(r.ipAddress),
    signedInAt: r.createdAt.toISOString(),
    lastActiveAt: r.updatedAt.toISOString(),
    current: r.token === caller.sessionToken,
  }));
  return [...devices.filter((d) => d.current), ...devices.filter((d) => !d.current)];
}

const auditSignOut = (db: DbOrTx, ctx: RequestContext, details: Record<string, unknown>) =>
  audit(db, ctx, { action: 'auth.sign_out_device', entityType: 'user', entityId: ctx.caller.user.id, details });

/** 404 for an id that is not one of the caller's sessions (another user's included). */
export async function signOutDevice(deps: Pick<AppDeps, 'db'>, ctx: RequestContext, sessionId: string): Promise<void> {
  const removed = await deleteSessionOf(deps.db, ctx.caller.user.id, sessionId);
  if (!removed) throw notFound(AUTH_MESSAGES.sessionNotFound);
  await auditSignOut(deps.db, ctx, { sessionId, device: describeUserAgent(removed.userAgent) });
}

/** Every device but this one; with resetCalendarFeed the feed link is replaced in the same transaction. */
export async function signOutOtherDevices(
  deps: Pick<AppDeps, 'db' | 'now'>,
  ctx: RequestContext,
  options: { resetCalendarFeed: boolean },
): Promise<TSignOutOthersResult> {
  const { caller } = ctx;
  return deps.db.transaction(async (tx) => {
    const signedOut = await deleteOtherSessions(tx, caller.user.id, caller.sessionToken);
    const calendarFeedReset = options.resetCalendarFeed && (await resetFeedIn(tx, ctx, deps.now()));
    await auditSignOut(tx, ctx, { others: signedOut, calendarFeedReset });
    return { signedOut, calendarFeedReset };
  });
}
