/**
 * /api/auth: our sign-up, and the Better Auth endpoints the product uses, each behind its rate limit
 * and password rules. Every other Better Auth endpoint is refused (deny by default).
 */
import { Hono } from 'hono';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { MESSAGES, VERIFY_EMAIL_RESEND_SECONDS } from '@shared/constants';
import { personalInputs } from '@shared/domain/password-inputs';
import { describeWait } from '@shared/domain/sign-in-throttle';
import {
  ZNoInput,
  ZRequestReset,
  ZRequestResetAnswer,
  ZResetPassword,
  ZResetPasswordAnswer,
  ZSignIn,
  ZSignInAnswer,
  ZSignOutAnswer,
  ZSignUp,
  ZSignUpAnswer,
  ZUnlockAccount,
  ZUnlockAnswer,
  ZVerificationSent,
  ZVerifyEmail,
  ZVerifyEmailAnswer,
} from '@shared/schemas/auth';
import type { z } from 'zod';
import { CLIENT_IP_HEADER } from '../../lib/client-ip';
import { callerOf, type AppContext, type AppEnv, requestOrigin } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { acceptsJson, responds } from '../../lib/responds';
import { assertValidText, validate } from '../../lib/validate';
import { assertStrongPassword, passwordMatches, findUserByEmail } from '../users';
import { accountLocked, unlockWithLink } from './account-unlock.service';
import { auditAuthEvent } from './auth-audit';
import { deviceCookieHeader, knownDeviceOf } from './device-cookie';
import { findResetLinkUser, passwordWasReset } from './password-reset.service';
import { followVerificationLink, resendVerificationMail } from './email-verification.service';
import { loadCaller, requireCaller } from './session.middleware';
import { signUp } from './signup.service';

/** Reads and validates the JSON body without consuming the request, so it can be forwarded. */
async function readBody<T extends z.ZodType>(c: AppContext, schema: T): Promise<{ data: z.infer<T>; text: string }> {
  const text = await c.req.raw.clone().text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    throw badRequest('Invalid JSON body');
  }
  assertValidText(json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(issues[0].message, issues);
  }
  return { data: parsed.data, text: JSON.stringify(parsed.data) };
}

/** Headers as Better Auth should see them: the client IP in our own header, never the caller's. */
function forwardHeaders(c: AppContext): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get('ip'));
  return headers;
}

/** Passes the request to Better Auth and turns its errors into our error shape. */
async function forward(c: AppContext, body?: string): Promise<Response> {
  const request = new Request(c.req.raw.url, {
    method: c.req.method,
    headers: forwardHeaders(c),
    body: c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : (body ?? (await c.req.raw.text())),
  });
  const response = await c.get('deps').auth.handler(request);
  if (response.ok || response.status < 400) return response;
  const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ error: { code: (payload.code ?? 'auth_error').toLowerCase(), message: payload.message ?? MESSAGES.unexpected } }),
    { status: response.status, headers },
  );
}

