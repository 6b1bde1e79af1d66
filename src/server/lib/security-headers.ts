/**
 * Security headers on every response, API and pages alike (decision record 0051).
 *
 * Content-Security-Policy: scripts only from our own origin (the built app has no inline script);
 * styles from our origin plus inline styles (React style attributes and the toast library's injected
 * stylesheet); images also as data: and blob: URLs (avatar previews); no plugins; no framing by
 * anyone (frame-ancestors 'none' and X-Frame-Options DENY), the public contract page included.
 * Leaving for Stripe's hosted checkout is a top-level navigation, which CSP does not restrict.
 *
 * Permissions-Policy: no camera, microphone, geolocation or payment API, except the camera for our own
 * origin on the bag-exchange screen (a later issue scans bags there; its navigation link loads the
 * page as a document so this header applies).
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Pages that may use the camera (for our own origin only). */
export const CAMERA_PATHS = ['/bag-exchange'];

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
};

function headers(camera: boolean, https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: https ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] } : CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: camera ? ['self'] : [], microphone: [], geolocation: [], payment: [] },
  });
}

export function securityHeaders(appUrl: string): MiddlewareHandler {
  const https = appUrl.startsWith('https://');
  const withCamera = headers(true, https);
  const withoutCamera = headers(false, https);
  return (c, next) => {
    const path = c.req.path.replace(/\/+$/, '');
    return (CAMERA_PATHS.includes(path) ? withCamera : withoutCamera)(c, next);
  };
}
