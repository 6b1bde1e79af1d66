/** Resolves the caller from the session cookie: user row, active flag and permission flags. */
import { resolvePermissions } from '@shared/domain/permissions';
import { MESSAGES } from '@shared/constants';
import type { MiddlewareHandler } from 'hono';
import { AppError, unauthorized } from '../../lib/errors';
import type { AppEnv, Caller } from '../../lib/context';
import { deleteSessionsOf, findActiveAssignment, findUserById } from '../users/users.repo';

export const loadCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, db } = c.get('deps');
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (session) {
    const user = await findUserById(db, session.user.id);
    if (user && !user.isActive) {
      await deleteSessionsOf(db, user.id);
      throw new AppError(401, 'deactivated', MESSAGES.accountDeactivated);
    }
    if (user) {
      const assignment = await findActiveAssignment(db, user.id);
      const caller: Caller = {
        user,
        flags: resolvePermissions({ isSuperadmin: user.isSuperadmin, assignment }),
        roleName: user.isSuperadmin ? 'admin' : (assignment?.roleName ?? null),
        sessionToken: session.session.token,
      };
      c.set('caller', caller);
    }
  }
  await next();
};

/** Deny by default: every /api route that is not public needs a signed-in caller. */
export const requireCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('caller')) throw unauthorized();
  await next();
};
