/**
 * /api/auth: our sign-up, and the Better Auth endpoints the product uses, each behind its rate limit
 * and password rules. Every other Better Auth endpoint is refused (deny by default).
 */
import { Hono } from 'hono';
import { MESSAGES } from '@shared/constants';
import { passwordProblems } from '@shared/domain/password';
import { ZRequestReset, ZResetPassword, ZSignIn, ZSignUp, ZVerifyEmail } from '@shared/schemas/auth';
import type { z } from 'zod';
import { CLIENT_IP_HEADER } from '../../lib/client-ip';
import { callerOf, type AppContext, type AppEnv } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { assertValidText, validate } from '../../lib/validate';
import { passwordMatches } from '../users/accounts.service';
import { findUserByEmail } from '../users/users.repo';
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
  .post('/sign-up/email', async (c) => {
    const deps = c.get('deps');
    await deps.rateLimiter.limit('signUpPerIp', c.get('ip'));
    const { data } = await readBody(c, ZSignUp);
    const result = await signUp(deps, data, forwardHeaders(c));
    const response = c.json({ user: { id: result.user.id, email: result.user.email, name: result.user.name }, adminNotified: result.adminNotified });
    result.headers.forEach((value, key) => {
      if (key.toLowerCase() === 'set-cookie') response.headers.append('set-cookie', value);
    });
    return response;
  })
  .post('/sign-in/email', async (c) => {
    const { rateLimiter, db } = c.get('deps');
    const { data, text } = await readBody(c, ZSignIn);
    await rateLimiter.beforeSignIn(data.email, c.get('ip'));
    const response = await forward(c, text);
    await rateLimiter.afterSignIn(data.email, c.get('ip'), response.ok);
    if (!response.ok) {
      const user = await findUserByEmail(db, data.email);
      // Say 'deactivated' only to someone who knows the password, so it reveals nothing about an e-mail.
      if (user && !user.isActive && (await passwordMatches(c.get('deps').auth, user.id, data.password))) {
        throw new AppError(403, 'deactivated', MESSAGES.accountDeactivated);
      }
      return response;
    }
    // The session token stays in the HttpOnly cookie: never hand it to page scripts.
    const { user } = (await response.json()) as { user: { id: string; email: string; name: string } };
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify({ user: { id: user.id, email: user.email, name: user.name } }), { status: 200, headers });
  })
  .post('/request-password-reset', async (c) => {
    await c.get('deps').rateLimiter.limit('resetPerIp', c.get('ip'));
    const { text } = await readBody(c, ZRequestReset);
    return forward(c, text);
  })
  .post('/reset-password', async (c) => {
    await c.get('deps').rateLimiter.limit('resetPerIp', c.get('ip'));
    const { data, text } = await readBody(c, ZResetPassword);
    const problems = passwordProblems(data.newPassword);
    if (problems.length) throw badRequest(problems.join(' '), [{ path: 'newPassword', message: problems.join(' ') }]);
    return forward(c, text);
  })
  .post('/sign-out', (c) => forward(c))
  // The e-mailed link's page confirms it here, signed in as the account it was sent for.
  .post('/verify-email', loadCaller, requireCaller, validate('json', ZVerifyEmail), async (c) => {
    const caller = callerOf(c);
    const verified = await followVerificationLink(c.get('deps'), c.req.valid('json').token, caller.user.id);
    if (!verified) throw badRequest(MESSAGES.verificationLinkInvalid);
    return c.json({ verified: true });
  })
  .post('/send-verification-email', loadCaller, requireCaller, async (c) => {
    await resendVerificationMail(c.get('deps'), callerOf(c));
    return c.json({ sent: true });
  })
  .all('*', () => {
    throw notFound();
  });
