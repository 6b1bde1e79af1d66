/**
 * The client's IP: the socket address, or, behind a trusted proxy (TRUST_PROXY=true), the last
 * address the proxy appended to X-Forwarded-For. Passed to Better Auth in a header of our own that
 * incoming requests cannot set.
 */
import type { Context } from 'hono';

export const CLIENT_IP_HEADER = 'x-linen-client-ip';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