export const authRoutes = new Hono<AppEnv>()
  .post('/sign-up/email', acceptsJson(ZSignUp), responds(ZSignUpAnswer))
  .post('/sign-up/email', async (c) => {
    const deps = c.get('deps');
    await deps.rateLimiter.limit('signUpPerIp', c.get('ip'));
    const { data } = await readBody(c, ZSignUp);
    // The same answer whether or not the e-mail has an account; nobody is signed in (finding 9).
    return c.json(await signUp(deps, data, forwardHeaders(c)));
  })
  .post('/sign-in/email', acceptsJson(ZSignIn), responds(ZSignInAnswer))
  .post('/sign-in/email', async (c) => {
    const deps = c.get('deps');
    const { db, rateLimiter } = deps;
    const { data, text } = await readBody(c, ZSignIn);
    const request = requestOrigin(c);
    const user = await findUserByEmail(db, data.email);
    // A browser where this account signed in before passes the throttles strangers cause (decision 0164).
    const source = { ip: c.get('ip'), device: user ? await knownDeviceOf(c, user.id) : null };
    if (!source.device) await rateLimiter.limitSignInIp(source.ip);
    const gate = await rateLimiter.gateSignIn(data.email, source);
    if (!gate.allowed) {
      await auditAuthEvent(db, 'auth.sign_in_locked', { userId: user?.id ?? null, email: data.email }, request, { lock: gate.reason });
      c.header('retry-after', String(gate.waitSeconds));
      const message = AUTH_MESSAGES.accountLocked(describeWait(gate.waitSeconds));
      return c.json({ error: { code: 'rate_limited', message, retryAfterSeconds: gate.waitSeconds } }, 429);
    }
    const response = await forward(c, text);
    if (!response.ok) {
      const started = await rateLimiter.signInFailed(data.email, source);
      if (started) await accountLocked(deps, data.email, { ...request, reason: started });
      await auditAuthEvent(db, 'auth.sign_in_failed', { userId: user?.id ?? null, email: data.email }, request);
      // Say 'deactivated' only to someone who knows the password, so it reveals nothing about an e-mail.
      if (user && !user.isActive && (await passwordMatches(deps.auth, user.id, data.password))) {
        throw new AppError(403, 'deactivated', MESSAGES.accountDeactivated);
      }
      return response;
    }
    await rateLimiter.signInSucceeded(data.email, source);
    if (!source.device) await rateLimiter.signInIpSucceeded(source.ip);
    // The session token stays in the HttpOnly cookie: never hand it to page scripts.
    const { user: signedIn } = (await response.json()) as { user: { id: string; email: string; name: string } };
    await auditAuthEvent(db, 'auth.sign_in', { userId: signedIn.id, email: signedIn.email }, request);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.append('set-cookie', await deviceCookieHeader(c, signedIn.id));
    return new Response(JSON.stringify({ user: { id: signedIn.id, email: signedIn.email, name: signedIn.name } }), { status: 200, headers });
  })
  .post('/request-password-reset', acceptsJson(ZRequestReset), responds(ZRequestResetAnswer))
  .post('/request-password-reset', async (c) => {
    await c.get('deps').rateLimiter.limit('resetPerIp', c.get('ip'));
    const { text } = await readBody(c, ZRequestReset);
    return forward(c, text);
  })
  .post('/reset-password', acceptsJson(ZResetPassword), responds(ZResetPasswordAnswer))
  .post('/reset-password', async (c) => {
    const deps = c.get('deps');
    await deps.rateLimiter.limit('resetPerIp', c.get('ip'));
    const { data, text } = await readBody(c, ZResetPassword);
    const user = await findResetLinkUser(deps.db, data.token, deps.now());
    assertStrongPassword(data.newPassword, user ? personalInputs(user) : [], 'newPassword');
    const response = await forward(c, text);
    if (response.ok && user) await passwordWasReset(deps, user, requestOrigin(c));
    return response;
  })
  // The e-mailed unlock link's page confirms it here (no session: the account is locked).
  .post('/unlock-account', responds(ZUnlockAnswer))
  .post('/unlock-account', validate('json', ZUnlockAccount), async (c) => {
    const userId = await unlockWithLink(c.get('deps'), c.req.valid('json').token, requestOrigin(c));
    if (!userId) throw badRequest(AUTH_MESSAGES.unlockLinkInvalid, [{ path: 'token', message: AUTH_MESSAGES.unlockLinkInvalid }]);
    // Whoever holds the mailbox may use this browser as a known device (it still needs the password).
    c.header('set-cookie', await deviceCookieHeader(c, userId), { append: true });
    return c.json({ unlocked: true });
  })
  .post('/sign-out', acceptsJson(ZNoInput), responds(ZSignOutAnswer))
  .post('/sign-out', (c) => forward(c))
  // The e-mailed link's page confirms it here, signed in as the account it was sent for.
  .post('/verify-email', responds(ZVerifyEmailAnswer))
  .post('/verify-email', loadCaller, requireCaller, validate('json', ZVerifyEmail), async (c) => {
    const caller = callerOf(c);
    const verified = await followVerificationLink(c.get('deps'), c.req.valid('json').token, caller.user.id);
    if (!verified) throw badRequest(MESSAGES.verificationLinkInvalid);
    return c.json({ verified: true });
  })
  // 429 carries retryAfterSeconds (and Retry-After): the Resend button counts it down.
  .post('/send-verification-email', acceptsJson(ZNoInput), responds(ZVerificationSent))
  .post('/send-verification-email', loadCaller, requireCaller, async (c) => {
    const wait = await resendVerificationMail(c.get('deps'), callerOf(c));
    if (wait > 0) {
      c.header('retry-after', String(wait));
      return c.json({ error: { code: 'rate_limited', message: MESSAGES.tooManyRequests, retryAfterSeconds: wait } }, 429);
    }
    return c.json({ sent: true, retryAfterSeconds: VERIFY_EMAIL_RESEND_SECONDS });
  })
  .all('*', () => {
    throw notFound();
  });
