/**
 * The known-device cookie (decision 0164): set at each successful sign-in (and by the e-mailed unlock
 * link), one per account on a browser. Its value `nonce.issuedAt.signature` is signed with the auth
 * secret over the user id, so it is worth nothing for another account and cannot be forged; nothing
 * is stored server-side but the failure counter of its nonce. It never signs anyone in: it only lets
 * the right password through while the account is throttled for unknown devices.
 * HttpOnly, SameSite=Lax, Secure when APP_URL is https, and sent only to /api/auth.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { AppContext } from '../../lib/context';

export const DEVICE_COOKIE_DAYS = 180;
const PATH = '/api/auth';

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** The cookie's name for one account: derived from the user id with the secret, so it reveals nothing. */
export const deviceCookieName = (secret: string, userId: string) => `linen_device_${mac(secret, `device-cookie-name:${userId}`).slice(0, 16)}`;

const signatureOf = (secret: string, userId: string, nonce: string, issuedAt: number) => mac(secret, `device-cookie:${userId}:${nonce}:${issuedAt}`);

export function newDeviceToken(secret: string, userId: string, now: Date): string {
  const nonce = randomBytes(18).toString('base64url');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${nonce}.${issuedAt}.${signatureOf(secret, userId, nonce, issuedAt)}`;
}

/** The device's nonce when the value is this user's, correctly signed and not expired; else null. */
export function verifiedDeviceNonce(secret: string, userId: string, value: string | undefined, now: Date): string | null {
  const parts = value?.split('.');
  if (!parts || parts.length !== 3) return null;
  const [nonce, issued, signature] = parts;
  const issuedAt = Number(issued);
  if (!/^[\w-]{24}$/.test(nonce) || !Number.isSafeInteger(issuedAt)) return null;
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -300 || age > DEVICE_COOKIE_DAYS * 86_400) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, userId, nonce, issuedAt));
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

async function secretOf(c: AppContext): Promise<string> {
  return (await c.get('deps').auth.$context).secret;
}

/** The request's known-device nonce for this user, or null. */
export async function knownDeviceOf(c: AppContext, userId: string): Promise<string | null> {
  const secret = await secretOf(c);
  return verifiedDeviceNonce(secret, userId, getCookie(c, deviceCookieName(secret, userId)), c.get('deps').now());
}

/** A Set-Cookie header value marking this browser as a known device of the user. */
export async function deviceCookieHeader(c: AppContext, userId: string): Promise<string> {
  const secret = await secretOf(c);
  const { env, now } = c.get('deps');
  return serialize(deviceCookieName(secret, userId), newDeviceToken(secret, userId, now()), {
    path: PATH,
    httpOnly: true,
    secure: env.appUrl.startsWith('https://'),
    sameSite: 'Lax',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
