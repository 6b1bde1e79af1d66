/**
 * Resolves the caller from the session cookie: user row, active flag and permission flags.
 *
 * Better Auth issues sessions (sign-in, sign-out, the signed cookie); this middleware reads them on
 * every request without going through Better Auth's getSession, which costs several queries. It
 * checks the cookie's signature exactly as Better Auth does (HMAC-SHA256 with the auth secret), then
 * one query resolves session, user, role and permissions (decision record 0050). The idle deadline is
 * written at most once per SESSION_REFRESH_SECONDS, and a session ends 7 days after it was created.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookie, setSignedCookie, deleteCookie } from 'hono/cookie';
import type { Context, MiddlewareHandler } from 'hono';
import { resolvePermissions } from '@shared/domain/permissions';
import { isSessionLive, refreshedSessionExpiry } from '@shared/domain/session-lifetime';
import { MESSAGES } from '@shared/constants';
import { AppError, unauthorized } from '../../lib/errors';
import type { AppEnv, Caller } from '../../lib/context';
import { deleteSessionsOf } from '../users';
import { deleteSession, extendSession, findSessionCaller } from './session-lookup.repo';

/** The token from Better Auth's signed cookie value `token.signature`, or null when the signature is wrong. */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

async function cookieSettings(c: Context<AppEnv>) {
  const ctx = await c.get('deps').auth.$context;
  return { name: ctx.authCookies.sessionToken.name, attributes: ctx.authCookies.sessionToken.attributes, secret: ctx.secret };
}

export const loadCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, now: clock } = c.get('deps');
  const cookie = await cookieSettings(c);
  const token = verifiedToken(getCookie(c, cookie.name), cookie.secret);
  const found = token ? await findSessionCaller(db, token) : undefined;
  if (found) {
    const { session, user, assignment } = found;
    const now = clock();
    if (!isSessionLive(session, now)) {
      await deleteSession(db, session.token);
      deleteCookie(c, cookie.name, { path: '/' });
    } else if (!user.isActive) {
      await deleteSessionsOf(db, user.id);
      throw new AppError(401, 'deactivated', MESSAGES.accountDeactivated);
    } else {
      const caller: Caller = {
        user,
        flags: resolvePermissions({ isSuperadmin: user.isSuperadmin, assignment }),
        roleName: user.isSuperadmin ? 'admin' : (assignment?.roleName ?? null),
        sessionToken: session.token,
        sessionId: session.id,
      };
      c.set('caller', caller);
      const expiresAt = refreshedSessionExpiry(session, now);
      if (expiresAt) {
        await extendSession(db, session.token, expiresAt, now);
        // The browser keeps the cookie until the new idle deadline (Better Auth's format and attributes).
        const { sameSite, ...attributes } = cookie.attributes;
        await setSignedCookie(c, cookie.name, session.token, cookie.secret, {
          ...attributes,
          sameSite: sameSite as 'lax' | 'strict' | 'none' | undefined,
          maxAge: Math.floor((expiresAt.getTime() - now.getTime()) / 1000),
        });
      }
    }
  }
  await next();
};

/** Deny by default: every /api route that is not public needs a signed-in caller. */
export const requireCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('caller')) throw unauthorized();
  await next();
};
